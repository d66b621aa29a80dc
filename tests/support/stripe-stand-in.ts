import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A stand-in for Stripe's API (https://docs.stripe.com/api), which this machine cannot reach: the few
 * calls the shop makes, answered in the shapes Stripe documents, on 127.0.0.1. Requests come as the
 * `stripe` package sends them (form-encoded, `Authorization: Bearer <secret key>`, `Idempotency-Key`);
 * answers are JSON objects (`object: "payment_intent"`, `"refund"`) or `{ error: { type, code, message } }`
 * with Stripe's status codes.
 * - POST /v1/payment_intents, GET /v1/payment_intents/{id}, POST /v1/payment_intents/{id}/cancel,
 *   POST /v1/refunds (https://docs.stripe.com/api/payment_intents, https://docs.stripe.com/api/refunds).
 * - Idempotent requests as Stripe keeps them (https://docs.stripe.com/api/idempotent_requests): the first
 *   answer under a key, once the endpoint has begun, is saved and replayed for the same key (marked
 *   `Idempotent-Replayed: true`); the key with other parameters or on another endpoint is an
 *   `idempotency_error`; a request refused before the endpoint began (bad key, missing parameter) is not saved.
 * - What happens in the buyer's browser (Stripe.js confirming the payment) is `succeed` and `fail`.
 */
export interface StripeStandIn {
  /** The origin to give as STRIPE_API_URL. */
  readonly url: string;
  /** Every request received, in order, as parsed. */
  readonly requests: readonly ReceivedRequest[];
  /** The buyer's card went through: the intent succeeded for its whole amount. Answers the intent as it now is. */
  succeed(paymentId: string): StandInPaymentIntent;
  /** The buyer's card was declined with `message`; the intent waits for another payment method. */
  fail(paymentId: string, message: string): StandInPaymentIntent;
  /** The intent as it now is. */
  paymentIntent(paymentId: string): StandInPaymentIntent;
  /** How many refunds were made (replays are not refunds). */
  readonly refundCount: number;
  /** The next request is carried out, but its connection is cut before the answer: an answer lost on the way. */
  loseNextAnswer(): void;
  /** A day has passed: Stripe forgets idempotency keys once they are 24 hours old. */
  expireIdempotencyKeys(): void;
  close(): Promise<void>;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  /** The form body as Stripe reads it: `metadata[orderId]=1` is `{ metadata: { orderId: "1" } }`. */
  params: FormParams;
  status: number;
  replayed: boolean;
}

export interface FormParams {
  [name: string]: string | FormParams;
}

/** The fields of Stripe's PaymentIntent object that the stand-in keeps. */
export interface StandInPaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects: "always" } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: "automatic_async";
  client_secret: string;
  confirmation_method: "automatic";
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: { type: "card_error"; code: string; decline_code: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  receipt_email: string | null;
  status: "requires_payment_method" | "succeeded" | "canceled";
}

interface Answer {
  status: number;
  body: object;
}

interface Incoming {
  method: string;
  path: string;
  key: string | undefined;
  body: string;
  params: FormParams;
}

/** What an idempotency key is bound to: Stripe refuses the key for another endpoint or other parameters. */
const fingerprint = (incoming: Incoming) => `${incoming.method} ${incoming.path} ${incoming.body}`;

interface StripeErrorBody {
  type: "invalid_request_error" | "idempotency_error";
  code?: string;
  message: string;
  param?: string;
  doc_url?: string;
  payment_intent?: StandInPaymentIntent;
}

/**
 * Stripe's error answer. `saved`: whether the endpoint had begun, so that an idempotent request's key
 * keeps the answer (a refused parameter is not kept; a refusal for the object's state is).
 */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
    readonly saved: boolean,
  ) {
    super(error.message);
  }
}

/** The statuses a PaymentIntent may be cancelled from (https://docs.stripe.com/api/payment_intents/cancel). */
const CANCELLABLE = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "requires_capture",
]);

const token = (bytes = 12) => randomBytes(bytes).toString("hex");
const now = () => Math.floor(Date.now() / 1000);

