import type { MongoClient } from "mongodb";
import { ObjectId, type Db, type Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDocument, UserDocument } from "../../../../server/db/models";
import { UsersService, type UsersServiceDeps } from "../../../../server/services/users/users.service";
import { executionStats, stagesOf } from "../../mongo-engine/conformance/support";
import { startTestServer, type TestServer } from "../../../support/test-server";
import { connectBeside } from "../../../support/test-database";
import { storedOrder, ordersServiceOf } from "../../../support/orders";

/**
 * The admin's lists are read through indexes, never by scanning a collection: every command the
 * services send for a page and its count is explained as sent (captured by the driver's command
 * monitoring), on the shop's own database with the indexes it creates at start-up.
 */

const ORDERS = 300;
const USERS = 120;
const PAGE = 20;
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 1);

let shop: TestServer;
let client: MongoClient;
let db: Db;
let sent: Document[] = [];

/** The parts of a captured command that say what it reads, as `explain` takes them. */
const READ_FIELDS = [
  "find",
  "filter",
  "sort",
  "limit",
  "hint",
  "aggregate",
  "pipeline",
  "cursor",
  "count",
  "query",
];
const readPart = (command: Document) =>
  Object.fromEntries(Object.entries(command).filter(([field]) => READ_FIELDS.includes(field)));

interface ReadPlan {
  command: string;
  stages: string[];
  indexes: string[];
  docsExamined: number;
}

/** Runs `read`, then explains every command it sent. */
async function plansOf(read: () => Promise<unknown>): Promise<ReadPlan[]> {
  sent = [];
  await read();
  const plans: ReadPlan[] = [];
  for (const command of sent) {
    const explain = await db.command({ explain: readPart(command), verbosity: "executionStats" });
    // The plan's stages and the stages as they ran name the same indexes.
    const stages = stagesOf(explain);
    plans.push({
      command: Object.keys(command)[0]!,
      stages: stages.map((stage) => String(stage.stage)),
      indexes: [...new Set(stages.flatMap((stage) => (stage.indexName ? [String(stage.indexName)] : [])))],
      docsExamined: Number(executionStats(explain).totalDocsExamined),
    });
  }
  return plans;
}

/** A page and its count, each read through `index` (the count may also come from the collection's own). */
function expectIndexed(plans: ReadPlan[], index: string) {
  expect(plans.map((plan) => plan.command).sort()).toEqual(expect.arrayContaining(["find"]));
  for (const plan of plans) {
    expect(plan.stages, JSON.stringify(plan)).not.toContain("COLLSCAN");
    if (plan.command === "count") expect(plan.stages).toContain("RECORD_STORE_FAST_COUNT");
    else expect(plan.indexes, JSON.stringify(plan)).toEqual([index]);
  }
}

const orders = () => ordersServiceOf(db);
// The list reads nothing but the database: the identity provider and tokens are never reached.
const users = () => new UsersService({ db } as UsersServiceDeps);

const listed = async (page: Promise<{ items: unknown[]; totalCount(): Promise<number> }>) => {
  const { items, totalCount } = await page;
  return { items, total: await totalCount() };
};

beforeAll(async () => {
  shop = await startTestServer();
  client = await connectBeside(shop.db, { monitorCommands: true });
  client.on("commandStarted", (event) => {
    if (["find", "aggregate", "count"].includes(event.commandName)) sent.push(event.command);
  });
  db = client.db(shop.db.databaseName);
  const productId = new ObjectId();
  await db.collection<OrderDocument>("orders").insertMany(
    Array.from({ length: ORDERS }, (_, i) =>
      storedOrder({
        userId: new ObjectId(),
        email: `buyer-${i % 30}@example.com`,
        name: "Brake Pads",
        productId,
        address: "1 Main St",
        quantity: 1,
        phone: "555-0100",
        unitPrice: 10,
        status: i % 5 ? ("placed" as const) : ("cancelled" as const),
        createdAt: new Date(START + Math.floor(i / 3) * DAY),
      }),
    ),
  );
  await db.collection<UserDocument>("users").insertMany(
    Array.from({ length: USERS }, (_, i) => ({
      _id: new ObjectId(),
      email: `user-${String(i).padStart(3, "0")}@example.com`,
      uid: `uid-${i}`,
      role: "customer" as const,
      displayName: null,
      photoUrl: null,
      profile: {},
      createdAt: new Date(START + Math.floor(i / 2) * DAY),
      lastSignInAt: new Date(START),
    })),
  );
});
afterAll(async () => {
  await client?.close();
  await shop?.close();
});

