import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../../../support/graphql-answers";
import { placeOrder } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { startTestServer, type TestServer, type TestUser } from "../../../support/test-server";

/**
 * Webhooks through the real shop to a receiver on this machine (so WEBHOOKS_ALLOW_PRIVATE=true): each
 * event signed as the README documents, checked here from that description alone; retried after a
 * failure with the same body; `stock.low` once per crossing; the test send; and, on a shop with the
 * default rules, nothing ever sent to this machine.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver: records what it is sent, answering each with the next status queued (200 after). */
class Receiver {
  readonly received: Received[] = [];
  readonly statuses: number[] = [];
  private server!: Server;
  url = "";

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
        response.writeHead(this.statuses.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** The events received so far of `event`, parsed. */
  events(event: string) {
    return this.received
      .map((item) => ({
        ...item,
        json: JSON.parse(item.body) as { id: string; event: string; data: Record<string, unknown> },
      }))
      .filter((item) => item.json.event === event);
  }

  close = () => new Promise((resolve) => this.server.close(resolve));
}

/**
 * The README's check, written from it: `x-shop-signature: t=<unix seconds>,v1=<hex>`, the hex being
 * HMAC-SHA256 under the secret of `<t>.<raw body>`; fresh within five minutes.
 */
function verified(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers["x-shop-signature"]));
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(`${match[1]}.${body}`).digest();
  const fresh = Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
  return fresh && timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}

const ADD = `mutation($input: WebhookInput!) { addWebhook(input: $input) { id url events secret } }`;
const DELIVERIES = `query { webhooks { id deliveries(first: 20) { edges { node { id event status attempts lastStatusCode lastError nextAttemptAt } } } } }`;

let shop: TestServer;
let owner: TestUser;
let buyer: TestUser;
const receiver = new Receiver();
let hook: { id: string; secret: string };

const eventually = async (check: () => boolean | Promise<boolean>, what: string) => {
  const until = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  await receiver.start();
  shop = await startTestServer({ WEBHOOKS_ALLOW_PRIVATE: "true" });
  owner = await shop.signUp("admin");
  buyer = await shop.signUp("customer");
  const added = await expectOk(
    shop.gql<{ addWebhook: { id: string; secret: string; events: string[] } }>(
      ADD,
      { input: { url: receiver.url, events: ["ORDER_PLACED", "ORDER_SHIPPED", "STOCK_LOW"] } },
      owner.accessToken,
    ),
  );
  expect(added.addWebhook.events).toEqual(["ORDER_PLACED", "ORDER_SHIPPED", "STOCK_LOW"]);
  expect(added.addWebhook.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
  hook = added.addWebhook;
});
afterAll(async () => {
  await shop?.close();
  await receiver.close();
});

