import { ObjectId, type Collection } from "mongodb";
import { afterEach, describe, expect, it } from "vitest";
import { DurableQueue, type Outcome, type QueuedItem } from "../../../server/jobs/durable-queue";
import { useShopDatabase } from "../../support/backing-services";

interface Job extends QueuedItem {
  name: string;
  doneAt?: Date;
}

/** The queue under webhooks and e-mails, on a real database, with instances as separate queue objects. */
describe("a durable queue", () => {
  const database = useShopDatabase("durable-queue-");
  const running: DurableQueue<Job>[] = [];
  afterEach(() => Promise.all(running.splice(0).map((queue) => queue.stop())));

  let n = 0;
  /** A collection of its own per test, and `count` jobs due now in it. */
  async function jobs(count: number): Promise<Collection<Job>> {
    const items = database.db.collection<Job>(`jobs${++n}`);
    const now = new Date();
    await items.insertMany(
      Array.from({ length: count }, (_, i) => ({
        _id: new ObjectId(),
        name: `job ${i}`,
        status: "pending",
        attempts: 0,
        nextAttemptAt: now,
      })),
    );
    return items;
  }
  function start(items: Collection<Job>, work: (job: Job) => Promise<Outcome>, maxAttempts = 3) {
    const queue = new DurableQueue<Job>({
      items,
      work,
      maxAttempts,
      done: (at) => ({ status: "done", doneAt: at }),
    });
    running.push(queue);
    queue.start();
    return queue;
  }
  const settled = (items: Collection<Job>) =>
    expect.poll(() => items.countDocuments({ status: "pending" }), { timeout: 15_000 }).toBe(0);

  it("works every job once, however many instances work the queue", async () => {
    const items = await jobs(30);
    const worked: string[] = [];
    const work = async (job: Job): Promise<Outcome> => {
      worked.push(job.name);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { done: true, attempt: { at: new Date() } };
    };
    start(items, work);
    start(items, work);
    await settled(items);
    expect(worked.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `job ${i}`).sort());
    const stored = await items.find().toArray();
    expect(stored.every((job) => job.status === "done" && job.attempts === 1 && job.doneAt)).toBe(true);
  });

  it("stops taking jobs at once, and waits for the ones being worked to be stored as done", async () => {
    const items = await jobs(6);
    let taken = 0;
    let finish = () => {};
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const queue = start(items, async () => {
      taken++;
      await finishing;
      return { done: true, attempt: { at: new Date() } };
    });
    // Four at a time: the fifth and sixth wait for a place.
    await expect.poll(() => taken, { timeout: 15_000 }).toBe(4);
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(await items.countDocuments({ status: "done" })).toBe(4);
    // Nothing taken after the stop: two jobs left pending, due as they were.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(taken).toBe(4);
    expect(await items.countDocuments({ status: "pending", attempts: 0 })).toBe(2);
  });

  it("tries a failed job again after its back-off, and gives it up after the last attempt", async () => {
    const items = await jobs(1);
    start(items, async () => ({ done: false, attempt: { at: new Date(), error: "relay down" } }), 2);
    await expect
      .poll(async () => (await items.findOne())?.lastAttempt?.error, { timeout: 15_000 })
      .toBe("relay down");
    const once = (await items.findOne())!;
    expect(once).toMatchObject({ status: "pending", attempts: 1 });
    // Ten seconds of back-off after the first failure.
    const wait = once.nextAttemptAt.getTime() - once.lastAttempt!.at.getTime();
    expect(wait).toBeGreaterThanOrEqual(9_000);
    expect(wait).toBeLessThanOrEqual(11_000);

    // Due again (as if the back-off had passed): the second failure is the last.
    await items.updateOne({ _id: once._id }, { $set: { nextAttemptAt: new Date() } });
    await expect.poll(async () => (await items.findOne())?.status, { timeout: 15_000 }).toBe("failed");
    expect((await items.findOne())!.attempts).toBe(2);
  });

  it("counts a throw as a failed try, and deletes a job its work says is gone", async () => {
    const [throwing, gone] = [await jobs(1), await jobs(1)];
    start(throwing, () => Promise.reject(new Error("boom")));
    start(gone, async () => "gone");
    await expect
      .poll(async () => (await throwing.findOne())?.lastAttempt?.error, { timeout: 15_000 })
      .toContain("boom");
    await expect.poll(() => gone.countDocuments(), { timeout: 15_000 }).toBe(0);
  });

  it("leaves a job taken by an instance that stopped mid-work until its lease runs out", async () => {
    const items = await jobs(1);
    // Taken a moment ago by an instance that then died: its lease (a minute) holds the job.
    await items.updateOne(
      {},
      { $set: { nextAttemptAt: new Date(Date.now() + 60_000) }, $inc: { attempts: 1 } },
    );
    const worked: string[] = [];
    start(items, async (job) => {
      worked.push(job.name);
      return { done: true, attempt: { at: new Date() } };
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(worked).toEqual([]);
    // The lease runs out: another instance takes it, as its second attempt.
    await items.updateOne({}, { $set: { nextAttemptAt: new Date() } });
    await settled(items);
    expect(worked).toEqual(["job 0"]);
    expect((await items.findOne())!.attempts).toBe(2);
  });
});
