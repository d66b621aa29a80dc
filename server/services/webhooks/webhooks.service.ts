import { randomBytes } from "node:crypto";
import { ObjectId, type ClientSession, type Db } from "mongodb";
import { collection } from "../../db/collections";
import type { WebhookDeliveryDocument, WebhookEndpointDocument } from "../../db/models";
import { notFound } from "../../shop-errors";
import { readPage, type Page, type PageOrder } from "../common/paging";
import type { SignedInContext } from "../common/request-context";
import { Validator, parseId } from "../common/validation";
import { urlProblem } from "./safe-destination";
import { WEBHOOK_EVENTS, type DeliveredEvent, type WebhookEvent } from "../../../shared/webhook-events";

export type WebhookDeliveryPage = Page<WebhookDeliveryDocument>;

/** An endpoint's delivery log, newest first, with `_id` breaking ties as its cursors do. */
const NEWEST_FIRST: PageOrder = { key: "createdAt", direction: -1, kind: "date" };
/** Enough for an ERP, a warehouse and an accounting tool each, with room to spare. */
const MAX_ENDPOINTS = 20;
const MAX_URL_LENGTH = 2048;
/**
 * How long an instance trusts its list of endpoints. Events are raised inside orders' transactions, the
 * shop's busiest path: read from the database each time, the list would cost every order a round trip
 * for endpoints that change a few times a year. An endpoint added or removed on this instance is seen at
 * once; on another, within this.
 */
const ENDPOINTS_TRUSTED_MS = 5_000;

/**
 * Webhooks for integrators: owners register endpoints, and every event the shop raises is queued for
 * each endpoint that subscribes to it, in the database, in the transaction of the change that raised it
 * (enqueue): an order shipped is queued exactly when it is stored, whatever stops the process after. The
 * dispatcher (webhook-dispatcher.ts) sends the queue out, signed, with retries.
 */
export class WebhooksService {
  private known: { at: number; endpoints: Promise<WebhookEndpointDocument[]> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly allowPrivate: boolean,
  ) {}

  /** Every endpoint, as this instance last read them (ENDPOINTS_TRUSTED_MS). */
  private subscribers(): Promise<WebhookEndpointDocument[]> {
    if (!this.known || Date.now() - this.known.at > ENDPOINTS_TRUSTED_MS) {
      const endpoints = this.endpoints.find({}).toArray();
      this.known = { at: Date.now(), endpoints };
      endpoints.catch(() => (this.known = undefined));
    }
    return this.known.endpoints;
  }

  private get endpoints() {
    return collection(this.db, "webhooks");
  }

  private get deliveries() {
    return collection(this.db, "webhookDeliveries");
  }

  list(): Promise<WebhookEndpointDocument[]> {
    return this.endpoints.find({}).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  /** Registers an endpoint; the shop makes its secret. The URL must be one deliveries may go to. */
  async add(
    ctx: SignedInContext,
    input: { url: string; events: WebhookEvent[] },
  ): Promise<WebhookEndpointDocument> {
    const v = new Validator();
    const url = input.url.trim();
    const problem = !url
      ? "URL is required"
      : url.length > MAX_URL_LENGTH
        ? `URL must be at most ${MAX_URL_LENGTH} characters`
        : urlProblem(url, this.allowPrivate);
    if (problem) v.add("url", problem);
    const events = WEBHOOK_EVENTS.filter((event) => input.events.includes(event));
    if (!events.length) v.add("events", "Choose at least one event");
    v.check();
    if ((await this.endpoints.countDocuments({}, { limit: MAX_ENDPOINTS })) >= MAX_ENDPOINTS) {
      v.add("url", `The shop keeps at most ${MAX_ENDPOINTS} endpoints; remove one first`);
      v.check();
    }
    const endpoint: WebhookEndpointDocument = {
      _id: new ObjectId(),
      url,
      events,
      secret: `whsec_${randomBytes(24).toString("hex")}`,
      createdAt: new Date(),
      createdBy: ctx.user.email,
    };
    await this.endpoints.insertOne(endpoint);
    this.known = undefined;
    return endpoint;
  }

  /** Removes an endpoint and what is still queued for it; its log goes with it. */
  async remove(_ctx: SignedInContext, id: string): Promise<{ id: string; removed: boolean }> {
    const _id = parseId(id, "Webhook id");
    const { deletedCount } = await this.endpoints.deleteOne({ _id });
    this.known = undefined;
    if (!deletedCount) throw notFound("Webhook");
    await this.deliveries.deleteMany({ endpointId: _id });
    return { id, removed: true };
  }

  /** The test-send button: a `ping` queued for this endpoint alone, sent like any event. */
  async sendTest(ctx: SignedInContext, id: string): Promise<WebhookDeliveryDocument> {
    const _id = parseId(id, "Webhook id");
    const endpoint = await this.endpoints.findOne({ _id });
    if (!endpoint) throw notFound("Webhook");
    const [delivery] = this.deliveriesOf([endpoint], "ping", { sentBy: ctx.user.email });
    await this.deliveries.insertOne(delivery!);
    return delivery!;
  }

  /** An endpoint's delivery log, newest first, a page at a time. */
  deliveryLog(
    endpointId: ObjectId,
    args: { first?: number | null; after?: string | null },
  ): Promise<WebhookDeliveryPage> {
    return readPage(this.deliveries, { endpointId }, NEWEST_FIRST, args);
  }

  /**
   * Queues `event` for every endpoint subscribed to it, inside the transaction of the change that raised
   * it (`session`), so the event exists exactly when the change does. No endpoint subscribed, no write.
   */
  async enqueue(session: ClientSession, event: WebhookEvent, data: object): Promise<void> {
    const endpoints = (await this.subscribers()).filter((endpoint) => endpoint.events.includes(event));
    if (endpoints.length)
      await this.deliveries.insertMany(this.deliveriesOf(endpoints, event, data), { session });
  }

  /** One queued delivery per endpoint; the body carries its own id, so a receiver can drop a repeat. */
  private deliveriesOf(
    endpoints: WebhookEndpointDocument[],
    event: DeliveredEvent,
    data: object,
  ): WebhookDeliveryDocument[] {
    const createdAt = new Date();
    return endpoints.map((endpoint) => {
      const _id = new ObjectId();
      return {
        _id,
        endpointId: endpoint._id,
        event,
        body: JSON.stringify({ id: _id.toHexString(), event, createdAt, data }),
        createdAt,
        status: "pending",
        attempts: 0,
        nextAttemptAt: createdAt,
      };
    });
  }
}
