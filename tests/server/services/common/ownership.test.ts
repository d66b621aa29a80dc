import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "../../../support/test-server";

/**
 * Where a caller names an account by e-mail (the buyer of an order, whose orders to list), the services
 * answer only for the caller's own, whoever asks: these were once rules of the REST adapter alone, so
 * GraphQL and REST now refuse the same calls with the same words.
 */

const MY_ORDERS = `query($email: String) { myOrders(email: $email) { id email } }`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id email } }`;

let shop: TestServer;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let productId: string;

const stock = async () =>
  (await shop.db.collection("products").findOne({ _id: new ObjectId(productId) }))?.availableQuantity;
const ordersOf = (email: string) => shop.db.collection("orders").countDocuments({ email });
const order = (email: string | undefined, token: string) =>
  shop.gql<{ placeOrder: { id: string; email: string } }>(
    PLACE_ORDER,
    { input: { productId, quantity: 1, address: "1 Main St", phone: "555-0100", email } },
    token,
  );

beforeAll(async () => {
  shop = await startTestServer();
  [alice, bob, admin] = await Promise.all([
    shop.signUp("customer"),
    shop.signUp("customer"),
    shop.signUp("admin"),
  ]);
  const added = await shop.gql<{ addProduct: { id: string } }>(
    `mutation { addProduct(input: { name: "Oil filter", price: 9.5, minimumOrderQuantity: 1, availableQuantity: 50 }) { id } }`,
    {},
    admin.accessToken,
  );
  productId = added.data!.addProduct.id;
});

afterAll(() => shop?.close());

describe("placeOrder naming the buyer's e-mail", () => {
  it("takes the order when the e-mail is the buyer's own, however it is typed", async () => {
    const { data, errors } = await order(`  ${alice.email.toUpperCase()} `, alice.accessToken);
    expect(errors).toBeUndefined();
    expect(data!.placeOrder.email).toBe(alice.email);
  });

  it.each([
    ["a customer", () => alice, () => bob],
    ["an admin", () => admin, () => alice],
  ])("refuses %s ordering in another user's name, storing nothing", async (_, caller, named) => {
    const before = [await stock(), await ordersOf(named().email), await ordersOf(caller().email)];
    const { data, errors } = await order(named().email, caller().accessToken);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: "You can only order for your own account",
      extensions: { code: "FORBIDDEN" },
    });
    expect([await stock(), await ordersOf(named().email), await ordersOf(caller().email)]).toEqual(before);
  });

  it("asks visitors to sign in", async () => {
    const { errors } = await order(alice.email, "");
    expect(errors?.[0]).toMatchObject({
      message: "Sign in to do this",
      extensions: { code: "UNAUTHENTICATED" },
    });
  });
});

describe("myOrders naming the buyer's e-mail", () => {
  it("lists the caller's own orders for their own e-mail, as without one", async () => {
    const named = await shop.gql<{ myOrders: { email: string }[] }>(
      MY_ORDERS,
      { email: alice.email },
      alice.accessToken,
    );
    const unnamed = await shop.gql<{ myOrders: { email: string }[] }>(MY_ORDERS, {}, alice.accessToken);
    expect(named.errors).toBeUndefined();
    expect(named.data!.myOrders).toEqual(unnamed.data!.myOrders);
    expect(named.data!.myOrders.map((o) => o.email)).toEqual([alice.email]);
  });

  it.each([
    ["a customer", () => bob],
    ["an admin", () => admin],
  ])("refuses %s asking for another user's orders", async (_, caller) => {
    const { data, errors } = await shop.gql(MY_ORDERS, { email: alice.email }, caller().accessToken);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: "You can only see your own orders",
      extensions: { code: "FORBIDDEN" },
    });
  });

  it("asks visitors to sign in", async () => {
    const { errors } = await shop.gql(MY_ORDERS, { email: alice.email });
    expect(errors?.[0]).toMatchObject({
      message: "Sign in to do this",
      extensions: { code: "UNAUTHENTICATED" },
    });
  });
});
