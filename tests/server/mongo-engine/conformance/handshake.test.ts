import { describe, expect, it } from "vitest";
import { MongoServerError, UUID } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import { expectServerError, freshCollection } from "./support";

const t = useTestDatabase();

const admin = () => t.db.admin();

describe("hello / isMaster", () => {
  it("hello describes the writable primary of a replica set, with MongoDB's size limits", async () => {
    const reply = await admin().command({ hello: 1 });
    expect(reply).toMatchObject({
      ok: 1,
      isWritablePrimary: true,
      maxBsonObjectSize: 16_777_216,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
    });
    expect(typeof reply.minWireVersion).toBe("number");
    expect(typeof reply.maxWireVersion).toBe("number");
    expect(reply.maxWireVersion).toBeGreaterThanOrEqual(reply.minWireVersion);
    expect(reply.localTime).toBeInstanceOf(Date);
    // Drivers only offer sessions (and retryable writes) when this is present.
    expect(typeof reply.logicalSessionTimeoutMinutes).toBe("number");
    expect(typeof reply.connectionId).toBe("number");
    // A replica set member: what makes drivers offer transactions.
    expect(typeof reply.setName).toBe("string");
    expect(reply.hosts).toContain(reply.me);
    expect(reply).not.toHaveProperty("msg"); // "isdbgrid" would mean a mongos
  });

  it("the legacy isMaster spelling answers ismaster: true", async () => {
    const reply = await admin().command({ isMaster: 1 });
    expect(reply).toMatchObject({ ok: 1, ismaster: true, maxBsonObjectSize: 16_777_216 });
    expect(typeof reply.setName).toBe("string");
  });

  it("hello can be sent to any database, not only admin", async () => {
    const reply = await t.db.command({ hello: 1 });
    expect(reply).toMatchObject({ ok: 1, isWritablePrimary: true });
  });
});

describe("server information commands", () => {
  it("ping answers ok: 1", async () => {
    await expect(admin().command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
    await expect(admin().ping()).resolves.toMatchObject({ ok: 1 });
  });

  it("buildInfo reports a dotted version string and its numeric parts", async () => {
    const reply = await admin().command({ buildInfo: 1 });
    expect(reply.ok).toBe(1);
    expect(reply.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Array.isArray(reply.versionArray)).toBe(true);
    const [major, minor] = String(reply.version).split(".").map(Number);
    expect(reply.versionArray.slice(0, 2)).toEqual([major, minor]);
  });

  it("the driver's buildInfo helper works (it sends the lower-case alias buildinfo)", async () => {
    const reply = await admin().buildInfo();
    expect(reply.ok).toBe(1);
    expect(reply.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("getParameter returns a requested parameter", async () => {
    const reply = await admin().command({ getParameter: 1, featureCompatibilityVersion: 1 });
    expect(reply.ok).toBe(1);
    expect(reply.featureCompatibilityVersion?.version).toMatch(/^\d+\.\d+$/);
  });

  it("getParameter naming no known parameter is an error", async () => {
    await expect(admin().command({ getParameter: 1, noSuchParameterAnywhere: 1 })).rejects.toBeInstanceOf(
      MongoServerError,
    );
  });

  it("an unknown command fails with CommandNotFound (59)", async () => {
    await expectServerError(admin().command({ notARealCommand: 1 }), {
      code: 59,
      codeName: "CommandNotFound",
    });
    await expectServerError(t.db.command({ fooBarBaz: "x" }), { code: 59, codeName: "CommandNotFound" });
    // The connection stays usable afterwards.
    await expect(admin().command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
  });
});

describe("listDatabases", () => {
  it("lists a database once it holds data, with sizes and totals", async () => {
    await freshCollection(t.db).insertOne({ x: 1 });
    const reply = await admin().listDatabases();
    expect(reply.ok).toBe(1);
    expect(typeof reply.totalSize).toBe("number");
    const mine = reply.databases.find((d) => d.name === t.db.databaseName);
    expect(mine).toBeDefined();
    expect(typeof mine?.sizeOnDisk).toBe("number");
    expect(mine?.empty).toBe(false);
  });

  it("honours nameOnly and a filter on the name", async () => {
    await freshCollection(t.db).insertOne({ x: 1 });
    const reply = await admin().command({
      listDatabases: 1,
      nameOnly: true,
      filter: { name: t.db.databaseName },
    });
    expect(reply.databases).toEqual([{ name: t.db.databaseName }]);
  });

  it("does not list a database that was never written to", async () => {
    const name = `${t.db.databaseName}_never`;
    t.client.db(name); // a handle alone creates nothing
    const reply = await admin().listDatabases({ nameOnly: true });
    expect(reply.databases.map((d) => d.name)).not.toContain(name);
  });
});

describe("sessions", () => {
  it("endSessions accepts session ids", async () => {
    const reply = await admin().command({ endSessions: [{ id: new UUID() }, { id: new UUID() }] });
    expect(reply.ok).toBe(1);
  });

  it("operations inside an explicit session work and the session can be ended", async () => {
    const coll = freshCollection(t.db);
    const session = t.client.startSession();
    try {
      await coll.insertOne({ _id: 1, in: "session" }, { session });
      await expect(coll.findOne({ _id: 1 }, { session })).resolves.toEqual({
        _id: 1,
        in: "session",
      });
    } finally {
      await session.endSession();
    }
    await expect(coll.countDocuments()).resolves.toBe(1);
  });
});
