import { afterEach, describe, expect, it } from "vitest";
import type { MongoServerError } from "mongodb";
import { MongoClient, type ClientSession, type CommandStartedEvent } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import { type Doc, expectServerError, freshCollection, seededCollection } from "./support";

/**
 * Multi-document transactions through the driver, as a replica set member runs them. Written to pass
 * against a real replica set too (MONGODB_URI=... npx vitest run tests/server/mongo-engine/conformance).
 */
const t = useTestDatabase();

const sessions: ClientSession[] = [];
function session(): ClientSession {
  const opened = t.client.startSession();
  sessions.push(opened);
  return opened;
}
afterEach(async () => {
  for (const opened of sessions.splice(0)) {
    if (opened.inTransaction()) await opened.abortTransaction().catch(() => undefined);
    await opened.endSession();
  }
});

describe("a single-node replica set", () => {
  it("hello names the set, its one host and a writable primary with sessions", async () => {
    const reply = await t.db.admin().command({ hello: 1 });
    expect(reply).toMatchObject({ ok: 1, isWritablePrimary: true, secondary: false });
    expect(typeof reply.setName).toBe("string");
    expect(reply.hosts).toContain(reply.me);
    expect(reply.primary).toBe(reply.me);
    expect(typeof reply.logicalSessionTimeoutMinutes).toBe("number");
  });

  it("the driver sees a replica set with a primary", async () => {
    const description = t.client.options.replicaSet;
    expect(description).toBeTruthy();
    const hello = await t.db.admin().command({ hello: 1 });
    expect(hello.setName).toBe(description);
  });
});

describe("commit and abort", () => {
  it("a committed transaction's writes appear together, and not before the commit", async () => {
    const coll = await seededCollection(t.db, [{ _id: 1, stock: 5 }]);
    const s = session();
    s.startTransaction();
    await coll.updateOne({ _id: 1 }, { $inc: { stock: -2 } }, { session: s });
    await coll.insertOne({ _id: 2, stock: 1 }, { session: s });
    // Outside the transaction nothing has happened yet.
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, stock: 5 }]);
    await s.commitTransaction();
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, stock: 3 },
      { _id: 2, stock: 1 },
    ]);
  });

  it("an aborted transaction leaves nothing behind", async () => {
    const coll = await seededCollection(t.db, [{ _id: 1, stock: 5 }]);
    const s = session();
    s.startTransaction();
    await coll.updateOne({ _id: 1 }, { $set: { stock: 0 } }, { session: s });
    await coll.insertOne({ _id: 2 }, { session: s });
    await coll.deleteOne({ _id: 1 }, { session: s });
    await s.abortTransaction();
    expect(await coll.find({}).toArray()).toEqual([{ _id: 1, stock: 5 }]);
  });

  it("withTransaction commits what its callback wrote and returns its value", async () => {
    const coll = freshCollection(t.db);
    const s = session();
    const result = await s.withTransaction(async () => {
      await coll.insertMany(
        [
          { _id: 1, n: 1 },
          { _id: 2, n: 2 },
        ],
        { session: s },
      );
      return "done";
    });
    expect(result).toBe("done");
    expect(await coll.countDocuments({})).toBe(2);
  });

  it("withTransaction rolls back when its callback throws", async () => {
    const coll = await seededCollection(t.db, [{ _id: 1, stock: 1 }]);
    const s = session();
    await expect(
      s.withTransaction(async () => {
        await coll.updateOne({ _id: 1 }, { $inc: { stock: -1 } }, { session: s });
        throw new Error("line 2 is short");
      }),
    ).rejects.toThrow("line 2 is short");
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, stock: 1 });
  });

  it("a statement that fails aborts the transaction: the next one finds no transaction", async () => {
    const coll = await seededCollection(t.db, [{ _id: 1 }]);
    const s = session();
    s.startTransaction();
    await coll.insertOne({ _id: 2 }, { session: s });
    await expectServerError(coll.insertOne({ _id: 1 }, { session: s }), { code: 11000 });
    const next = coll.insertOne({ _id: 3 }, { session: s });
    await expectServerError(next, { code: 251 });
    await next.catch((error: MongoServerError) =>
      expect(error.hasErrorLabel("TransientTransactionError")).toBe(true),
    );
    await s.abortTransaction().catch(() => undefined);
    expect(await coll.find({}).toArray()).toEqual([{ _id: 1 }]);
  });
});

