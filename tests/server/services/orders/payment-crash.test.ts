import { describe, expect, it } from "vitest";
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
import { postGraphQL, stopShop, type ShopProcess } from "../../../support/shop-process";

/**
 * kill -9 of the real server while Stripe's webhooks pay card orders, and again while their buyers cancel
 * them (each cancellation refunding through Stripe). Stripe delivers an event again until it is answered
 * 2xx, and a buyer whose cancellation was cut off tries again: after both, every order is paid once and
 * refunded once, at the shop and at Stripe, and the stock is whole.
 */

const ORDERS = 12;
const STOCK = 100;

interface Paid {
  id: string;
  token: string;
  paymentId: string;
}

describe.skipIf(!killsShops)("kill -9 while card payments are settled and refunded", () => {
  const crash = useCrashShop("pay-crash");
  const deliver = (shop: ShopProcess, paymentId: string) => deliverPaid(shop, crash.stripe, paymentId);

  const cancel = (shop: ShopProcess, order: Paid) =>
    postGraphQL(
      shop.url,
      "mutation($id: ID!) { cancelOrder(id: $id) { status } }",
      { id: order.id },
      order.token,
    );

  interface OrderMoney {
    status: string;
    payments: { reference: string }[];
    refunds: { amountCents: number }[];
    refundDueCents: number;
  }
  const moneyOf = (shop: ShopProcess, admin: string, id: string) =>
    gqlOk<{ order: OrderMoney }>(
      shop,
      "query($id: ID!) { order(id: $id) { status payments { reference } refunds { amountCents } refundDueCents } }",
      { id },
      admin,
    ).then((data) => data.order);

  it("pays each order once and refunds each once, however the kills fall", async () => {
    let shop = await crash.start();
    const admin = await signIn(shop, crash.adminEmail);
    const productId = await addCrashProduct(shop, admin, "Crash Pads", 20, STOCK);
    const orders: Paid[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const token = await signIn(shop, crash.email(i));
      const id = await placeOrder(shop, token, productId, 1, "CARD");
      orders.push({ id, token, paymentId: await payByCard(shop, crash.stripe, token, id) });
    }

    // Stripe delivers each success twice at once; the kill cuts some off.
    const deliveries = orders.flatMap((order) => [
      () => deliver(shop, order.paymentId),
      () => deliver(shop, order.paymentId),
    ]);
    expect(await underKill(shop, deliveries, 3 + Math.floor(Math.random() * 10))).toBeGreaterThan(0);
    // Stripe delivers again what was not answered 200: here, everything once more.
    shop = await crash.start();
    for (const order of orders) await deliver(shop, order.paymentId);
    for (const order of orders) {
      const money = await moneyOf(shop, admin, order.id);
      expect(money.status, order.id).toBe("PAID");
      expect(money.payments, order.id).toEqual([{ reference: order.paymentId }]);
    }

    // Every buyer cancels at once; the kill cuts some off; those try again.
    const cancelsCutOff = await underKill(
      shop,
      orders.map((order) => () => cancel(shop, order)),
      2 + Math.floor(Math.random() * 6),
    );
    expect(cancelsCutOff).toBeGreaterThan(0);
    shop = await crash.start();
    for (const order of orders) {
      const again = await cancel(shop, order);
      expect(again.errors, JSON.stringify(again.errors)).toBeUndefined();
    }
    for (const order of orders) {
      const money = await moneyOf(shop, admin, order.id);
      expect(money, order.id).toEqual({
        status: "CANCELLED",
        payments: [{ reference: order.paymentId }],
        refunds: [{ amountCents: 2000 }],
        refundDueCents: 0,
      });
    }
    // Stripe refunded each payment once: a refund asked again after the kill was its first one replayed.
    expect(crash.stripe.refundCount).toBe(ORDERS);
    expect(await stockOf(shop, productId)).toBe(STOCK);
    const status = await stopShop(shop);
    expect(status.code, shop.output()).toBe(0);
    // Three shop starts and a dozen sign-ins: a loaded machine takes minutes.
  }, 300_000);
});
