import { describe, expect, it } from "vitest";
import type { PaymentMethod } from "../../../../generated/server/graphql";
import {
  addCrashProduct,
  deliverPaid,
  gqlOk,
  killsShops,
  payByCard,
  placeOrder,
  signIn,
  stockOf,
  underKill,
  useCrashShop,
} from "../../../support/crash-run";
import { postGraphQL, stopShop, type GraphQLResult, type ShopProcess } from "../../../support/shop-process";

/**
 * kill -9 of the real server while staff receive returned parts (restocking some through the stock
 * ledger), and again while they refund the returns (a card order's through Stripe, any other's by the
 * bank's reference). Each call is sent twice at once, as a double click would, and staff send again what
 * the kill cut off: after both, each return's parts are back on the shelf once and its money back once,
 * at the shop and at Stripe, and every order's payments less its refunds are what it kept.
 */

const METHODS: PaymentMethod[] = ["CARD", "PAY_ON_DELIVERY", "CARD", "BANK_TRANSFER"];
const ORDERS = 8;
const STOCK = 100;
/** Each order's parts, at $20: two come back, each in a return of its own, and one is kept. */
const BOUGHT = 3;
const PAID_CENTS = BOUGHT * 2000;

interface Return {
  id: string;
  /** The first of an order's returns goes back on the shelf, the second is written off. */
  restock: boolean;
  /** What staff type as a bank transfer's or courier's refund; none for a card's. */
  reference?: string;
}

interface Bought {
  id: string;
  method: PaymentMethod;
  /** A card order's payment at Stripe. */
  paymentId?: string;
  returns: Return[];
}

interface Money {
  method: PaymentMethod;
  amountCents: number;
  reference: string;
}

interface OrderState {
  payments: Money[];
  refunds: Money[];
  refundDueCents: number;
  returns: {
    id: string;
    status: string;
    amountCents: number;
    lines: { restocked: boolean | null }[];
    refund: Money | null;
  }[];
}

/** Refunds by their reference: an order keeps them as they were written, which racing calls do in any order. */
const inOneOrder = (refunds: Money[]) => [...refunds].sort((a, b) => a.reference.localeCompare(b.reference));