describe("events sent to an endpoint", () => {
  it("sends order.placed and order.shipped, signed, with the order", async () => {
    const productId = await addProduct(shop.gql, owner.accessToken, { availableQuantity: 100 });
    const orderId = await placeOrder(shop.gql, buyer.accessToken, { productId, quantity: 2 });
    await eventually(
      () => receiver.events("order.placed").some((item) => item.json.data.id === orderId),
      "order.placed",
    );
    const placed = receiver.events("order.placed").find((item) => item.json.data.id === orderId)!;
    expect(verified(hook.secret, placed.headers, placed.body)).toBe(true);
    expect(verified("whsec_someone-else", placed.headers, placed.body)).toBe(false);
    expect(placed.headers["x-shop-event"]).toBe("order.placed");
    expect(placed.headers["x-shop-delivery"]).toBe(placed.json.id);
    expect(placed.json.data).toMatchObject({
      status: "placed",
      email: buyer.email,
      lines: [{ productId, quantity: 2 }],
    });

    await expectOk(
      shop.gql(
        `mutation($id: ID!) { shipOrder(id: $id, carrier: "UPS", trackingNumber: "1Z9") { id } }`,
        { id: orderId },
        owner.accessToken,
      ),
    );
    await eventually(
      () => receiver.events("order.shipped").some((item) => item.json.data.id === orderId),
      "order.shipped",
    );
    const shipped = receiver.events("order.shipped").find((item) => item.json.data.id === orderId)!;
    expect(shipped.json.data).toMatchObject({
      status: "shipped",
      shipment: { carrier: "UPS", trackingNumber: "1Z9" },
    });
    expect(verified(hook.secret, shipped.headers, shipped.body)).toBe(true);
  });

  it("sends no event the endpoint did not ask for", async () => {
    const productId = await addProduct(shop.gql, owner.accessToken, { availableQuantity: 100 });
    const orderId = await placeOrder(shop.gql, buyer.accessToken, { productId, quantity: 1 });
    await expectOk(
      shop.gql(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: orderId }, buyer.accessToken),
    );
    await eventually(
      () => receiver.events("order.placed").some((item) => item.json.data.id === orderId),
      "order.placed",
    );
    expect(await shop.db.collection("webhookDeliveries").countDocuments({ event: "order.cancelled" })).toBe(
      0,
    );
  });

  it("tries again after a failure, with the same body, and logs each attempt", async () => {
    receiver.statuses.push(500);
    const productId = await addProduct(shop.gql, owner.accessToken, { availableQuantity: 100 });
    const orderId = await placeOrder(shop.gql, buyer.accessToken, { productId, quantity: 1 });
    const deliveries = shop.db.collection("webhookDeliveries");
    const ofOrder = { event: "order.placed", body: { $regex: orderId } };
    await eventually(
      async () => (await deliveries.findOne(ofOrder))?.lastAttempt?.statusCode === 500,
      "a failed attempt",
    );
    const failed = (await deliveries.findOne(ofOrder))!;
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    // Tried again about 10 seconds later, not at once.
    expect(failed.nextAttemptAt.getTime() - failed.lastAttempt.at.getTime()).toBeGreaterThanOrEqual(9_000);

    // Time passes: the back-off is over.
    await deliveries.updateOne({ _id: failed._id }, { $set: { nextAttemptAt: new Date() } });
    await eventually(
      async () => (await deliveries.findOne({ _id: failed._id }))?.status === "delivered",
      "delivered",
    );
    const attempts = receiver.received.filter((item) => item.body.includes(orderId));
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.body).toBe(attempts[0]!.body);

    const log = await expectOk(
      shop.gql<{ webhooks: Array<{ deliveries: { edges: Array<{ node: Record<string, unknown> }> } }> }>(
        DELIVERIES,
        {},
        owner.accessToken,
      ),
    );
    const entry = log.webhooks[0]!.deliveries.edges.find((edge) => edge.node.id === failed._id.toHexString());
    expect(entry?.node).toMatchObject({
      event: "order.placed",
      status: "DELIVERED",
      attempts: 2,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
  });

  it("sends stock.low once each time an order takes a part to its reorder level", async () => {
    const productId = await addProduct(shop.gql, owner.accessToken, {
      availableQuantity: 8,
      reorderLevel: 5,
    });
    const lows = () => receiver.events("stock.low").filter((item) => item.json.data.productId === productId);
    const order = (quantity: number) => placeOrder(shop.gql, buyer.accessToken, { productId, quantity });

    await order(2); // 8 → 6: above the level
    const crossing = await order(1); // 6 → 5: at it
    await eventually(() => lows().length === 1, "stock.low");
    expect(lows()[0]!.json.data).toMatchObject({ availableQuantity: 5, reorderLevel: 5 });
    await order(1); // 5 → 4: already low, not a new crossing
    await expectOk(
      shop.gql(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: crossing }, buyer.accessToken),
    );
    await order(3); // 4 + 1 given back = 5 → 2: it was at the level already, so no crossing

    // Above the level again (restocked), then down through it: a second crossing.
    await expectOk(
      shop.gql(
        `mutation($id: ID!) { updateProduct(id: $id, input: { availableQuantity: 9 }) { id } }`,
        { id: productId },
        owner.accessToken,
      ),
    );
    await order(4); // 9 → 5
    await eventually(() => lows().length === 2, "the second stock.low");
    // Settled: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(lows()).toHaveLength(2);
  });

  it("sends a signed ping on the test button, whatever the endpoint subscribes to", async () => {
    const sent = await expectOk(
      shop.gql<{ sendTestWebhook: { id: string; event: string; status: string } }>(
        `mutation($id: ID!) { sendTestWebhook(id: $id) { id event status } }`,
        { id: hook.id },
        owner.accessToken,
      ),
    );
    expect(sent.sendTestWebhook).toMatchObject({ event: "ping", status: "PENDING" });
    await eventually(() => receiver.events("ping").length === 1, "ping");
    const [ping] = receiver.events("ping");
    expect(ping!.json).toMatchObject({ id: sent.sendTestWebhook.id, data: { sentBy: owner.email } });
    expect(verified(hook.secret, ping!.headers, ping!.body)).toBe(true);
  });
});

