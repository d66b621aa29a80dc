import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Db } from "mongodb";
import { collection } from "../../db/collections";
import type { WebhookDeliveryDocument } from "../../db/models";
import { guardedLookup, urlProblem } from "./safe-destination";
import { SIGNATURE_HEADER, signatureHeader } from "./webhook-signature";

/** How often each instance looks for deliveries that are due. */
const POLL_MS = 1_000;
/** A delivery taken by an instance is not taken by another for this long (the instance may die mid-send). */
const LEASE_MS = 60_000;
/** An endpoint that does not answer within this is counted as failing. */
const TIMEOUT_MS = 10_000;
/** Attempts before a delivery is given up, about a day and a half of back-off in all. */
export const MAX_ATTEMPTS = 10;
/** Deliveries sent at once by one instance. */
const CONCURRENCY = 4;

/** How long after its `attempts`-th failure a delivery is tried again: 10 s, 20 s, 40 s… up to 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 6 * 3600_000);

interface Answer {
  statusCode?: number;
  error?: string;
}

/**
 * Sends the webhooks' queue (webhooks.service.ts). Any number of instances run one each: a delivery is
 * taken by one conditional write that moves its next attempt a lease ahead, so two instances never send
 * it at once, and one that dies mid-send leaves it to be taken again when the lease runs out. A 2xx answer
 * delivers it; anything else (another status, a refused or private address, no answer in 10 s) is
 * retried with exponential back-off, and given up after MAX_ATTEMPTS. A receiver may thus see a delivery
 * twice (an answer lost on the way back): the body's `id` is the same each time.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running = 0;

  constructor(
    private readonly db: Db,
    private readonly allowPrivate: boolean,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.sendDue(), POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Takes and sends what is due, a few at a time, until nothing is. */
  private async sendDue(): Promise<void> {
    while (this.running < CONCURRENCY && this.timer) {
      const delivery = await this.take().catch(() => null);
      if (!delivery) return;
      this.running++;
      void this.send(delivery)
        .catch(() => undefined)
        .finally(() => this.running--);
    }
  }

  private async take(): Promise<WebhookDeliveryDocument | null> {
    const now = new Date();
    return collection(this.db, "webhookDeliveries").findOneAndUpdate(
      { status: "pending", nextAttemptAt: { $lte: now } },
      { $set: { nextAttemptAt: new Date(now.getTime() + LEASE_MS) }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1 }, returnDocument: "after" },
    );
  }

  private async send(delivery: WebhookDeliveryDocument): Promise<void> {
    const deliveries = collection(this.db, "webhookDeliveries");
    const endpoint = await collection(this.db, "webhooks").findOne({ _id: delivery.endpointId });
    if (!endpoint) return void (await deliveries.deleteOne({ _id: delivery._id }));
    const at = new Date();
    const answer = await this.post(
      endpoint.url,
      delivery,
      signatureHeader(endpoint.secret, delivery.body, at),
    );
    const lastAttempt = { at, ...answer };
    const delivered = answer.statusCode !== undefined && answer.statusCode >= 200 && answer.statusCode < 300;
    const givenUp = !delivered && delivery.attempts >= MAX_ATTEMPTS;
    await deliveries.updateOne(
      { _id: delivery._id },
      {
        $set: delivered
          ? { status: "delivered", deliveredAt: new Date(), lastAttempt }
          : givenUp
            ? { status: "failed", lastAttempt }
            : { nextAttemptAt: new Date(Date.now() + retryDelayMs(delivery.attempts)), lastAttempt },
      },
    );
  }

  /** POSTs the body, signed, to a URL checked again now (the rules may be stricter than when it was saved). */
  private post(url: string, delivery: WebhookDeliveryDocument, signature: string): Promise<Answer> {
    const problem = urlProblem(url, this.allowPrivate);
    if (problem) return Promise.resolve({ error: problem });
    const request = url.startsWith("https:") ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const outgoing = request(
        url,
        {
          method: "POST",
          timeout: TIMEOUT_MS,
          lookup: guardedLookup(this.allowPrivate),
          headers: {
            "content-type": "application/json",
            "user-agent": "VehicleParts-Webhooks/1",
            "x-shop-event": delivery.event,
            "x-shop-delivery": delivery._id.toHexString(),
            [SIGNATURE_HEADER]: signature,
          },
        },
        (response) => {
          // The answer's body is not read beyond what arrives: a receiver's 2xx is all that counts.
          response.resume();
          resolve({ statusCode: response.statusCode });
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      outgoing.on("error", (error) => resolve({ error: error.message }));
      outgoing.end(delivery.body);
    });
  }
}
