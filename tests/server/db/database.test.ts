import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseNameOf, openDatabase, type Database } from "../../../server/db/database";
import { APP_INDEXES } from "../../../server/db/indexes";
import { MongoClient } from "mongodb";
import { startEngine } from "../../../server/mongo-engine/index";
import { STANDALONE_REFUSED } from "../../../server/db/require-transactions";
import { useDataDirPerTest } from "../../support/data-dir";

describe("openDatabase", () => {
  const dataDir = useDataDirPerTest<Database>("database-module-");
  const { opened } = dataDir;

  const open = async (mongodbUri?: string) => {
    const database = await openDatabase({ mongodbUri, dataDir: dataDir.path });
    opened.push(database);
    return database;
  };

  it("starts the embedded engine when MONGODB_URI is unset and creates the app's indexes", async () => {
    const { db, embedded } = await open();
    expect(embedded).toBe(true);
    expect(db.databaseName).toBe("vehicle_parts");
    for (const [collection, indexes] of Object.entries(APP_INDEXES)) {
      const names = (await db.collection(collection).listIndexes().toArray()).map((index) => index.name);
      expect(names).toEqual(["_id_", ...indexes.map((index) => index.name)]);
    }
    await db.collection("users").insertOne({ email: "ana@example.com" });
    await expect(db.collection("users").insertOne({ email: "ana@example.com" })).rejects.toMatchObject({
      code: 11000,
    });
  });

  it("keeps acknowledged data in DATA_DIR across restarts", async () => {
    const first = await open();
    await first.db.collection("orders").insertOne({ email: "ana@example.com", quantity: 4 });
    await first.close();
    opened.splice(opened.indexOf(first), 1);

    const second = await open();
    const order = await second.db.collection("orders").findOne({ email: "ana@example.com" });
    expect(order?.quantity).toBe(4);
  });

  it("uses MONGODB_URI when set, with the database the URI names, and starts no engine", async () => {
    const serverDir = await mkdtemp(path.join(tmpdir(), "external-server-"));
    const server = await startEngine({ dataDir: serverDir, port: 0 });
    try {
      const { db, embedded } = await open(`mongodb://127.0.0.1:${server.port}/shop_prod?replicaSet=rs0`);
      expect(embedded).toBe(false);
      expect(db.databaseName).toBe("shop_prod");
      await db.collection("reviews").insertOne({ name: "Ana", ratings: 5 });
      await opened.pop()!.close();
      // The embedded engine was never started on DATA_DIR: a fresh one there sees nothing of it.
      const local = await open();
      expect(await local.db.collection("reviews").countDocuments()).toBe(0);
    } finally {
      await server.close();
      await rm(serverDir, { recursive: true, force: true });
    }
  });

  it("refuses a standalone server, which has no transactions, saying to run a replica set", async () => {
    const serverDir = await mkdtemp(path.join(tmpdir(), "standalone-server-"));
    const server = await startEngine({ dataDir: serverDir, port: 0, replicaSet: false });
    try {
      await expect(open(`mongodb://127.0.0.1:${server.port}/shop_prod`)).rejects.toThrow(STANDALONE_REFUSED);
      expect(STANDALONE_REFUSED).toMatch(/replica set \(a single-node one is enough/);
      // Refused before anything was written.
      const client = await MongoClient.connect(server.uri);
      expect(await client.db("shop_prod").listCollections().toArray()).toEqual([]);
      await client.close();
    } finally {
      await server.close();
      await rm(serverDir, { recursive: true, force: true });
    }
  });
});

describe("databaseNameOf", () => {
  it("reads the database from single-host, multi-host and SRV connection strings", () => {
    expect(databaseNameOf("mongodb://localhost:27017/shop")).toBe("shop");
    expect(databaseNameOf("mongodb://a:1,b:2/shop?replicaSet=rs0")).toBe("shop");
    expect(databaseNameOf("mongodb+srv://user:pw@cluster0.example.net/parts?retryWrites=true")).toBe("parts");
    expect(databaseNameOf("mongodb://localhost:27017")).toBeUndefined();
    expect(databaseNameOf("mongodb://localhost:27017/?tls=true")).toBeUndefined();
  });
});
