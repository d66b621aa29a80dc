import { ObjectId } from "mongodb";
import { describe, expect, it } from "vitest";
import type { OrderDocument, ProductDocument } from "../../../../server/db/models";
import { expectOk, failure } from "../../../support/graphql-answers";
import { addProduct } from "../../../support/products";
import { useTestShop } from "../../../support/test-shop";
import { CANCEL } from "./order-calls";
import { ORDER_FIELDS, cartCalls, type OrderView } from "../carts/cart-calls";

/** An order's life after checkout: shipped with a tracking number, delivered; cancelled only before it ships. */

const { shop, admin, customer } = useTestShop({ admin: "admin", customer: "customer" });

const { addOk, checkoutOk, order } = cartCalls(() => shop);
const products = () => shop.db.collection<ProductDocument>("products");
const stockOf = async (id: string) =>
  (await products().findOne({ _id: new ObjectId(id) }))!.availableQuantity;

const ship = (id: string, carrier: string, trackingNumber: string, token = admin.accessToken) =>
  shop.gql<{ shipOrder: OrderView }>(
    `mutation($id: ID!, $carrier: String!, $trackingNumber: String!) {
      shipOrder(id: $id, carrier: $carrier, trackingNumber: $trackingNumber) { ${ORDER_FIELDS} } }`,
    { id, carrier, trackingNumber },
    token,
  );
const deliver = (id: string, token = admin.accessToken) =>
  shop.gql<{ deliverOrder: OrderView }>(
    `mutation($id: ID!) { deliverOrder(id: $id) { ${ORDER_FIELDS} } }`,
    { id },
    token,
  );
const cancel = (id: string, token: string) =>
  shop.gql<{ cancelOrder: { status: string } }>(CANCEL, { id }, token);

/** A two-line order of the customer's: 2 pads and 1 rotor, with the product ids. */
async function twoLineOrder() {
  const pads = await addProduct(shop.gql, admin.accessToken, { name: "Life Pads", availableQuantity: 20 });
  const rotor = await addProduct(shop.gql, admin.accessToken, { name: "Life Rotor", availableQuantity: 20 });
  await addOk(customer.accessToken, pads, 2);
  await addOk(customer.accessToken, rotor, 1);
  return { placed: await checkoutOk(customer.accessToken), pads, rotor };
}

