import { ObjectId } from "mongodb";
import { describe, expect, it } from "vitest";
import type { OrderDocument, PaymentHoldDocument, ProductDocument } from "../../../../server/db/models";
import { badInput, expectOk, failure } from "../../../support/graphql-answers";
import { mailTo } from "../../../support/outbox";
import { DELIVERY, ordersServiceOf } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { useTestShop } from "../../../support/test-shop";
import { cartCalls } from "../carts/cart-calls";

/**
 * Money for an order: paid on delivery (PLACED at once, staff record the courier's payment), or by bank
 * transfer before it ships (AWAITING_PAYMENT, its stock held until staff record the transfer or the hold
 * runs out). Every amount in cents, every answer as the buyer and staff see it.
 */

const BANK = "Parts Ltd, IBAN GB00 TEST 1234";
const { shop, admin, buyer, other } = useTestShop(
  { admin: "admin", buyer: "customer", other: "customer" },
  { BANK_TRANSFER_ACCOUNT: BANK },
);
const { addOk, checkout } = cartCalls(() => shop);

const PAID_FIELDS = `id number status total totalCents paymentMethod amountDueCents paymentDueBy refundDueCents
  payments { method amountCents reference at } refunds { method amountCents reference } history { status }`;
interface PaidView {
  id: string;
  number: string;
  status: string;
  total: number;
  totalCents: number;
  paymentMethod: string;
  amountDueCents: number;
  refundDueCents: number;
  paymentDueBy: string | null;
  payments: { method: string; amountCents: number; reference: string; at: string }[];
  refunds: { method: string; amountCents: number; reference: string }[];
  history: { status: string }[];
}

const orders = () => shop.db.collection<OrderDocument>("orders");
const holds = () => shop.db.collection<PaymentHoldDocument>("paymentHolds");
const stockOf = async (id: string) =>
  (await shop.db.collection<ProductDocument>("products").findOne({ _id: new ObjectId(id) }))!
    .availableQuantity;

/** An order of 2 parts at $24.50 checked out by the buyer, paid `paymentMethod`; with its product. */
async function orderPaid(paymentMethod?: string) {
  const productId = await addProduct(shop.gql, admin.accessToken, {
    name: "Pay Test Pads",
    price: 24.5,
    availableQuantity: 10,
  });
  await addOk(buyer.accessToken, productId, 2);
  const placed = await expectOk(checkout(buyer.accessToken, { ...DELIVERY, paymentMethod }));
  return { order: await read(placed.checkout.id), productId };
}

async function read(id: string, token = buyer.accessToken): Promise<PaidView> {
  const answer = await expectOk(
    shop.gql<{ order: PaidView }>(`query($id: ID!) { order(id: $id) { ${PAID_FIELDS} } }`, { id }, token),
  );
  return answer.order;
}

const record = (id: string, amountCents: number, reference: string, token = admin.accessToken) =>
  shop.gql<{ recordPayment: PaidView }>(
    `mutation($id: ID!, $amountCents: Int!, $reference: String!) {
      recordPayment(id: $id, amountCents: $amountCents, reference: $reference) { ${PAID_FIELDS} } }`,
    { id, amountCents, reference },
    token,
  );
const refund = (id: string, amountCents: number, reference?: string, token = admin.accessToken) =>
  shop.gql<{ refundOrder: PaidView }>(
    `mutation($id: ID!, $amountCents: Int!, $reference: String) {
      refundOrder(id: $id, amountCents: $amountCents, reference: $reference) { ${PAID_FIELDS} } }`,
    { id, amountCents, reference },
    token,
  );
const ship = (id: string) =>
  shop.gql(
    `mutation($id: ID!) { shipOrder(id: $id, carrier: "UPS", trackingNumber: "1Z1") { status } }`,
    { id },
    admin.accessToken,
  );
const cancel = (id: string, token = buyer.accessToken) =>
  shop.gql<{ cancelOrder: { status: string } }>(
    `mutation($id: ID!) { cancelOrder(id: $id) { status } }`,
    { id },
    token,
  );