describe("what a transaction reads", () => {
  it("sees its own writes in finds, sorts, limits, counts and findOneAndUpdate", async () => {
    const coll = await seededCollection(t.db, [
      { _id: 1, price: 10, kind: "pad" },
      { _id: 2, price: 30, kind: "pad" },
    ]);
    const s = session();
    s.startTransaction();
    await coll.insertOne({ _id: 3, price: 20, kind: "pad" }, { session: s });
    await coll.updateOne({ _id: 2 }, { $set: { price: 5 } }, { session: s });
    await coll.deleteOne({ _id: 1 }, { session: s });
    const cheapest = await coll.find({ kind: "pad" }, { session: s }).sort({ price: 1 }).limit(2).toArray();
    expect(cheapest.map((doc) => doc._id)).toEqual([2, 3]);
    expect(await coll.countDocuments({ kind: "pad" }, { session: s })).toBe(2);
    expect(await coll.countDocuments({ price: { $gt: 15 } }, { session: s })).toBe(1);
    const taken = await coll.findOneAndUpdate(
      { price: { $lt: 10 } },
      { $inc: { price: 1 } },
      { session: s, returnDocument: "after" },
    );
    expect(taken).toEqual({ _id: 2, price: 6, kind: "pad" });
    expect(await coll.distinct("price", {}, { session: s })).toEqual([6, 20]);
    await s.commitTransaction();
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 2, price: 6, kind: "pad" },
      { _id: 3, price: 20, kind: "pad" },
    ]);
  });

  it("reads a snapshot: a change committed by others after it began stays unseen", async () => {
    const coll = await seededCollection(t.db, [
      { _id: 1, stock: 5 },
      { _id: 2, stock: 7 },
    ]);
    const s = session();
    s.startTransaction();
    expect(await coll.findOne({ _id: 1 }, { session: s })).toEqual({ _id: 1, stock: 5 });
    await coll.updateOne({ _id: 2 }, { $set: { stock: 0 } });
    await coll.insertOne({ _id: 3, stock: 9 });
    await coll.deleteOne({ _id: 1 });
    expect(await coll.find({}, { session: s }).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, stock: 5 },
      { _id: 2, stock: 7 },
    ]);
    expect(await coll.countDocuments({ stock: { $gt: 0 } }, { session: s })).toBe(2);
    // By _id too, where only the documents named can differ.
    expect(
      await coll
        .find({ _id: { $in: [1, 2, 3] } }, { session: s })
        .sort({ _id: 1 })
        .toArray(),
    ).toEqual([
      { _id: 1, stock: 5 },
      { _id: 2, stock: 7 },
    ]);
    expect(await coll.findOne({ _id: 3 }, { session: s })).toBeNull();
    await s.commitTransaction();
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 2, stock: 0 },
      { _id: 3, stock: 9 },
    ]);
  });

  it("two open transactions do not see each other's writes", async () => {
    const coll = await seededCollection(t.db, [{ _id: 1, n: 0 }]);
    const a = session();
    const b = session();
    a.startTransaction();
    b.startTransaction();
    await coll.insertOne({ _id: "a" }, { session: a });
    await coll.insertOne({ _id: "b" }, { session: b });
    expect((await coll.find({}, { session: a }).toArray()).map((doc) => doc._id).sort()).toEqual([1, "a"]);
    expect((await coll.find({}, { session: b }).toArray()).map((doc) => doc._id).sort()).toEqual([1, "b"]);
    await a.commitTransaction();
    await b.commitTransaction();
    expect(await coll.countDocuments({})).toBe(3);
  });
});