describe.skipIf(!killsShops)("kill -9 while returns are received and refunded", () => {
  const crash = useCrashShop("return-crash");

  const adminDoes = (shop: ShopProcess, admin: string, mutation: string, variables: object) =>
    gqlOk(shop, `mutation${mutation} { id } }`, variables, admin);

  const receive = (shop: ShopProcess, admin: string, productId: string, ret: Return) =>
    postGraphQL<unknown>(
      shop.url,
      "mutation($id: ID!, $lines: [ReceivedLineInput!]!) { receiveReturn(id: $id, lines: $lines) { status } }",
      { id: ret.id, lines: [{ productId, restock: ret.restock }] },
      admin,
    );
  const refund = (shop: ShopProcess, admin: string, ret: Return) =>
    postGraphQL<unknown>(
      shop.url,
      "mutation($id: ID!, $reference: String) { refundReturn(id: $id, reference: $reference) { status } }",
      { id: ret.id, reference: ret.reference },
      admin,
    );

  /** Sends each of `calls` twice at once and kills the shop part-way; answers what was answered, by return. */
  async function twiceUnderKill(
    shop: ShopProcess,
    returns: Return[],
    call: (ret: Return) => Promise<GraphQLResult<unknown>>,
    killAfter: number,
  ) {
    const answered: { ret: Return; answer: GraphQLResult<unknown> }[] = [];
    const calls = returns.flatMap((ret) => {
      const once = () => call(ret).then((answer) => answered.push({ ret, answer }));
      return [once, once];
    });
    expect(await underKill(shop, calls, killAfter)).toBeGreaterThan(0);
    return answered;
  }

  /** Every answer either did the step or said the return had taken it already, as `words` say. */
  function expectDoneOrAlready(answers: GraphQLResult<unknown>[], words: string) {
    for (const answer of answers) {
      if (!answer.errors) continue;
      expect(answer.errors, JSON.stringify(answer.errors)).toMatchObject([
        {
          message: `This return is ${words}; it cannot be ${words} now`,
          extensions: { code: "ORDER_STATE" },
        },
      ]);
    }
  }

  const stateOf = (shop: ShopProcess, admin: string, id: string) =>
    gqlOk<{ order: OrderState }>(
      shop,
      `query($id: ID!) { order(id: $id) {
        payments { method amountCents reference } refunds { method amountCents reference } refundDueCents
        returns { id status amountCents lines { restocked } refund { method amountCents reference } }
      } }`,
      { id },
      admin,
    ).then((data) => data.order);

  /** The refunds Stripe made of the payment, replays left out. */
  const stripeRefunds = (paymentId: string) =>
    crash.stripe.requests.filter(
      (request) =>
        request.method === "POST" &&
        request.path === "/v1/refunds" &&
        request.status === 200 &&
        !request.replayed &&
        request.params.payment_intent === paymentId,
    );

  it("restocks each return once and refunds each once, however the kills fall", async () => {
    let shop = await crash.start();
    const admin = await signIn(shop, crash.adminEmail);
    const productId = await addCrashProduct(shop, admin, "Crash Rotor", 20, STOCK);
    const orders: Bought[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const method = METHODS[i % METHODS.length]!;
      const token = await signIn(shop, crash.email(i));
      const id = await placeOrder(shop, token, productId, BOUGHT, method);
      const pay = (reference: string) =>
        adminDoes(
          shop,
          admin,
          "($id: ID!, $cents: Int!, $ref: String!) { recordPayment(id: $id, amountCents: $cents, reference: $ref)",
          {
            id,
            cents: PAID_CENTS,
            ref: reference,
          },
        );
      let paymentId: string | undefined;
      if (method === "CARD") {
        paymentId = await payByCard(shop, crash.stripe, token, id);
        await deliverPaid(shop, crash.stripe, paymentId);
      }
      if (method === "BANK_TRANSFER") await pay(`TRANSFER-${i}`);
      await adminDoes(
        shop,
        admin,
        `($id: ID!) { shipOrder(id: $id, carrier: "UPS", trackingNumber: "1Z${i}")`,
        { id },
      );
      await adminDoes(shop, admin, "($id: ID!) { deliverOrder(id: $id)", { id });
      if (method === "PAY_ON_DELIVERY") await pay(`COURIER-${i}`);
      const returns: Return[] = [];
      for (const restock of [true, false]) {
        const { requestReturn } = await gqlOk<{ requestReturn: { id: string } }>(
          shop,
          "mutation($input: ReturnInput!) { requestReturn(input: $input) { id } }",
          { input: { orderId: id, reason: "NO_LONGER_NEEDED", lines: [{ productId, quantity: 1 }] } },
          token,
        );
        await adminDoes(shop, admin, "($id: ID!) { approveReturn(id: $id)", { id: requestReturn.id });
        const reference = method === "CARD" ? undefined : `BANK-BACK-${i}-${returns.length + 1}`;
        returns.push({ id: requestReturn.id, restock, ...(reference && { reference }) });
      }
      orders.push({ id, method, paymentId, returns });
    }
    const returns = orders.flatMap((order) => order.returns);
    const sold = STOCK - ORDERS * BOUGHT;
    expect(await stockOf(shop, productId)).toBe(sold);

    // Staff receive every return, each twice at once; the kill cuts some off.
    const received = await twiceUnderKill(
      shop,
      returns,
      (ret) => receive(shop, admin, productId, ret),
      2 + Math.floor(Math.random() * 8),
    );
    expectDoneOrAlready(
      received.map(({ answer }) => answer),
      "received",
    );
    shop = await crash.start();
    // What the shop answered as done stayed done, and the stock moved with exactly the returns received.
    let restocked = 0;
    for (const order of orders) {
      const state = await stateOf(shop, admin, order.id);
      for (const [i, ret] of state.returns.entries()) {
        if (received.some((each) => each.ret.id === ret.id && !each.answer.errors))
          expect(ret.status, ret.id).toBe("RECEIVED");
        expect(["APPROVED", "RECEIVED"], ret.id).toContain(ret.status);
        if (ret.status === "RECEIVED") {
          expect(ret.lines, ret.id).toEqual([{ restocked: order.returns[i]!.restock }]);
          if (order.returns[i]!.restock) restocked++;
        }
      }
    }
    expect(await stockOf(shop, productId)).toBe(sold + restocked);
    // Staff receive every return again: each is received, and an answer cut off may be asked again.
    expectDoneOrAlready(
      await Promise.all(returns.map((ret) => receive(shop, admin, productId, ret))),
      "received",
    );
    expect(await stockOf(shop, productId)).toBe(sold + ORDERS);

    // Staff refund every return, each twice at once; the kill cuts some off.
    const refunded = await twiceUnderKill(
      shop,
      returns,
      (ret) => refund(shop, admin, ret),
      2 + Math.floor(Math.random() * 8),
    );
    expectDoneOrAlready(
      refunded.map(({ answer }) => answer),
      "refunded",
    );
    shop = await crash.start();
    // A return refunded at the shop is refunded on its order, and the order's refunds are its returns'.
    for (const order of orders) {
      const state = await stateOf(shop, admin, order.id);
      for (const ret of state.returns) {
        if (refunded.some((each) => each.ret.id === ret.id && !each.answer.errors))
          expect(ret.status, ret.id).toBe("REFUNDED");
        expect(["RECEIVED", "REFUNDED"], ret.id).toContain(ret.status);
      }
      expect(inOneOrder(state.refunds), order.id).toEqual(
        inOneOrder(state.returns.flatMap((ret) => (ret.refund ? [ret.refund] : []))),
      );
    }
    expectDoneOrAlready(await Promise.all(returns.map((ret) => refund(shop, admin, ret))), "refunded");

    for (const order of orders) {
      const state = await stateOf(shop, admin, order.id);
      expect(
        state.payments.map((paid) => paid.amountCents),
        order.id,
      ).toEqual([PAID_CENTS]);
      expect(
        state.returns.map((ret) => [ret.id, ret.status, ret.amountCents]),
        order.id,
      ).toEqual(order.returns.map((ret) => [ret.id, "REFUNDED", 2000]));
      // Each return refunded once, on the order: the buyer kept one part's worth.
      const refunds = state.returns.map((ret) => ret.refund!);
      expect(inOneOrder(state.refunds), order.id).toEqual(inOneOrder(refunds));
      expect(
        refunds.map((each) => [each.method, each.amountCents]),
        order.id,
      ).toEqual([
        [order.method, 2000],
        [order.method, 2000],
      ]);
      const refundedCents = state.refunds.reduce((sum, each) => sum + each.amountCents, 0);
      expect(PAID_CENTS - refundedCents, order.id).toBe(PAID_CENTS - 2 * 2000);
      expect(state.refundDueCents, order.id).toBe(0);
      if (order.paymentId) {
        // Stripe refunded the payment once a return, the refunds the shop names.
        const atStripe = stripeRefunds(order.paymentId);
        expect(
          atStripe.map((request) => request.params.amount),
          order.id,
        ).toEqual(["2000", "2000"]);
        expect(new Set(refunds.map((each) => each.reference)).size, order.id).toBe(2);
        expect(
          refunds.every((each) => each.reference.startsWith("re_")),
          order.id,
        ).toBe(true);
      } else {
        expect(
          refunds.map((each) => each.reference),
          order.id,
        ).toEqual(order.returns.map((ret) => ret.reference));
      }
    }
    const cardOrders = orders.filter((order) => order.method === "CARD").length;
    expect(crash.stripe.refundCount).toBe(2 * cardOrders);
    expect(await stockOf(shop, productId)).toBe(sold + ORDERS);
    const status = await stopShop(shop);
    expect(status.code, shop.output()).toBe(0);
    // Three shop starts and nine sign-ins: a loaded machine takes minutes.
  }, 300_000);
});