describe("the ways to pay", () => {
  it("are offered to anyone: on delivery, and bank transfer into the shop's account; no card without Stripe's keys", async () => {
    const { paymentOptions } = await expectOk(
      shop.gql<{ paymentOptions: { method: string; label: string; description: string }[] }>(
        `{ paymentOptions { method label description } }`,
        {},
      ),
    );
    expect(paymentOptions.map((option) => option.label)).toEqual(["Pay on delivery", "Bank transfer"]);
    expect(paymentOptions[1]!.description).toContain(BANK);
    expect(paymentOptions[1]!.description).toContain("7 days");
  });

  it("refuse a way the shop does not take, ordering nothing", async () => {
    const productId = await addProduct(shop.gql, admin.accessToken, {
      name: "Pay Test Card",
      availableQuantity: 5,
    });
    await addOk(other.accessToken, productId, 1);
    const error = badInput(await checkout(other.accessToken, { ...DELIVERY, paymentMethod: "CARD" }));
    expect(error.fields).toEqual([
      { field: "paymentMethod", message: "This shop does not take CARD payments" },
    ]);
    expect(await stockOf(productId)).toBe(5);
    const noCard = await shop.gql(
      `mutation { startCardPayment(orderId: "${new ObjectId().toHexString()}") { clientSecret } }`,
      {},
      other.accessToken,
    );
    expect(failure(noCard, "ORDER_STATE").message).toBe("This shop does not take card payments");
  });
});

describe("an order paid on delivery", () => {
  it("is placed at once, owes its whole total, and takes the courier's payments until paid in full", async () => {
    const { order } = await orderPaid();
    expect(order).toMatchObject({
      status: "PLACED",
      paymentMethod: "PAY_ON_DELIVERY",
      total: 49,
      totalCents: 4900,
      amountDueCents: 4900,
      paymentDueBy: null,
      payments: [],
    });
    const over = badInput(await record(order.id, 4901, "Courier 1"));
    expect(over.fields).toEqual([
      { field: "amountCents", message: "Amount must be at most $49.00, what is still due" },
    ]);
    const part = (await expectOk(record(order.id, 900, " Courier 1 "))).recordPayment;
    expect(part).toMatchObject({ status: "PLACED", amountDueCents: 4000 });
    expect(part.payments).toMatchObject([
      { method: "PAY_ON_DELIVERY", amountCents: 900, reference: "Courier 1" },
    ]);
    const receipt = await mailTo(shop.dataDir, buyer.email, new RegExp(`payment for order ${order.number}`));
    expect(receipt.text).toContain("$9.00 received on delivery (reference Courier 1)");

    await expectOk(ship(order.id));
    const rest = (await expectOk(record(order.id, 4000, "Courier 2"))).recordPayment;
    expect(rest).toMatchObject({ status: "SHIPPED", amountDueCents: 0 });
    expect(failure(await record(order.id, 1, "Courier 3"), "ORDER_STATE").message).toBe(
      "This order is paid in full",
    );
  });
});

