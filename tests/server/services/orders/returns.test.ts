import { ObjectId } from "mongodb";
import { describe, expect, it } from "vitest";
import type { OrderDocument, ProductDocument } from "../../../../server/db/models";
import { badInput, expectOk, failure } from "../../../support/graphql-answers";
import { mailTo } from "../../../support/outbox";
import { DELIVERY } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { useTestShop } from "../../../support/test-shop";
import { cartCalls } from "../carts/cart-calls";

/**
 * Returns (RMAs): a buyer sends back parts of a delivered order within the return window, with a reason;
 * staff approve or refuse, receive the parts (restocked or written off) and refund them, each step told
 * to the buyer, audited, and kept in the return's history.
 */

const { shop, admin, buyer, other } = useTestShop({ admin: "admin", buyer: "customer", other: "customer" });
const { addOk, checkout } = cartCalls(() => shop);

const CIVIC = { make: "Honda", model: "Civic", year: 2018 };
const RETURN_FIELDS = `id number orderNumber reason note status refusal amountCents
  lines { productId name quantity unitPrice vehicle { make model year } restocked }
  refund { method amountCents reference } history { status }`;
interface ReturnView {
  id: string;
  number: string;
  orderNumber: string;
  reason: string;
  note: string | null;
  status: string;
  refusal: string | null;
  amountCents: number;
  lines: {
    productId: string;
    name: string;
    quantity: number;
    restocked: boolean | null;
    vehicle: object | null;
  }[];
  refund: { method: string; amountCents: number; reference: string } | null;
  history: { status: string }[];
}

const stockOf = async (id: string) =>
  (await shop.db.collection<ProductDocument>("products").findOne({ _id: new ObjectId(id) }))!
    .availableQuantity;
const asAdmin = <T>(query: string, variables: Record<string, unknown>) =>
  shop.gql<T>(query, variables, admin.accessToken);

/** The buyer's order of 2 pads ($30) for a 2018 Civic and 1 rotor ($45), delivered and paid on delivery. */
async function deliveredOrder() {
  const pads = await addProduct(shop.gql, admin.accessToken, {
    name: "Return Pads",
    price: 30,
    availableQuantity: 10,
  });
  const rotor = await addProduct(shop.gql, admin.accessToken, {
    name: "Return Rotor",
    price: 45,
    availableQuantity: 10,
  });
  await addOk(buyer.accessToken, pads, 2, CIVIC);
  await addOk(buyer.accessToken, rotor, 1);
  const { checkout: placed } = await expectOk(checkout(buyer.accessToken, DELIVERY));
  const id = placed.id;
  for (const call of [
    `mutation($id: ID!) { shipOrder(id: $id, carrier: "UPS", trackingNumber: "1Z") { id } }`,
    `mutation($id: ID!) { deliverOrder(id: $id) { id } }`,
    `mutation($id: ID!) { recordPayment(id: $id, amountCents: 10500, reference: "Courier") { id } }`,
  ])
    await expectOk(asAdmin(call, { id }));
  return { id, pads, rotor };
}

const request = (input: Record<string, unknown>, token = buyer.accessToken) =>
  shop.gql<{ requestReturn: ReturnView }>(
    `mutation($input: ReturnInput!) { requestReturn(input: $input) { ${RETURN_FIELDS} } }`,
    { input },
    token,
  );
const step = (mutation: string, variables: Record<string, unknown>, token = admin.accessToken) =>
  shop.gql<Record<string, ReturnView>>(`mutation${mutation} { ${RETURN_FIELDS} } }`, variables, token);
const approve = (id: string, token?: string) => step(`($id: ID!) { approveReturn(id: $id)`, { id }, token);
const refuse = (id: string, reason: string) =>
  step(`($id: ID!, $reason: String!) { refuseReturn(id: $id, reason: $reason)`, { id, reason });
const receive = (id: string, lines: { productId: string; restock: boolean }[]) =>
  step(`($id: ID!, $lines: [ReceivedLineInput!]!) { receiveReturn(id: $id, lines: $lines)`, { id, lines });
const refund = (id: string, reference?: string) =>
  step(`($id: ID!, $reference: String) { refundReturn(id: $id, reference: $reference)`, { id, reference });