export async function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  const intents = new Map<string, StandInPaymentIntent>();
  const refunded = new Map<string, number>();
  const saved = new Map<string, { request: string; answer: Answer }>();
  const requests: ReceivedRequest[] = [];
  let refundCount = 0;
  let loseNext = false;

  const intentOf = (id: string, param?: string): StandInPaymentIntent => {
    const intent = intents.get(id);
    if (intent) return intent;
    // A missing object named in the path is a 404; one named by a parameter, a 400.
    throw new Refusal(
      param ? 400 : 404,
      {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such payment_intent: '${id}'`,
        param: param ?? "intent",
      },
      false,
    );
  };

  const createIntent = (params: FormParams): Answer => {
    const amount = amountParam(params, "amount");
    if (amount === undefined) throw missing("amount");
    if (amount < 50)
      throw new Refusal(
        400,
        {
          type: "invalid_request_error",
          code: "amount_too_small",
          message: "Amount must be at least $0.50 usd",
          param: "amount",
        },
        false,
      );
    const currency = stringParam(params, "currency");
    if (!currency) throw missing("currency");
    const id = `pi_${token()}`;
    const automatic = params.automatic_payment_methods;
    const intent: StandInPaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods:
        typeof automatic === "object" && automatic.enabled === "true"
          ? { enabled: true, allow_redirects: "always" }
          : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: `${id}_secret_${token()}`,
      confirmation_method: "automatic",
      created: now(),
      currency,
      description: stringParam(params, "description") ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: typeof params.metadata === "object" ? stringsOf(params.metadata) : {},
      payment_method: null,
      receipt_email: stringParam(params, "receipt_email") ?? null,
      status: "requires_payment_method",
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  };

  const cancelIntent = (id: string, params: FormParams): Answer => {
    const intent = intentOf(id);
    if (!CANCELLABLE.has(intent.status))
      throw new Refusal(
        400,
        {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message:
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent ` +
            "with one of the following statuses may be canceled: requires_payment_method, requires_capture, " +
            "requires_confirmation, requires_action, processing.",
          doc_url: "https://docs.stripe.com/error-codes/payment-intent-unexpected-state",
          payment_intent: structuredClone(intent),
        },
        true,
      );
    Object.assign(intent, {
      status: "canceled",
      canceled_at: now(),
      cancellation_reason: stringParam(params, "cancellation_reason") ?? null,
    });
    return { status: 200, body: intent };
  };

  const createRefund = (params: FormParams): Answer => {
    const paymentId = stringParam(params, "payment_intent");
    if (!paymentId) throw missing("payment_intent");
    const intent = intentOf(paymentId, "payment_intent");
    if (intent.status !== "succeeded" || !intent.latest_charge)
      throw new Refusal(
        400,
        {
          type: "invalid_request_error",
          message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        },
        true,
      );
    const left = intent.amount_received - (refunded.get(intent.id) ?? 0);
    const amount = amountParam(params, "amount") ?? left;
    if (left === 0)
      throw new Refusal(
        400,
        {
          type: "invalid_request_error",
          code: "charge_already_refunded",
          message: `Charge ${intent.latest_charge} has already been refunded.`,
        },
        true,
      );
    if (amount > left)
      throw new Refusal(
        400,
        {
          type: "invalid_request_error",
          message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
          param: "amount",
        },
        true,
      );
    refunded.set(intent.id, amount + (refunded.get(intent.id) ?? 0));
    refundCount++;
    return {
      status: 200,
      body: {
        id: `re_${token()}`,
        object: "refund",
        amount,
        charge: intent.latest_charge,
        created: now(),
        currency: intent.currency,
        metadata: {},
        payment_intent: intent.id,
        reason: null,
        status: "succeeded",
      },
    };
  };

  const route = (method: string, path: string, params: FormParams): Answer => {
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "POST" && path === "/v1/payment_intents") return createIntent(params);
    if (method === "POST" && cancel) return cancelIntent(decodeURIComponent(cancel[1]!), params);
    if (method === "GET" && retrieve)
      return { status: 200, body: intentOf(decodeURIComponent(retrieve[1]!)) };
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    throw new Refusal(
      404,
      {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${path}). Please see https://docs.stripe.com or we can help at https://support.stripe.com/.`,
      },
      false,
    );
  };

  /** A request whose key, if any, is new: carried out, and its answer kept under the key once the endpoint began. */
  const carryOut = (incoming: Incoming): Answer => {
    let answer: Answer;
    try {
      answer = route(incoming.method, incoming.path, incoming.params);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      answer = { status: error.status, body: { error: error.error } };
      if (!error.saved) return answer;
    }
    // Kept as sent: a later change to the object does not change what a replay says.
    answer = { status: answer.status, body: structuredClone(answer.body) };
    if (incoming.key && incoming.method === "POST")
      saved.set(incoming.key, { request: fingerprint(incoming), answer });
    return answer;
  };

  const answerTo = (incoming: Incoming, authorization: string | undefined) => {
    const refused = authorizationRefusal(authorization, secretKey);
    if (refused) return { answer: refused, replayed: false };
    const earlier = incoming.key && incoming.method === "POST" ? saved.get(incoming.key) : undefined;
    if (!earlier) return { answer: carryOut(incoming), replayed: false };
    if (earlier.request === fingerprint(incoming)) return { answer: earlier.answer, replayed: true };
    const message =
      "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
      `Try using a key other than '${incoming.key}' if you meant to execute a different request.`;
    return {
      answer: { status: 400, body: { error: { type: "idempotency_error", message } } },
      replayed: false,
    };
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const incoming: Incoming = {
      method: request.method ?? "GET",
      path: new URL(request.url ?? "/", "http://stand-in").pathname,
      key: header(request, "idempotency-key"),
      body,
      params: formParams(body),
    };
    const { answer, replayed } = answerTo(incoming, header(request, "authorization"));
    requests.push({
      method: incoming.method,
      path: incoming.path,
      idempotencyKey: incoming.key,
      stripeVersion: header(request, "stripe-version"),
      params: incoming.params,
      status: answer.status,
      replayed,
    });
    if (loseNext) {
      loseNext = false;
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, {
      "content-type": "application/json",
      "request-id": `req_${token(7)}`,
      ...(incoming.key ? { "idempotency-key": incoming.key } : {}),
      ...(replayed ? { "idempotent-replayed": "true" } : {}),
    });
    response.end(JSON.stringify(answer.body));
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => handle(request, response, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const snapshot = (id: string) => structuredClone(intentOf(id));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get refundCount() {
      return refundCount;
    },
    succeed(paymentId) {
      const intent = intentOf(paymentId);
      Object.assign(intent, {
        status: "succeeded",
        amount_received: intent.amount,
        latest_charge: `ch_${token()}`,
        payment_method: `pm_${token()}`,
        last_payment_error: null,
      });
      return snapshot(paymentId);
    },
    fail(paymentId, message) {
      Object.assign(intentOf(paymentId), {
        status: "requires_payment_method",
        last_payment_error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message,
        },
      });
      return snapshot(paymentId);
    },
    paymentIntent: snapshot,
    loseNextAnswer() {
      loseNext = true;
    },
    expireIdempotencyKeys() {
      saved.clear();
    },
    close() {
      // The package keeps its connections alive between calls.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/**
 * A webhook delivery as Stripe sends one (https://docs.stripe.com/webhooks): the event's JSON, with the
 * intent as `data.object`, and its `Stripe-Signature` header under `secret`, made by the package itself.
 */
export function signedDelivery(
  type: string,
  paymentIntent: object,
  secret: string,
): { body: string; signature: string } {
  const event = {
    id: `evt_${token()}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object: paymentIntent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  // Stripe sends its events indented by two spaces.
  const body = JSON.stringify(event, null, 2);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

function authorizationRefusal(authorization: string | undefined, secretKey: string): Answer | undefined {
  if (authorization === `Bearer ${secretKey}`) return undefined;
  const given = authorization?.replace(/^Bearer /, "");
  const message = given
    ? `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`
    : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
  return { status: 401, body: { error: { type: "invalid_request_error", message } } };
}

/** Stripe's form encoding: `a[b][c]=v` nests. */
function formParams(body: string): FormParams {
  const params: FormParams = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.split(/\[|\]\[|\]$/).filter(Boolean);
    const last = keys.pop()!;
    let into = params;
    for (const key of keys) {
      const next = into[key];
      into = typeof next === "object" ? next : (into[key] = {});
    }
    into[last] = value;
  }
  return params;
}

function stringParam(params: FormParams, name: string): string | undefined {
  const value = params[name];
  return typeof value === "string" ? value : undefined;
}

function amountParam(params: FormParams, name: string): number | undefined {
  const value = stringParam(params, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value))
    throw new Refusal(
      400,
      {
        type: "invalid_request_error",
        code: "parameter_invalid_integer",
        message: `Invalid integer: ${value}`,
        param: name,
      },
      false,
    );
  return Number(value);
}

function stringsOf(params: FormParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function missing(param: string): Refusal {
  return new Refusal(
    400,
    {
      type: "invalid_request_error",
      code: "parameter_missing",
      message: `Missing required param: ${param}.`,
      param,
    },
    false,
  );
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
