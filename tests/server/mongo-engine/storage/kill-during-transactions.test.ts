import { afterEach, describe, expect, it } from "vitest";
import { MongoClient, type Collection } from "mongodb";
import { killAllEngines, spawnEngine } from "./engine-process";
import { engineOnly, useTempDirs } from "./journal-reading";

/**
 * kill -9 of the engine while transactions move money between accounts and log each move: after the
 * restart every transaction is wholly there (its move in both balances and its log entry) or wholly
 * absent, and every one whose commit was acknowledged is there.
 */

const tempDir = useTempDirs();

const ACCOUNTS = ["a", "b", "c", "d", "e"];
const OPENING_BALANCE = 1_000;
const CYCLES = 2;
const WRITERS = 4;

interface Account {
  _id: string;
  balance: number;
}
interface Move {
  _id: string;
  from: string;
  to: string;
  amount: number;
}

describe.skipIf(engineOnly)("crash recovery: SIGKILL during transactions", () => {
  let client: MongoClient | undefined;

  afterEach(async () => {
    await client?.close(true).catch(() => undefined);
    await killAllEngines();
  });

  it("keeps each transaction whole or absent across repeated kill -9 and restart", async () => {
    const dataDir = await tempDir("engine-txn-crash-");
    const committed = new Set<string>();

    const connect = async (uri: string) => {
      client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000, maxPoolSize: 10 });
      await client.connect();
      const db = client.db("bank");
      return { accounts: db.collection<Account>("accounts"), moves: db.collection<Move>("moves") };
    };

    /** The balances must be exactly what the logged moves say, and every acknowledged move logged. */
    const verify = async (accounts: Collection<Account>, moves: Collection<Move>, label: string) => {
      const logged = await moves.find({}).toArray();
      const expected = new Map(ACCOUNTS.map((id) => [id, OPENING_BALANCE]));
      for (const move of logged) {
        expected.set(move.from, expected.get(move.from)! - move.amount);
        expected.set(move.to, expected.get(move.to)! + move.amount);
      }
      const balances = await accounts.find({}).sort({ _id: 1 }).toArray();
      expect(balances, `${label}: balances agree with the logged moves`).toEqual(
        ACCOUNTS.map((id) => ({ _id: id, balance: expected.get(id) })),
      );
      const ids = new Set(logged.map((move) => move._id));
      expect(
        [...committed].filter((id) => !ids.has(id)),
        `${label}: acknowledged moves missing`,
      ).toEqual([]);
    };

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const engine = await spawnEngine({ dataDir });
      const { accounts, moves } = await connect(engine.uri);
      if (cycle === 0) {
        await accounts.insertMany(ACCOUNTS.map((id) => ({ _id: id, balance: OPENING_BALANCE })));
      } else {
        await verify(accounts, moves, `after kill ${cycle}`);
      }

      let killed = false;
      const unexpected: unknown[] = [];
      let committedThisCycle = 0;
      const writer = async (w: number) => {
        const session = client!.startSession();
        for (let seq = 0; ; seq++) {
          const move: Move = {
            _id: `c${cycle}-w${w}-${seq}`,
            from: ACCOUNTS[(w + seq) % ACCOUNTS.length]!,
            to: ACCOUNTS[(w + seq + 1 + (seq % 3)) % ACCOUNTS.length]!,
            amount: 1 + (seq % 7),
          };
          try {
            await session.withTransaction(async () => {
              await accounts.updateOne({ _id: move.from }, { $inc: { balance: -move.amount } }, { session });
              await accounts.updateOne({ _id: move.to }, { $inc: { balance: move.amount } }, { session });
              await moves.insertOne(move, { session });
            });
          } catch (error) {
            if (!killed) unexpected.push(error);
            return;
          }
          committed.add(move._id);
          committedThisCycle++;
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

      const started = Date.now();
      while (committedThisCycle < 20 && unexpected.length === 0 && Date.now() - started < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      killed = true;
      expect((await engine.kill9()).signal).toBe("SIGKILL");
      await Promise.all(writers);
      await client!.close(true);
      client = undefined;
      expect(unexpected, `cycle ${cycle}: errors before the kill`).toEqual([]);
      expect(committedThisCycle, `cycle ${cycle}: transactions committed before the kill`).toBeGreaterThan(0);
    }

    const engine = await spawnEngine({ dataDir });
    const { accounts, moves } = await connect(engine.uri);
    await verify(accounts, moves, `after kill ${CYCLES}`);
    await client!.close();
    client = undefined;
    await engine.terminate();
  }, 300_000);
});
