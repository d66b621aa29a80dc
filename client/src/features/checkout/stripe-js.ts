import type { Stripe } from "@stripe/stripe-js";

/**
 * How long Stripe.js may take to arrive. Past it, card payment is given up for the visit rather than
 * left spinning: a script that is blocked (an offline machine, a content blocker, a page policy) may
 * never say so.
 */
const ARRIVAL_MS = 15_000;

/** Where Stripe serves Stripe.js from: it must be loaded from there, never bundled (Stripe's rule). */
const STRIPE_JS_ORIGIN = "https://js.stripe.com/";

/** `promise`, or a rejection once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms / 1000} s`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The Stripe.js script @stripe/stripe-js added to the page, settled: loaded (window.Stripe there) or failed. */
async function scriptSettled(): Promise<void> {
  // The package adds its script a tick after it is first imported.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (window.Stripe) return;
  const script = document.querySelector<HTMLScriptElement>(`script[src^="${STRIPE_JS_ORIGIN}"]`);
  if (!script) throw new Error("Stripe.js was not added to the page");
  await new Promise<void>((resolve, reject) => {
    script.addEventListener("load", () =>
      window.Stripe ? resolve() : reject(new Error("Stripe.js loaded but did not start")),
    );
    script.addEventListener("error", () => reject(new Error("Stripe.js did not load")));
  });
}

let arrival: Promise<void> | undefined;

/**
 * Stripe.js arriving in the page, before there is a key to start it with: the shop gives its publishable
 * key only with an order's card payment (startCardPayment), so the checkout asks for the script alone
 * when the buyer chooses Card, and offers Card only if it comes. Importing @stripe/stripe-js adds the
 * script to the page (its documented side effect); loadStripe later finds it there. Asked once a visit:
 * a script that failed stays failed until the page is loaded again.
 */
export function stripeJsArrival(): Promise<void> {
  arrival ??= within(import("@stripe/stripe-js").then(scriptSettled), ARRIVAL_MS, "Stripe.js");
  return arrival;
}

/** Whether Stripe.js came (see stripeJsArrival): false once it could not. */
export const stripeJsArrived = () =>
  stripeJsArrival().then(
    () => true,
    () => false,
  );

/** Stripe.js started with the shop's publishable key (from startCardPayment); rejects when it cannot load. */
export async function loadStripeWith(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import("@stripe/stripe-js");
  const stripe = await within(loadStripe(publishableKey), ARRIVAL_MS, "Stripe.js");
  if (!stripe) throw new Error("Stripe.js is not available here");
  return stripe;
}

/** What the buyer reads, where Card is offered, when Stripe.js cannot load. */
export const CARD_UNAVAILABLE = "Card payment is unavailable right now; please choose another way to pay";