describe("write conflicts", () => {
  it("a write to a document another open transaction wrote fails with WriteConflict, labelled transient", async () => {
    const coll = await seededCollection(t.db, [{ _id: 1, stock: 5 }]);
    const first = session();
    const second = session();
    first.startTransaction();
    second.startTransaction();
    await coll.updateOne({ _id: 1 }, { $inc: { stock: -1 } }, { session: first });
    const clash = coll.updateOne({ _id: 1 }, { $inc: { stock: -1 } }, { session: second });
    await expectServerError(clash, { code: 112, codeName: "WriteConflict" });
    await clash.catch((error: MongoServerError) =>
      expect(error.hasErrorLabel("TransientTransactionError")).toBe(true),
    );
    await second.abortTransaction().catch(() => undefined);
    await first.commitTransaction();
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, stock: 4 });
  });

  it("a write to a document changed since the snapshot fails with WriteConflict", async () => {
    const coll = await seededCollection(t.db, [
      { _id: 1, stock: 5 },
      { _id: 2, stock: 5 },
    ]);
    const s = session();
    s.startTransaction();
    await coll.findOne({ _id: 2 }, { session: s });
    await coll.updateOne({ _id: 1 }, { $set: { stock: 1 } });
    await expectServerError(coll.updateOne({ _id: 1 }, { $inc: { stock: -1 } }, { session: s }), {
      code: 112,
    });
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, stock: 1 });
  });

  it("two withTransaction on the same product both succeed, one after a retry, and the stock is exact", async () => {
    const coll = await seededCollection(t.db, [{ _id: "pads", stock: 10 }]);
    const first = session();
    const second = session();
    let secondAttempts = 0;
    let firstWrote!: () => void;
    const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
    let secondTried!: () => void;
    const secondHasTried = new Promise<void>((resolve) => (secondTried = resolve));

    const one = first.withTransaction(async () => {
      await coll.updateOne({ _id: "pads", stock: { $gte: 3 } }, { $inc: { stock: -3 } }, { session: first });
      firstWrote();
      await secondHasTried; // hold the document until the other has run into it
    });
    await firstHasWritten;
    const two = second.withTransaction(async () => {
      secondAttempts++;
      try {
        const taken = await coll.updateOne(
          { _id: "pads", stock: { $gte: 4 } },
          { $inc: { stock: -4 } },
          { session: second },
        );
        expect(taken.modifiedCount).toBe(1);
      } finally {
        secondTried();
      }
    });
    await Promise.all([one, two]);
    expect(secondAttempts).toBeGreaterThanOrEqual(2);
    expect(await coll.findOne({ _id: "pads" })).toEqual({ _id: "pads", stock: 3 });
  });
});

describe("the embedded engine's lock wait", () => {
  // mongod answers WriteConflict at once; the engine lets a transaction's first write wait for the lock.
  it.skipIf(Boolean(process.env.MONGODB_URI))(
    "a transaction whose first write meets another's lock waits for its commit, then runs on the new data without a retry",
    async () => {
      const coll = await seededCollection(t.db, [{ _id: "pads", stock: 10 }]);
      const first = session();
      const second = session();
      first.startTransaction();
      await coll.updateOne({ _id: "pads" }, { $inc: { stock: -3 } }, { session: first });
      let attempts = 0;
      const two = second.withTransaction(async () => {
        attempts++;
        await coll.updateOne({ _id: "pads" }, { $inc: { stock: -4 } }, { session: second });
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await first.commitTransaction();
      await two;
      expect(attempts).toBe(1);
      expect(await coll.findOne({ _id: "pads" })).toEqual({ _id: "pads", stock: 3 });
    },
  );
});

describe("sessions", () => {
  it("commands that may not run in a transaction are refused there", async () => {
    const coll = await seededCollection(t.db, [{ _id: 1 }]);
    const s = session();
    s.startTransaction();
    await coll.findOne({}, { session: s });
    await expectServerError(t.db.command({ count: coll.collectionName }, { session: s }), { code: 263 });
  });

  it("an abandoned transaction is aborted after transactionLifetimeLimitSeconds", async () => {
    const admin = t.db.admin();
    const { was } = await admin.command({ setParameter: 1, transactionLifetimeLimitSeconds: 1 });
    try {
      const coll = freshCollection(t.db);
      const s = session();
      s.startTransaction();
      await coll.insertOne({ _id: 1 }, { session: s });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await expectServerError(s.commitTransaction(), { code: 251 });
      expect(await coll.countDocuments({})).toBe(0);
    } finally {
      await admin.command({ setParameter: 1, transactionLifetimeLimitSeconds: was });
    }
    const { transactionLifetimeLimitSeconds } = await admin.command({
      getParameter: 1,
      transactionLifetimeLimitSeconds: 1,
    });
    expect(transactionLifetimeLimitSeconds).toBe(was);
  });

  it("ordinary writes go out as retryable writes (a session and a txnNumber) and are applied once", async () => {
    const started: CommandStartedEvent[] = [];
    const client = new MongoClient(t.uri, { monitorCommands: true });
    client.on("commandStarted", (event) => started.push(event));
    try {
      const coll = client.db(t.db.databaseName).collection<Doc>(freshCollection(t.db).collectionName);
      await coll.insertOne({ _id: 1, n: 1 });
      await coll.updateOne({ _id: 1 }, { $inc: { n: 1 } });
      const writes = started.filter((event) => ["insert", "update"].includes(event.commandName));
      expect(writes).toHaveLength(2);
      for (const write of writes) {
        expect(write.command.lsid).toBeDefined();
        expect(write.command.txnNumber).toBeDefined();
      }
      expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, n: 2 });
    } finally {
      await client.close();
    }
  });
});