describe("an order's life", () => {
  it("ships with a carrier and tracking number, then is delivered, each step in its history", async () => {
    const { placed } = await twoLineOrder();
    const shipped = (await expectOk(ship(placed.id, " UPS ", "1Z999AA10123456784"))).shipOrder;
    expect(shipped).toMatchObject({
      status: "SHIPPED",
      shipment: { carrier: "UPS", trackingNumber: "1Z999AA10123456784" },
    });
    // The customer sees it on their order, and in their list.
    expect((await order(customer.accessToken, placed.id))?.shipment?.trackingNumber).toBe(
      "1Z999AA10123456784",
    );
    const mine = await expectOk(
      shop.gql<{ myOrders: { id: string; status: string }[] }>(
        `{ myOrders { id status } }`,
        {},
        customer.accessToken,
      ),
    );
    expect(mine.myOrders).toContainEqual({ id: placed.id, status: "SHIPPED" });

    const delivered = (await expectOk(deliver(placed.id))).deliverOrder;
    expect(delivered.status).toBe("DELIVERED");
    expect(delivered.history.map((event) => event.status)).toEqual(["PLACED", "SHIPPED", "DELIVERED"]);
    const times = delivered.history.map((event) => Date.parse(event.at));
    expect([...times].sort()).toEqual(times);
    expect(Date.parse(delivered.shipment!.shippedAt)).toBe(times[1]);
  });

  it("cannot be cancelled once shipped, by its buyer or an admin, and keeps its stock taken", async () => {
    const { placed, pads, rotor } = await twoLineOrder();
    await expectOk(ship(placed.id, "DHL", "JD014600006281"));
    const stock = [await stockOf(pads), await stockOf(rotor)];
    for (const token of [customer.accessToken, admin.accessToken]) {
      const error = failure(await cancel(placed.id, token), "ORDER_STATE");
      expect(error.message).toBe("This order has shipped and can no longer be cancelled");
    }
    const legacy = await shop.rest("DELETE", `/order/${placed.id}`, { token: customer.accessToken });
    expect(legacy.status).toBe(409);
    expect([await stockOf(pads), await stockOf(rotor)]).toEqual(stock);
    expect((await order(customer.accessToken, placed.id))?.status).toBe("SHIPPED");
  });

  it("gives back every line's stock once when cancelled before it ships", async () => {
    const { placed, pads, rotor } = await twoLineOrder();
    const taken = [await stockOf(pads), await stockOf(rotor)];
    await Promise.all([cancel(placed.id, customer.accessToken), cancel(placed.id, admin.accessToken)]);
    expect([await stockOf(pads), await stockOf(rotor)]).toEqual([taken[0]! + 2, taken[1]! + 1]);
    const cancelled = (await order(customer.accessToken, placed.id))!;
    expect(cancelled.history.map((event) => event.status)).toEqual(["PLACED", "CANCELLED"]);
    // A cancelled order is not shipped.
    expect(failure(await ship(placed.id, "UPS", "1Z1"), "ORDER_STATE").message).toBe(
      "This order is cancelled; only a placed or paid order can be shipped",
    );
  });

  it("moves one step at a time, once, and says why not", async () => {
    const { placed } = await twoLineOrder();
    expect(failure(await deliver(placed.id), "ORDER_STATE").message).toBe(
      "This order is placed; only a shipped order can be marked as delivered",
    );
    // Two admins shipping at once: one shipment.
    const both = await Promise.all([ship(placed.id, "UPS", "1ZA"), ship(placed.id, "FedEx", "7489")]);
    expect(
      both.filter((answer) => answer.errors).map((answer) => answer.errors![0]!.extensions!.code),
    ).toEqual(["ORDER_STATE"]);
    const stored = await shop.db
      .collection<OrderDocument>("orders")
      .findOne({ _id: new ObjectId(placed.id) });
    expect(stored!.history.filter((event) => event.status === "shipped")).toHaveLength(1);
    expect(failure(await ship(new ObjectId().toHexString(), "UPS", "1Z"), "NOT_FOUND").message).toBe(
      "Order not found",
    );
  });

  it("checks the carrier and tracking number like a form, storing nothing", async () => {
    const { placed } = await twoLineOrder();
    expect(failure(await ship(placed.id, "", "x".repeat(61)), "BAD_USER_INPUT").fields).toEqual([
      { field: "carrier", message: "Carrier is Required" },
      { field: "trackingNumber", message: "Tracking Number must be at most 60 characters" },
    ]);
    expect((await order(customer.accessToken, placed.id))?.status).toBe("PLACED");
  });

  it("is shipped and delivered by staff with the orders role only", async () => {
    const { placed } = await twoLineOrder();
    expect(failure(await ship(placed.id, "UPS", "1Z", customer.accessToken), "FORBIDDEN").message).toBe(
      "Only staff with the orders role may do this",
    );
    expect(failure(await deliver(placed.id, customer.accessToken), "FORBIDDEN").message).toBe(
      "Only staff with the orders role may do this",
    );
    expect((await order(customer.accessToken, placed.id))?.status).toBe("PLACED");
  });

  it("is found by the admin's status filter", async () => {
    const { placed } = await twoLineOrder();
    await expectOk(ship(placed.id, "USPS", "9400100000000000000000"));
    const list = await expectOk(
      shop.gql<{ orders: { edges: { node: { id: string; status: string } }[] } }>(
        `{ orders(filter: { status: SHIPPED }, first: 100) { edges { node { id status } } } }`,
        {},
        admin.accessToken,
      ),
    );
    const nodes = list.orders.edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.id)).toContain(placed.id);
    expect(new Set(nodes.map((node) => node.status))).toEqual(new Set(["SHIPPED"]));
  });

  it("is shown to its buyer and admins only", async () => {
    const { placed } = await twoLineOrder();
    const other = await shop.signUp("customer");
    expect(await order(other.accessToken, placed.id)).toBeNull();
    expect((await order(admin.accessToken, placed.id))?.id).toBe(placed.id);
    expect(await order(customer.accessToken, new ObjectId().toHexString())).toBeNull();
  });
});
