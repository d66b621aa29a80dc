// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { randomUUID } from "node:crypto";
import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { momentText } from "../../../../client/src/components/moment";
import { CheckoutPage } from "../../../../client/src/features/checkout/checkout-page";
import { OrderPlacedPage } from "../../../../client/src/features/checkout/order-placed-page";
import { CARD_UNAVAILABLE } from "../../../../client/src/features/checkout/stripe-js";
import { createApolloClient } from "../../../../client/src/lib/apollo-client";
import { orderPlacedPath, PATHS } from "../../../../client/src/lib/paths";
import type { OrderDocument } from "../../../../server/db/models";
import { addToCart } from "../../../support/carts";
import { expectOk } from "../../../support/graphql-answers";
import { inShop } from "../../../support/in-shop";
import { addProduct } from "../../../support/products";
import { typeShipTo } from "../../../support/checkout-address";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import { signedDelivery, startStripeStandIn, type StripeStandIn } from "../../../support/stripe-stand-in";
import type { TestUser } from "../../../support/test-server";

/**
 * Card payments in the browser, against a shop with Stripe's keys whose calls to Stripe's API go to the
 * stand-in (tests/support/stripe-stand-in.ts). Stripe.js itself cannot load here (jsdom loads no
 * script, and this machine is offline), as in any browser that cannot reach js.stripe.com: the pages
 * must say so and keep the other ways to pay. Stripe's word that a payment succeeded comes as its
 * signed webhook.
 */

const SECRET_KEY = "sk_test_checkout_page_0123456789";
const WEBHOOK_SECRET = "whsec_checkout_page_0123456789";
const PROFILE = {
  education: "Trade school",
  address: "4 Canal Street, Manchester",
  phone: "+44 161 496 0000",
};
const slow = { timeout: 10_000 };

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn(SECRET_KEY);
});
afterAll(() => standIn?.close());

const shop = useShopForPage(() => ({
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_PUBLISHABLE_KEY: "pk_test_checkout_page_0123456789",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standIn.url,
}));

let adminToken: string;
beforeAll(async () => {
  adminToken = (await shop().signUp("admin")).accessToken;
});

/** A customer with a saved profile whose cart holds 3 of a new part at $12.50: $37.50 to pay. */
async function customerWithCart(): Promise<TestUser> {
  const part = await addProduct(shop().gql, adminToken, {
    name: `Glow Plug ${randomUUID().slice(0, 6)}`,
    price: 12.5,
  });
  const customer = await shop().signUp("customer");
  await expectOk(
    shop().gql(
      "mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }",
      { input: PROFILE },
      customer.accessToken,
    ),
  );
  await addToCart(shop().gql, customer.accessToken, part, 3);
  localStorage.setItem("accessToken", customer.accessToken);
  return customer;
}

/** Checks out `customer`'s cart to pay by card, over GraphQL as the checkout page does; the order's id. */
async function cardOrderOf(customer: TestUser): Promise<string> {
  const { checkout } = await expectOk(
    shop().gql<{ checkout: { id: string } }>(
      "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
      { input: { address: PROFILE.address, phone: PROFILE.phone, paymentMethod: "CARD" } },
      customer.accessToken,
    ),
  );
  return checkout.id;
}

const storedOrder = (id: string) =>
  shop()
    .db.collection<OrderDocument>("orders")
    .findOne({ _id: new ObjectId(id) });

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const descriptionOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent;
const factIn = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling?.textContent;

/**
 * Stripe.js failing to load, as it does where js.stripe.com cannot be reached: @stripe/stripe-js adds its
 * script to the page, and jsdom, which loads none, is made to say it failed. Waits until `done` holds.
 */
async function stripeJsFailsUntil(done: () => void): Promise<void> {
  await waitFor(
    () => {
      document.querySelector('script[src^="https://js.stripe.com/"]')?.dispatchEvent(new Event("error"));
      done();
    },
    { timeout: 20_000 },
  );
}

function renderPlaced(orderId: string, query = "") {
  return renderUi(inShop(<OrderPlacedPage />), {
    path: orderPlacedPath(orderId) + query,
    routePattern: PATHS.orderPlaced,
    routes: { [PATHS.myOrders]: <p>My Order</p> },
  });
}