describe("an order paid by bank transfer", () => {
  it("waits for its payment with its stock held for 7 days, and cannot ship before it is paid", async () => {
    const before = Date.now();
    const { order, productId } = await orderPaid("BANK_TRANSFER");
    expect(order).toMatchObject({
      status: "AWAITING_PAYMENT",
      paymentMethod: "BANK_TRANSFER",
      amountDueCents: 4900,
      history: [{ status: "AWAITING_PAYMENT" }],
    });
    const heldFor = Date.parse(order.paymentDueBy!) - before;
    expect(heldFor).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(heldFor).toBeLessThan(7 * 24 * 3600_000 + 60_000);
    expect(await stockOf(productId)).toBe(8);
    expect(await holds().findOne({ _id: new ObjectId(order.id) })).toMatchObject({ status: "pending" });
    expect(failure(await ship(order.id), "ORDER_STATE").message).toBe(
      "This order is awaiting payment; only a placed or paid order can be shipped",
    );

    const mail = await mailTo(
      shop.dataDir,
      buyer.email,
      new RegExp(`${order.number} is waiting for payment`),
    );
    expect(mail.text).toContain(`Please transfer $49.00 to ${BANK}, with ${order.number} as the reference.`);
    expect(mail.text).toContain("unpaid by then, the order is cancelled");
    // The buyer's list shows it.
    const { myOrders } = await expectOk(
      shop.gql<{ myOrders: { id: string; status: string }[] }>(
        `{ myOrders { id status } }`,
        {},
        buyer.accessToken,
      ),
    );
    expect(myOrders).toContainEqual({ id: order.id, status: "AWAITING_PAYMENT" });
  });

  it("is paid when staff record the whole transfer, which the buyer is told, and then ships", async () => {
    const { order } = await orderPaid("BANK_TRANSFER");
    expect(failure(await record(order.id, 4900, "BT-1", buyer.accessToken), "FORBIDDEN").message).toBe(
      "Only staff with the orders role may do this",
    );
    const missing = badInput(await record(order.id, 0, " "));
    expect(missing.fields).toEqual([
      { field: "amountCents", message: "Amount in cents must be at least 1" },
      { field: "reference", message: "Reference is Required" },
    ]);
    const part = badInput(await record(order.id, 1000, "BT-1"));
    expect(part.fields).toEqual([
      { field: "amountCents", message: "Amount must be $49.00, the whole amount due before the order ships" },
    ]);

    const paid = (await expectOk(record(order.id, 4900, "BT-1"))).recordPayment;
    expect(paid).toMatchObject({
      status: "PAID",
      amountDueCents: 0,
      paymentDueBy: null,
      payments: [{ method: "BANK_TRANSFER", amountCents: 4900, reference: "BT-1" }],
      history: [{ status: "AWAITING_PAYMENT" }, { status: "PAID" }],
    });
    const mail = await mailTo(
      shop.dataDir,
      buyer.email,
      new RegExp(`payment for order ${order.number} is in`),
    );
    expect(mail.text).toContain("$49.00 received by bank transfer (reference BT-1)");
    const stored = await orders().findOne({ _id: new ObjectId(order.id) });
    expect(stored?.paymentDueBy).toBeUndefined();
    const staffMember = await shop.db.collection("users").findOne({ email: admin.email });
    expect(stored?.history.at(-1)?.by).toEqual(staffMember?._id);

    // Paid, it ships.
    expect((await expectOk(ship(order.id))) as unknown).toEqual({ shipOrder: { status: "SHIPPED" } });
  });

  it("is cancelled when its hold runs out unpaid, its stock given back once though two instances end it", async () => {
    const { order, productId } = await orderPaid("BANK_TRANSFER");
    expect(await stockOf(productId)).toBe(8);
    // A second instance of the shop on the same database works the same holds.
    const otherInstance = ordersServiceOf(shop.db);
    otherInstance.holdJob.start();
    try {
      // Seven days pass: the hold is due now.
      await holds().updateOne({ _id: new ObjectId(order.id) }, { $set: { nextAttemptAt: new Date() } });
      await expect.poll(async () => (await read(order.id)).status, { timeout: 15_000 }).toBe("CANCELLED");
    } finally {
      await otherInstance.holdJob.stop();
    }
    expect(await stockOf(productId)).toBe(10);
    const cancelled = await read(order.id);
    expect(cancelled).toMatchObject({ amountDueCents: 0, paymentDueBy: null });
    expect(cancelled.history.map((event) => event.status)).toEqual(["AWAITING_PAYMENT", "CANCELLED"]);
    // The shop cancelled it, nobody's hand: the history names no one.
    expect((await orders().findOne({ _id: new ObjectId(order.id) }))?.history.at(-1)?.by).toBeUndefined();
    await expect
      .poll(async () => (await holds().findOne({ _id: new ObjectId(order.id) }))?.status)
      .toBe("done");
    await mailTo(shop.dataDir, buyer.email, new RegExp(`${order.number} is cancelled`));
    // Too late: the transfer that comes now is not taken.
    expect(failure(await record(order.id, 4900, "BT-late"), "ORDER_STATE").message).toBe(
      "This order is cancelled; nothing is due",
    );
  });

  it("leaves a hold that ran out alone once the order is paid", async () => {
    const { order, productId } = await orderPaid("BANK_TRANSFER");
    await expectOk(record(order.id, 4900, "BT-2"));
    await holds().updateOne({ _id: new ObjectId(order.id) }, { $set: { nextAttemptAt: new Date() } });
    await expect
      .poll(async () => (await holds().findOne({ _id: new ObjectId(order.id) }))?.status, { timeout: 15_000 })
      .toBe("done");
    expect((await read(order.id)).status).toBe("PAID");
    expect(await stockOf(productId)).toBe(8);
  });

  it("may be cancelled by its buyer while unpaid, giving the stock back", async () => {
    const { order, productId } = await orderPaid("BANK_TRANSFER");
    expect((await expectOk(cancel(order.id))).cancelOrder.status).toBe("CANCELLED");
    expect(await stockOf(productId)).toBe(10);
  });
});