describe("a return", () => {
  it("is asked of a delivered order's parts by its buyer, with a reason, and numbered after the order", async () => {
    const { id, pads } = await deliveredOrder();
    const asked = (
      await expectOk(
        request({
          orderId: id,
          reason: "DID_NOT_FIT",
          note: " The pads are too wide ",
          lines: [{ productId: pads, quantity: 1 }],
        }),
      )
    ).requestReturn;
    expect(asked).toMatchObject({
      number: `${asked.orderNumber}-R1`,
      reason: "DID_NOT_FIT",
      note: "The pads are too wide",
      status: "REQUESTED",
      amountCents: 3000,
      // The line's vehicle goes with it: a part that did not fit names the vehicle it did not fit.
      lines: [{ productId: pads, name: "Return Pads", quantity: 1, vehicle: CIVIC, restocked: null }],
    });
    const mail = await mailTo(shop.dataDir, buyer.email, new RegExp(`We have your return ${asked.number}`));
    expect(mail.text).toContain("1 × Return Pads");
    const { order } = await expectOk(
      shop.gql<{ order: { returns: { number: string }[]; returnableUntil: string } }>(
        `query($id: ID!) { order(id: $id) { returns { number } returnableUntil } }`,
        { id },
        buyer.accessToken,
      ),
    );
    expect(order.returns).toEqual([{ number: asked.number }]);
    expect(Date.parse(order.returnableUntil) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it("takes back at most what was ordered less what other returns claim, and only of one's own delivered order", async () => {
    const { id, pads, rotor } = await deliveredOrder();
    await expectOk(request({ orderId: id, reason: "DAMAGED", lines: [{ productId: pads, quantity: 1 }] }));
    expect(
      badInput(await request({ orderId: id, reason: "DAMAGED", lines: [{ productId: pads, quantity: 2 }] }))
        .fields,
    ).toEqual([{ field: "lines.0.quantity", message: "At most 1 of Return Pads can be returned" }]);
    expect(
      badInput(
        await request({
          orderId: id,
          reason: "WRONG_PART",
          lines: [
            { productId: rotor, quantity: 0 },
            { productId: new ObjectId().toHexString(), quantity: 1 },
          ],
        }),
      ).fields,
    ).toEqual([{ field: "lines.0.quantity", message: "Quantity must be at least 1" }]);
    expect(
      badInput(
        await request({
          orderId: id,
          reason: "WRONG_PART",
          lines: [{ productId: new ObjectId().toHexString(), quantity: 1 }],
        }),
      ).fields,
    ).toEqual([{ field: "lines.0.productId", message: "This order has no such part" }]);
    expect(
      failure(
        await request(
          { orderId: id, reason: "DAMAGED", lines: [{ productId: rotor, quantity: 1 }] },
          other.accessToken,
        ),
        "NOT_FOUND",
      ).message,
    ).toBe("Order not found");
    // Nothing half-written: the refused requests numbered nothing.
    await expectOk(request({ orderId: id, reason: "DAMAGED", lines: [{ productId: pads, quantity: 1 }] }));
    const numbers = (
      await shop.db
        .collection("returns")
        .find({ orderId: new ObjectId(id) })
        .toArray()
    ).map((ret) => ret.number);
    expect(numbers.map((number: string) => number.split("-").at(-1))).toEqual(["R1", "R2"]);
    // The rotor is still the buyer's to return; once it is claimed too, nothing is left to ask for.
    const returnableUntil = async () =>
      (
        await expectOk(
          shop.gql<{ order: { returnableUntil: string | null } }>(
            "query($id: ID!) { order(id: $id) { returnableUntil } }",
            { id },
            buyer.accessToken,
          ),
        )
      ).order.returnableUntil;
    expect(await returnableUntil()).not.toBeNull();
    const rotorReturn = await expectOk(
      request({ orderId: id, reason: "DAMAGED", lines: [{ productId: rotor, quantity: 1 }] }),
    );
    expect(await returnableUntil()).toBeNull();
    // Refused, its rotor may be asked back again.
    await expectOk(refuse(rotorReturn.requestReturn.id, "Not ours"));
    expect(await returnableUntil()).not.toBeNull();
    expect(
      badInput(await request({ orderId: id, reason: "DAMAGED", lines: [{ productId: pads, quantity: 1 }] }))
        .fields,
    ).toEqual([{ field: "lines.0.quantity", message: "Return Pads is already being returned" }]);

    // An order not delivered yet is not returned, nor one whose window has ended.
    const productId = await addProduct(shop.gql, admin.accessToken, { name: "Return Bulb" });
    await addOk(buyer.accessToken, productId, 1);
    const { checkout: fresh } = await expectOk(checkout(buyer.accessToken, DELIVERY));
    expect(
      failure(
        await request({ orderId: fresh.id, reason: "DAMAGED", lines: [{ productId, quantity: 1 }] }),
        "ORDER_STATE",
      ).message,
    ).toBe("Only a delivered order's parts can be returned");
    const longAgo = new Date(Date.now() - 31 * 24 * 3600_000);
    await shop.db
      .collection<OrderDocument>("orders")
      .updateOne(
        { _id: new ObjectId(id), "history.status": "delivered" },
        { $set: { "history.$.at": longAgo } },
      );
    expect(
      failure(
        await request({ orderId: id, reason: "DAMAGED", lines: [{ productId: rotor, quantity: 1 }] }),
        "ORDER_STATE",
      ).message,
    ).toBe(
      `Parts are taken back within 30 days of delivery; this order's time ended on ${new Date(longAgo.getTime() + 30 * 24 * 3600_000).toDateString()}`,
    );
  });

  it("is approved, received (restocked or written off) and refunded by staff, told to the buyer at each step", async () => {
    const { id, pads, rotor } = await deliveredOrder();
    const asked = (
      await expectOk(
        request({
          orderId: id,
          reason: "WRONG_PART",
          lines: [
            { productId: pads, quantity: 2 },
            { productId: rotor, quantity: 1 },
          ],
        }),
      )
    ).requestReturn;
    expect(failure(await approve(asked.id, buyer.accessToken), "FORBIDDEN").message).toBe(
      "Only staff with the orders role may do this",
    );
    expect(failure(await receive(asked.id, []), "ORDER_STATE").message).toBe(
      "This return is waiting for a decision; it cannot be received now",
    );
    expect((await expectOk(approve(asked.id))).approveReturn!.status).toBe("APPROVED");
    await mailTo(shop.dataDir, buyer.email, new RegExp(`Your return ${asked.number} is approved`));

    expect(badInput(await receive(asked.id, [{ productId: pads, restock: true }])).fields).toEqual([
      { field: "lines", message: "Say once whether Return Rotor goes back on the shelf" },
    ]);
    const [padsBefore, rotorBefore] = [await stockOf(pads), await stockOf(rotor)];
    const received = (
      await expectOk(
        receive(asked.id, [
          { productId: pads, restock: true },
          { productId: rotor, restock: false },
        ]),
      )
    ).receiveReturn!;
    expect(received.lines.map((line) => line.restocked)).toEqual([true, false]);
    expect([await stockOf(pads), await stockOf(rotor)]).toEqual([padsBefore + 2, rotorBefore]);

    expect(badInput(await refund(asked.id)).fields).toEqual([
      { field: "reference", message: "Reference is Required" },
    ]);
    const refunded = (await expectOk(refund(asked.id, "BANK-77"))).refundReturn!;
    expect(refunded).toMatchObject({
      status: "REFUNDED",
      amountCents: 10500,
      refund: { method: "PAY_ON_DELIVERY", amountCents: 10500, reference: "BANK-77" },
      history: [
        { status: "REQUESTED" },
        { status: "APPROVED" },
        { status: "RECEIVED" },
        { status: "REFUNDED" },
      ],
    });
    // The refund is the order's too: its payments less refunds are what the shop keeps, nothing.
    const order = await shop.db.collection<OrderDocument>("orders").findOne({ _id: new ObjectId(id) });
    expect(order?.refunds).toMatchObject([{ amountCents: 10500, reference: "BANK-77" }]);
    const mail = await mailTo(shop.dataDir, buyer.email, /Your refund for order/);
    expect(mail.text).toContain("$105.00 went back to you (reference BANK-77).");
    expect(failure(await refund(asked.id, "BANK-78"), "ORDER_STATE").message).toBe(
      "This return is refunded; it cannot be refunded now",
    );
    const { returns } = await expectOk(
      asAdmin<{ returns: { number: string }[] }>(`{ returns(status: REFUNDED) { number } }`, {}),
    );
    expect(returns.map((ret) => ret.number)).toContain(asked.number);
  });

  it("refused, says why to the buyer, and gives its lines back to be returned", async () => {
    const { id, pads } = await deliveredOrder();
    const asked = (
      await expectOk(
        request({ orderId: id, reason: "NO_LONGER_NEEDED", lines: [{ productId: pads, quantity: 2 }] }),
      )
    ).requestReturn;
    expect(badInput(await refuse(asked.id, " ")).fields).toEqual([
      { field: "reason", message: "Reason is Required" },
    ]);
    const refused = (await expectOk(refuse(asked.id, "the pads have been fitted"))).refuseReturn!;
    expect(refused).toMatchObject({ status: "REFUSED", refusal: "the pads have been fitted" });
    const mail = await mailTo(
      shop.dataDir,
      buyer.email,
      new RegExp(`Your return ${asked.number} is refused`),
    );
    expect(mail.text).toContain("We cannot take these parts back: the pads have been fitted.");
    expect(failure(await approve(asked.id), "ORDER_STATE").message).toBe(
      "This return is refused; it cannot be approved now",
    );
    await expectOk(request({ orderId: id, reason: "DAMAGED", lines: [{ productId: pads, quantity: 2 }] }));
    const { myReturns } = await expectOk(
      shop.gql<{ myReturns: { number: string; status: string }[] }>(
        `{ myReturns { number status } }`,
        {},
        buyer.accessToken,
      ),
    );
    expect(myReturns.slice(0, 2).map((ret) => ret.status)).toEqual(["REQUESTED", "REFUSED"]);
  });
});

describe("a part that did not fit", () => {
  const CHECK = `query($id: ID!) { product(id: $id) { fitmentCheck fitReturns { vehicle { make model year } returns sold } } }`;
  const checkOf = async (id: string, token = admin.accessToken) =>
    shop.gql<{
      product: { fitmentCheck: boolean; fitReturns: { vehicle: object; returns: number; sold: number }[] };
    }>(CHECK, { id }, token);
  const flagged = async () =>
    (
      await expectOk(asAdmin<{ fitmentChecks: { id: string }[] }>(`{ fitmentChecks { id } }`, {}))
    ).fitmentChecks.map((product) => product.id);

  it("is flagged 'check this fitment' after two such returns for one vehicle, until staff confirm the fitment", async () => {
    const { id, pads, rotor } = await deliveredOrder();
    const back = (productId: string, reason: string) =>
      expectOk(request({ orderId: id, reason, lines: [{ productId, quantity: 1 }] }));
    await back(pads, "DID_NOT_FIT");
    // Returned for another reason, or without a vehicle, a part says nothing of its fitment.
    await back(rotor, "DID_NOT_FIT");
    expect((await expectOk(checkOf(pads))).product).toEqual({
      fitmentCheck: false,
      fitReturns: [{ vehicle: CIVIC, returns: 1, sold: 2 }],
    });
    expect((await expectOk(checkOf(rotor))).product).toEqual({ fitmentCheck: false, fitReturns: [] });
    await back(pads, "DID_NOT_FIT");
    expect((await expectOk(checkOf(pads))).product).toEqual({
      fitmentCheck: true,
      fitReturns: [{ vehicle: CIVIC, returns: 2, sold: 2 }],
    });
    expect(await flagged()).toContain(pads);
    // The shop's own business: not for customers.
    expect(failure(await checkOf(pads, buyer.accessToken), "FORBIDDEN").message).toBe(
      "Only staff with the catalogue role may do this",
    );

    const confirmed = await expectOk(
      asAdmin<{ confirmFitment: { fitmentCheck: boolean } }>(
        `mutation($id: ID!) { confirmFitment(productId: $id) { fitmentCheck } }`,
        { id: pads },
      ),
    );
    expect(confirmed.confirmFitment.fitmentCheck).toBe(false);
    expect(await flagged()).not.toContain(pads);
    expect((await expectOk(checkOf(pads))).product.fitReturns).toEqual([]);
    const { auditLog } = await expectOk(
      asAdmin<{
        auditLog: { edges: { node: { subject: string; changes: { field: string; before: string }[] } }[] };
      }>(
        `{ auditLog(filter: { kind: PRODUCT_FITMENT_CONFIRMED }) { edges { node { subject changes { field before } } } } }`,
        {},
      ),
    );
    expect(auditLog.edges[0]!.node.changes).toEqual([{ field: "2018 Honda Civic", before: "2" }]);
  });

  it("is no longer flagged once staff edit its fitments", async () => {
    const { id, pads } = await deliveredOrder();
    for (let i = 0; i < 2; i++)
      await expectOk(
        request({ orderId: id, reason: "DID_NOT_FIT", lines: [{ productId: pads, quantity: 1 }] }),
      );
    expect(await flagged()).toContain(pads);
    await expectOk(
      asAdmin(
        `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`,
        {
          id: pads,
          input: { fitments: [{ make: "Honda", model: "Civic", yearFrom: 2016, yearTo: 2017 }] },
        },
      ),
    );
    expect(await flagged()).not.toContain(pads);
    expect((await expectOk(checkOf(pads))).product.fitmentCheck).toBe(false);
  });
});
