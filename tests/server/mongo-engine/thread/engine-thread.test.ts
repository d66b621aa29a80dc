import { MongoClient } from "mongodb";
import { describe, expect, it } from "vitest";
import { startEngineThread, type EngineThread } from "../../../../server/mongo-engine/index";
import { useDataDirPerTest } from "../../../support/data-dir";

/**
 * The engine in a worker thread of its own: reached through the driver as before, closed when asked,
 * refusing a data directory another engine holds, and telling its starter when it stops unasked, after
 * which the same directory opens again with nothing lost.
 */

const dir = useDataDirPerTest<EngineThread | MongoClient>("engine-thread-");

async function started(onStopped?: (error: Error) => void): Promise<EngineThread> {
  const engine = await startEngineThread({ dataDir: dir.path, port: 0, onStopped });
  dir.opened.push(engine);
  return engine;
}

async function connected(engine: EngineThread): Promise<MongoClient> {
  const client = await MongoClient.connect(engine.uri);
  // Closed before the engines it talks to: opened later, closed first.
  dir.opened.unshift(client);
  return client;
}

describe("the engine in a thread of its own", () => {
  it("runs in another thread than the caller's, answers the driver, and keeps what it stored once closed", async () => {
    const engine = await started();
    expect(engine.thread.threadId).toBeGreaterThan(0);
    const client = await connected(engine);
    await client
      .db("shop")
      .collection("parts")
      .insertOne({ _id: "pad" as never, stock: 4 });
    await client.close();
    await engine.close();

    const reopened = await started();
    const again = await connected(reopened);
    expect(await again.db("shop").collection("parts").findOne({})).toEqual({ _id: "pad", stock: 4 });
  });

  it("refuses to start on a data directory another engine holds, saying so", async () => {
    await started();
    await expect(startEngineThread({ dataDir: dir.path, port: 0 })).rejects.toThrow(/in use/i);
  });

  it("tells its starter once when its thread stops unasked, and the directory then opens again", async () => {
    const stops: Error[] = [];
    const engine = await started((error) => stops.push(error));
    const client = await connected(engine);
    await client
      .db("shop")
      .collection("parts")
      .insertOne({ _id: "rotor" as never });
    await engine.thread.terminate();
    await expect
      .poll(() => stops.map((error) => error.message))
      .toEqual(["the database engine's thread stopped (exit code 1)"]);

    const restarted = await started();
    const again = await connected(restarted);
    expect(await again.db("shop").collection("parts").countDocuments()).toBe(1);
  });
});