describe("refunds", () => {
  it("owe back what a cancelled order was paid, which staff give back as they were paid and record", async () => {
    const { order, productId } = await orderPaid("BANK_TRANSFER");
    await expectOk(record(order.id, 4900, "BT-9"));
    // Paid, it may still be cancelled until it ships: the stock comes back, the money is owed back.
    expect((await expectOk(cancel(order.id))).cancelOrder.status).toBe("CANCELLED");
    expect(await stockOf(productId)).toBe(10);
    const cancelled = await read(order.id);
    expect(cancelled).toMatchObject({ amountDueCents: 0, refundDueCents: 4900, refunds: [] });
    const told = await mailTo(shop.dataDir, buyer.email, new RegExp(`${order.number} is cancelled`));
    expect(told.text).toContain("We pay back the $49.00 you paid, and e-mail you when we have.");

    expect(failure(await refund(order.id, 4900, "RF-1", buyer.accessToken), "FORBIDDEN").message).toBe(
      "Only staff with the orders role may do this",
    );
    expect(badInput(await refund(order.id, 5000, "RF-1")).fields).toEqual([
      { field: "amountCents", message: "Amount must be at most $49.00, what is owed back" },
    ]);
    expect(badInput(await refund(order.id, 900)).fields).toEqual([
      { field: "reference", message: "Reference is Required" },
    ]);
    const part = (await expectOk(refund(order.id, 900, "RF-1"))).refundOrder;
    expect(part).toMatchObject({
      refundDueCents: 4000,
      refunds: [{ method: "BANK_TRANSFER", amountCents: 900, reference: "RF-1" }],
    });
    const rest = (await expectOk(refund(order.id, 4000, "RF-2"))).refundOrder;
    expect(rest.refundDueCents).toBe(0);
    expect(failure(await refund(order.id, 1, "RF-3"), "ORDER_STATE").message).toBe(
      "Nothing of this order is owed back",
    );
    const mail = await mailTo(shop.dataDir, buyer.email, new RegExp(`refund for order ${order.number}`));
    expect(mail.text).toContain("$9.00 went back to you (reference RF-1).");
    const { auditLog } = await expectOk(
      shop.gql<{ auditLog: { edges: { node: { subject: string } }[] } }>(
        `{ auditLog(filter: { kind: ORDER_REFUNDED }) { edges { node { subject } } } }`,
        {},
        admin.accessToken,
      ),
    );
    expect(auditLog.edges.map((edge) => edge.node.subject)).toContain(
      `Order ${order.number} of ${buyer.email}`,
    );
  });

  it("add up on every path: what was paid less what was refunded is what the shop keeps", async () => {
    const kept = async (id: string) => {
      const order = await read(id, admin.accessToken);
      const sum = (list: { amountCents: number }[]) =>
        list.reduce((total, money) => total + money.amountCents, 0);
      return {
        kept: sum(order.payments) - sum(order.refunds),
        due: order.amountDueCents,
        owed: order.refundDueCents,
        status: order.status,
      };
    };
    // Paid on delivery, shipped and paid in two parts: the shop keeps the total.
    const delivered = (await orderPaid()).order;
    await expectOk(ship(delivered.id));
    await expectOk(record(delivered.id, 1000, "C-1"));
    await expectOk(record(delivered.id, 3900, "C-2"));
    // Bank transfer paid, then cancelled and refunded: the shop keeps nothing.
    const refunded = (await orderPaid("BANK_TRANSFER")).order;
    await expectOk(record(refunded.id, 4900, "BT-R"));
    await expectOk(cancel(refunded.id));
    await expectOk(refund(refunded.id, 4900, "RF-R"));
    // Bank transfer never paid, cancelled by its buyer: nothing in, nothing out.
    const unpaid = (await orderPaid("BANK_TRANSFER")).order;
    await expectOk(cancel(unpaid.id));
    // Paid on delivery, paid in part before it was cancelled, refunded: the shop keeps nothing.
    const partly = (await orderPaid()).order;
    await expectOk(record(partly.id, 2500, "C-P"));
    await expectOk(cancel(partly.id, admin.accessToken));
    await expectOk(refund(partly.id, 2500, "RF-P"));

    expect(await kept(delivered.id)).toEqual({ kept: 4900, due: 0, owed: 0, status: "SHIPPED" });
    expect(await kept(refunded.id)).toEqual({ kept: 0, due: 0, owed: 0, status: "CANCELLED" });
    expect(await kept(unpaid.id)).toEqual({ kept: 0, due: 0, owed: 0, status: "CANCELLED" });
    expect(await kept(partly.id)).toEqual({ kept: 0, due: 0, owed: 0, status: "CANCELLED" });
  });
});
