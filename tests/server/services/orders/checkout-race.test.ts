import { ObjectId } from "mongodb";
import { beforeAll, expect, it } from "vitest";
import type { CartDocument, OrderDocument, ProductDocument } from "../../../../server/db/models";
import { addProduct } from "../../../support/products";
import type { TestUser } from "../../../support/test-server";
import { useTestShop } from "../../../support/test-shop";
import { cartCalls } from "../carts/cart-calls";

/**
 * Customers racing to check out carts that share scarce products: every checkout gets all its lines or
 * none, and no product is sold past its stock.
 */

const CUSTOMERS = 12;
const ROUNDS = 3;
const STOCK = 6;
const EACH = 2;

const { shop, admin } = useTestShop({ admin: "admin" });
const customers: TestUser[] = [];
beforeAll(async () => {
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await shop.signUp("customer"));
});

const { addOk, checkout } = cartCalls(() => shop);
const products = () => shop.db.collection<ProductDocument>("products");
const orders = () => shop.db.collection<OrderDocument>("orders");

it("never oversells and never leaves half an order, however the checkouts interleave", async () => {
  let placedOverall = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const scarce = await Promise.all(
      ["A", "B", "C"].map((letter) =>
        addProduct(shop.gql, admin.accessToken, { name: `Race ${letter}${round}`, availableQuantity: STOCK }),
      ),
    );
    // A refused cart of the round before is kept, as it should be; this round starts from empty carts.
    await shop.db.collection<CartDocument>("carts").updateMany({}, { $set: { lines: [] } });
    // Each cart holds two of the three products, so every product is wanted by eight carts of twelve.
    const carts = customers.map((_, i) => [scarce[i % 3]!, scarce[(i + 1) % 3]!]);
    for (const [i, customer] of customers.entries()) {
      for (const id of carts[i]!) await addOk(customer.accessToken, id, EACH);
    }

    const answers = await Promise.all(customers.map((customer) => checkout(customer.accessToken)));

    for (const [i, answer] of answers.entries()) {
      const context = `round ${round}, customer ${i}: ${JSON.stringify(answer.errors)}`;
      const user = (await shop.db.collection("users").findOne({ email: customers[i]!.email }))!;
      const cart = await shop.db.collection<CartDocument>("carts").findOne({ _id: user._id });
      if (answer.data?.checkout) {
        placedOverall++;
        expect(
          answer.data.checkout.lines.map((line) => [line.productId, line.quantity]),
          context,
        ).toEqual(carts[i]!.map((id) => [id, EACH]));
        expect(cart?.lines, context).toEqual([]);
      } else {
        expect(answer.errors?.[0]?.extensions?.code, context).toBe("INSUFFICIENT_STOCK");
        expect(
          cart?.lines.map((line) => line.productId.toHexString()),
          context,
        ).toEqual(carts[i]);
      }
    }
    for (const id of scarce) {
      const product = (await products().findOne({ _id: new ObjectId(id) }))!;
      const sold = (await orders().find({ "lines.productId": product._id }).toArray())
        .flatMap((order) => order.lines)
        .filter((line) => line.productId.equals(product._id))
        .reduce((sum, line) => sum + line.quantity, 0);
      expect(product.availableQuantity, `round ${round}`).toBeGreaterThanOrEqual(0);
      expect(product.availableQuantity + sold, `round ${round}`).toBe(STOCK);
    }
  }
  expect(placedOverall).toBeGreaterThan(0);
}, 120_000);

it("lets one of two buyers crossing for the last of two parts have both, whatever order their carts are in", async () => {
  const [first, second] = customers;
  for (let round = 0; round < ROUNDS * 3; round++) {
    const [front, rear] = await Promise.all(
      ["Front", "Rear"].map((side) =>
        addProduct(shop.gql, admin.accessToken, { name: `Last ${side} Pads ${round}`, availableQuantity: 1 }),
      ),
    );
    await shop.db.collection<CartDocument>("carts").updateMany({}, { $set: { lines: [] } });
    // The carts hold the same two parts in opposite orders.
    for (const id of [front!, rear!]) await addOk(first!.accessToken, id, 1);
    for (const id of [rear!, front!]) await addOk(second!.accessToken, id, 1);

    const answers = await Promise.all([first!, second!].map((buyer) => checkout(buyer.accessToken)));

    const placed = answers.filter((answer) => answer.data?.checkout);
    expect(placed, `round ${round}: ${JSON.stringify(answers.map((a) => a.errors))}`).toHaveLength(1);
    for (const id of [front!, rear!]) {
      expect((await products().findOne({ _id: new ObjectId(id) }))!.availableQuantity).toBe(0);
    }
  }
}, 120_000);

it("orders a cart once when it is checked out twice at once (a double click, a second tab): the other is told the cart is empty", async () => {
  const [buyer] = customers;
  const pads = await addProduct(shop.gql, admin.accessToken, { name: "Twice Pads", availableQuantity: 10 });
  await shop.db.collection<CartDocument>("carts").updateMany({}, { $set: { lines: [] } });
  await addOk(buyer!.accessToken, pads, 2);

  const answers = await Promise.all([checkout(buyer!.accessToken), checkout(buyer!.accessToken)]);

  const placed = answers.filter((answer) => answer.data?.checkout);
  expect(placed).toHaveLength(1);
  const refused = answers.find((answer) => !answer.data?.checkout)!;
  expect(refused.errors?.[0]?.message).toBe("Your cart is empty");
  expect(await orders().countDocuments({ "lines.productId": new ObjectId(pads) })).toBe(1);
  expect((await products().findOne({ _id: new ObjectId(pads) }))!.availableQuantity).toBe(8);
});
