import type { Resolvers, WebhookEvent as WebhookEventName } from "../../../generated/server/graphql";
import { signedIn } from "../../services/common/request-context";
import { eventNameOf, schemaEventOf, type WebhookEvent } from "../../../shared/webhook-events";
import { connectionResolvers } from "./connection";

const schemaEvent = (event: WebhookEvent) => schemaEventOf(event) as WebhookEventName;

export const webhookResolvers: Resolvers = {
  Query: {
    webhooks: (_, __, ctx) => ctx.services.webhooks.list(),
  },
  Mutation: {
    addWebhook: (_, { input }, ctx) =>
      ctx.services.webhooks.add(signedIn(ctx), { url: input.url, events: input.events.map(eventNameOf) }),
    removeWebhook: (_, { id }, ctx) => ctx.services.webhooks.remove(signedIn(ctx), id),
    sendTestWebhook: (_, { id }, ctx) => ctx.services.webhooks.sendTest(signedIn(ctx), id),
  },
  Webhook: {
    id: (endpoint) => endpoint._id.toHexString(),
    events: (endpoint) => endpoint.events.map(schemaEvent),
    deliveries: (endpoint, args, ctx) => ctx.services.webhooks.deliveryLog(endpoint._id, args),
  },
  WebhookDelivery: {
    id: (delivery) => delivery._id.toHexString(),
    status: (delivery) => delivery.status.toUpperCase() as "PENDING" | "DELIVERED" | "FAILED",
    nextAttemptAt: (delivery) => (delivery.status === "pending" ? delivery.nextAttemptAt : null),
    lastAttemptAt: (delivery) => delivery.lastAttempt?.at ?? null,
    lastStatusCode: (delivery) => delivery.lastAttempt?.statusCode ?? null,
    lastError: (delivery) => delivery.lastAttempt?.error ?? null,
    deliveredAt: (delivery) => delivery.deliveredAt ?? null,
  },
  WebhookDeliveryConnection: connectionResolvers,
};
