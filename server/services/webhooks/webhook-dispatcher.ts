import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Db } from "mongodb";
import { collection } from "../../db/collections";
import type { WebhookDeliveryDocument } from "../../db/models";
import { DurableQueue, type Attempt, type Outcome } from "../../jobs/durable-queue";
import { guardedLookup, urlProblem } from "./safe-destination";
import { SIGNATURE_HEADER, signatureHeader } from "./webhook-signature";

/** An endpoint that does not answer within this is counted as failing. */
const TIMEOUT_MS = 10_000;
/** Attempts before a delivery is given up, about a day and a half of back-off in all. */
export const MAX_ATTEMPTS = 10;

/**
 * Sends the webhooks' queue (webhooks.service.ts), a durable queue every instance works (see DurableQueue
 * for how a delivery is taken once and retried). A 2xx answer delivers it; anything else (another status,
 * a refused or private address, no answer in 10 s) is a failed try. A receiver may thus see a delivery
 * twice (an answer lost on the way back): the body's `id` is the same each time.
 */
export function webhookDispatcher(db: Db, allowPrivate: boolean): DurableQueue<WebhookDeliveryDocument> {
  return new DurableQueue({
    items: collection(db, "webhookDeliveries"),
    work: async (delivery): Promise<Outcome> => {
      const endpoint = await collection(db, "webhooks").findOne({ _id: delivery.endpointId });
      if (!endpoint) return "gone";
      const at = new Date();
      const answer = await post(
        endpoint.url,
        delivery,
        signatureHeader(endpoint.secret, delivery.body, at),
        allowPrivate,
      );
      const delivered =
        answer.statusCode !== undefined && answer.statusCode >= 200 && answer.statusCode < 300;
      return { done: delivered, attempt: { at, ...answer } };
    },
    done: (at) => ({ status: "delivered", deliveredAt: at }),
    maxAttempts: MAX_ATTEMPTS,
  });
}

/** POSTs the body, signed, to a URL checked again now (the rules may be stricter than when it was saved). */
function post(
  url: string,
  delivery: WebhookDeliveryDocument,
  signature: string,
  allowPrivate: boolean,
): Promise<Omit<Attempt, "at">> {
  const problem = urlProblem(url, allowPrivate);
  if (problem) return Promise.resolve({ error: problem });
  const request = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: "POST",
        timeout: TIMEOUT_MS,
        lookup: guardedLookup(allowPrivate),
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