describe("a shop with the default rules", () => {
  let strict: TestServer;
  let strictOwner: TestUser;
  beforeAll(async () => {
    strict = await startTestServer();
    strictOwner = await strict.signUp("admin");
  });
  afterAll(() => strict?.close());

  const add = (url: string) =>
    strict.gql(ADD, { input: { url, events: ["ORDER_PLACED"] } }, strictOwner.accessToken);

  it("refuses endpoints that are not https or are on this machine or a private network, saying why", async () => {
    for (const [url, message] of [
      [receiver.url, "Webhooks are sent over https only: the URL must start with https://"],
      ["https://127.0.0.1:8443/hooks", "Webhooks are not sent to this machine or a private network"],
      ["https://localhost/hooks", "Webhooks are not sent to this machine or a private network"],
      ["https://[::1]/hooks", "Webhooks are not sent to this machine or a private network"],
      ["https://10.1.2.3/hooks", "Webhooks are not sent to this machine or a private network"],
      [
        "https://169.254.169.254/latest/meta-data",
        "Webhooks are not sent to this machine or a private network",
      ],
      ["not a url", "Enter a whole URL, starting with https://"],
    ] as const) {
      const answer = await add(url);
      expect(answer.errors?.[0]?.extensions, url).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: [{ field: "url", message }],
      });
    }
    expect(await strict.db.collection("webhooks").countDocuments({})).toBe(0);
    const noEvents = await strict.gql(
      ADD,
      { input: { url: "https://hooks.example.com/x", events: [] } },
      strictOwner.accessToken,
    );
    expect(noEvents.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: "events", message: "Choose at least one event" }],
    });
  });

  it("never sends to a private address, even an endpoint stored before the rules", async () => {
    const received = receiver.received.length;
    const _id = new ObjectId();
    // As if saved on a shop that allowed it, then restarted with the default rules.
    await strict.db.collection("webhooks").insertOne({
      _id,
      url: receiver.url.replace("http:", "https:"),
      events: ["order.placed"],
      secret: "whsec_x",
      createdAt: new Date(),
      createdBy: strictOwner.email,
    });
    await expectOk(
      strict.gql(
        `mutation($id: ID!) { sendTestWebhook(id: $id) { id } }`,
        { id: _id.toHexString() },
        strictOwner.accessToken,
      ),
    );
    const deliveries = strict.db.collection("webhookDeliveries");
    await eventually(
      async () => !!(await deliveries.findOne({ endpointId: _id }))?.lastAttempt,
      "an attempt",
    );
    expect((await deliveries.findOne({ endpointId: _id }))?.lastAttempt).toMatchObject({
      error: "Webhooks are not sent to this machine or a private network",
    });
    expect(receiver.received.length).toBe(received);
  });
});