describe("the admin's list of orders", () => {
  it("walks the newest-first index and stops after the page", async () => {
    const plans = await plansOf(() => listed(orders().list({ first: PAGE })));
    expectIndexed(plans, "createdAt_-1__id_-1");
    const find = plans.find((plan) => plan.command === "find")!;
    expect(find.stages).not.toContain("SORT");
    expect(find.docsExamined).toBeLessThanOrEqual(PAGE + 1);
  });

  it("starts the next page at the cursor instead of walking the pages before it", async () => {
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const read = await orders().list({ first: PAGE, after });
      after = read.cursorOf(read.items.at(-1)!);
    }
    const plans = await plansOf(() => listed(orders().list({ first: PAGE, after })));
    expectIndexed(plans, "createdAt_-1__id_-1");
    // The walk starts at the cursor's instant: its orders (three a day here) are read and passed over.
    expect(plans.find((plan) => plan.command === "find")!.docsExamined).toBeLessThanOrEqual(PAGE + 1 + 3);
  });

  it("reads a status through the status index, in order", async () => {
    for (const status of ["PLACED", "CANCELLED"] as const) {
      const plans = await plansOf(() => listed(orders().list({ filter: { status }, first: PAGE })));
      expectIndexed(plans, "status_1_createdAt_-1__id_-1");
    }
    const placed = await plansOf(() => orders().list({ filter: { status: "PLACED" }, first: PAGE }));
    expect(placed[0]!.docsExamined).toBeLessThanOrEqual(PAGE + 1);
  });

  it("reads a date range through the newest-first index, bounded by the dates", async () => {
    const filter = { from: new Date(START + 10 * DAY), to: new Date(START + 40 * DAY) };
    const plans = await plansOf(() => listed(orders().list({ filter, first: PAGE })));
    expectIndexed(plans, "createdAt_-1__id_-1");
    expect(plans.find((plan) => plan.command === "find")!.docsExamined).toBeLessThanOrEqual(PAGE + 1);
  });

  it("reads an e-mail search through the e-mail index, whatever else narrows it", async () => {
    for (const filter of [
      { email: "BUYER-1" },
      { email: "buyer-7@example.com", status: "PLACED" as const },
      { email: "buyer-2", from: new Date(START + 5 * DAY) },
    ]) {
      const plans = await plansOf(() => listed(orders().list({ filter, first: PAGE })));
      expectIndexed(plans, "email_1_createdAt_-1__id_-1");
      // Only the orders of the addresses searched for are read (buyer-1, buyer-10 to 19: 11 of 30).
      expect(plans.find((plan) => plan.command === "find")!.docsExamined).toBeLessThanOrEqual(
        (ORDERS / 30) * 11,
      );
    }
  });
});

describe("the admin's list of users", () => {
  it("walks the sign-up index and stops after the page, from the start or from a cursor", async () => {
    const first = await users().list({ first: PAGE });
    const after = first.cursorOf(first.items.at(-1)!);
    for (const args of [{ first: PAGE }, { first: PAGE, after }]) {
      const plans = await plansOf(() => listed(users().list(args)));
      expectIndexed(plans, "createdAt_1__id_1");
      // The walk starts at the cursor's instant: its users (two a day here) are read and passed over.
      expect(plans.find((plan) => plan.command === "find")!.docsExamined).toBeLessThanOrEqual(PAGE + 1 + 2);
    }
  });

  it("reads an e-mail search through the e-mail index", async () => {
    const plans = await plansOf(() => listed(users().list({ filter: { email: "User-01" }, first: PAGE })));
    expectIndexed(plans, "email_1");
    // user-010 to user-019.
    expect(plans.find((plan) => plan.command === "find")!.docsExamined).toBe(10);
  });
});