describe("card payments, against a shop with Stripe's keys", () => {
  it("offers Card at checkout, switches it off with why when Stripe.js cannot load, and keeps the other ways to pay", async () => {
    const customer = await customerWithCart();
    const client = createApolloClient();
    const { user } = renderUi(inShop(<CheckoutPage />, { client }), {
      path: PATHS.checkout,
      routes: { [PATHS.orderPlaced]: inShop(<OrderPlacedPage />, { client }) },
    });
    const group = await screen.findByRole("radiogroup", { name: "How would you like to pay?" }, slow);
    expect(
      within(group)
        .getAllByRole("radio")
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["PAY_ON_DELIVERY", "BANK_TRANSFER", "CARD"]);
    await user.click(within(group).getByText("Card"));
    await stripeJsFailsUntil(() => expect(radio("Card").disabled).toBe(true));
    expect(descriptionOf(radio("Card"))).toBe(CARD_UNAVAILABLE);
    expect(within(group).getAllByText(CARD_UNAVAILABLE).length).toBeGreaterThan(0);
    // The choice went back to paying on delivery; bank transfer is still there to choose.
    await waitFor(() => expect(radio("Pay on delivery").checked).toBe(true));
    expect(radio("Bank transfer").disabled).toBe(false);

    await typeShipTo(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { level: 1, name: "Thank you for your order" }, slow);
    const [order] = await shop()
      .db.collection<OrderDocument>("orders")
      .find({ email: customer.email })
      .toArray();
    expect(order).toMatchObject({ status: "placed", paymentMethod: "PAY_ON_DELIVERY" });
    // Nothing was asked of Stripe for an order paid on delivery.
    expect(standIn.requests.filter((request) => request.path === "/v1/payment_intents")).toHaveLength(0);
  });

  it("starts a card order's payment on its confirmation, and says card payment is unavailable when Stripe.js cannot load", async () => {
    const customer = await customerWithCart();
    const orderId = await cardOrderOf(customer);
    renderPlaced(orderId);
    expect(await screen.findByText("Awaiting payment", { selector: "span" }, slow)).toBeTruthy();
    const order = await storedOrder(orderId);
    // A card order holds its stock 30 minutes.
    expect(order!.paymentDueBy!.getTime() - order!.createdAt.getTime()).toBeCloseTo(30 * 60_000, -4);
    expect(screen.getByText(/^Pay by$/).textContent).toBe(
      `Pay by ${momentText(order!.paymentDueBy!.toISOString())}`,
    );
    expect(screen.getByRole("heading", { name: "Pay by card" })).toBeTruthy();

    // The shop asked Stripe for the payment of the order's total, in cents.
    await waitFor(async () => expect((await storedOrder(orderId))?.cardPaymentId).toMatch(/^pi_/), slow);
    const intent = standIn.paymentIntent((await storedOrder(orderId))!.cardPaymentId!);
    expect(intent.amount).toBe(3750);

    await stripeJsFailsUntil(() =>
      expect(screen.getByText("Card payment is unavailable right now")).toBeTruthy(),
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    // Beside Try again, as at the foot of the page: a way to delete the order and choose another way to pay.
    expect(screen.getAllByRole("link", { name: "Go to My Order" })).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /^Pay \$/ })).toBeNull();
  });

  it("back from Stripe with the payment made, waits for Stripe's word to reach the shop, then shows the order paid", async () => {
    const customer = await customerWithCart();
    const orderId = await cardOrderOf(customer);
    await expectOk(
      shop().gql(
        "mutation($orderId: ID!) { startCardPayment(orderId: $orderId) { clientSecret } }",
        { orderId },
        customer.accessToken,
      ),
    );
    const paymentId = (await storedOrder(orderId))!.cardPaymentId!;
    renderPlaced(orderId, `?payment_intent=${paymentId}&redirect_status=succeeded`);
    expect(await screen.findByText("Your card payment is being confirmed", {}, slow)).toBeTruthy();
    // Not asked to pay again while the shop waits for Stripe's word.
    expect(screen.queryByRole("heading", { name: "Pay by card" })).toBeNull();

    const { body, signature } = signedDelivery(
      "payment_intent.succeeded",
      standIn.succeed(paymentId),
      WEBHOOK_SECRET,
    );
    const delivered = await fetch(`${shop().url}/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
    expect(delivered.status).toBe(200);

    expect(await screen.findByText("Paid", { selector: "span" }, slow)).toBeTruthy();
    expect(screen.queryByText("Your card payment is being confirmed")).toBeNull();
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(factIn(payment, "Payment method")).toBe("Card");
    expect(factIn(payment, "Received")).toBe("$37.50");
    expect(factIn(payment, "Still due")).toBe("Nothing: paid in full");
  });
});
