import { describe, expect, it } from "vitest";
import { badInput, expectOk, failure } from "../../../support/graphql-answers";
import { mailTo } from "../../../support/outbox";
import { DELIVERY } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { useTestShop } from "../../../support/test-shop";
import { cartCalls } from "../carts/cart-calls";

/**
 * An order to a postal address: shipped by the method the buyer chose (its price, free over its
 * threshold), taxed by the rate of where it goes, the address kept for the buyer's next checkout; and what
 * the legacy one-line address still gets: its parts, and nothing more.
 */

// California's rate beside the country's, to show that a region's rate comes before its country's.
const TAX_RATES = JSON.stringify([
  { country: "US", region: "CA", percent: 7.25 },
  { country: "US", percent: 5 },
  { country: "CA", region: "ON", percent: 13 },
]);
const { shop, admin } = useTestShop({ admin: "admin" }, { TAX_RATES });
const { addOk, cart } = cartCalls(() => shop);

const SAN_FRANCISCO = {
  name: "Ann Driver",
  street: "1 Market St",
  city: "San Francisco",
  postalCode: "94103",
  region: "california",
  country: "us",
};
const OTTAWA = {
  name: "Ann Driver",
  street: "24 Sussex Dr",
  city: "Ottawa",
  postalCode: "k1m 1m4",
  region: "ON",
  country: "CA",
};

const MONEY = `id total totalCents subtotalCents taxCents taxPercent address phone
  shipTo { name street city postalCode region country countryName }
  shipping { method name priceCents arrivesFrom arrivesBy }`;
interface Money {
  id: string;
  total: number;
  totalCents: number;
  subtotalCents: number;
  taxCents: number;
  taxPercent: number;
  address: string;
  shipTo: Record<string, string> | null;
  shipping: {
    method: string;
    name: string;
    priceCents: number;
    arrivesFrom: string;
    arrivesBy: string;
  } | null;
}

const checkoutTo = (token: string, input: Record<string, unknown>) =>
  shop.gql<{ checkout: Money }>(
    `mutation($input: CheckoutInput!) { checkout(input: $input) { ${MONEY} } }`,
    { input },
    token,
  );

/** A new customer with `quantity` of a fresh part at `price` in their cart. */
async function buyerWithCart(price: number, quantity = 1) {
  const buyer = await shop.signUp("customer");
  const part = await addProduct(shop.gql, admin.accessToken, {
    name: "Ship Pads",
    price,
    availableQuantity: 50,
  });
  await addOk(buyer.accessToken, part, quantity);
  return { buyer, part };
}

/** Weekdays from the day after `from` up to `to`: `from` is taken a moment before the order. */
const businessDaysBetween = (from: Date, to: Date) => {
  let days = 0;
  for (const day = new Date(from); ;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day > to) return days;
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days++;
  }
};

describe("an order to a postal address", () => {
  it("is charged its method's shipping and the region's tax, each kept on the order and summed into its total", async () => {
    const { buyer } = await buyerWithCart(20.1, 2);
    const before = new Date();
    const { checkout: order } = await expectOk(
      checkoutTo(buyer.accessToken, {
        shippingAddress: SAN_FRANCISCO,
        shippingMethod: "STANDARD",
        phone: "555-0100",
        expectedTotal: 51.1,
      }),
    );
    // $40.20 of parts, $7.99 standard shipping (under $100), 7.25% of $40.20 = 291.45 cents: $2.91.
    expect(order).toMatchObject({
      subtotalCents: 4020,
      taxCents: 291,
      taxPercent: 7.25,
      totalCents: 4020 + 799 + 291,
      total: 51.1,
      shipTo: { ...SAN_FRANCISCO, region: "CA", country: "US", countryName: "United States" },
      shipping: { method: "STANDARD", name: "Standard", priceCents: 799 },
      // Legacy clients and the lists read it on one line.
      address: "Ann Driver, 1 Market St, San Francisco CA 94103, United States",
    });
    const arrives = [order.shipping!.arrivesFrom, order.shipping!.arrivesBy].map((at) => new Date(at));
    expect(arrives.map((at) => businessDaysBetween(before, at))).toEqual([3, 5]);

    // REST's summary names what its total is made of.
    const listed = await shop.rest<{ _id: string }[]>("GET", `/order?email=${buyer.email}`, {
      token: buyer.accessToken,
    });
    expect(listed.body.find((o) => o._id === order.id)).toMatchObject({
      subtotal: 40.2,
      shipping_method: "Standard",
      shipping: 7.99,
      tax: 2.91,
      total: 51.1,
    });
  });

  it("ships free by a method from its threshold, express never; the country's rate where its region has none", async () => {
    const { buyer } = await buyerWithCart(100);
    const { checkout: standard } = await expectOk(
      checkoutTo(buyer.accessToken, {
        shippingAddress: { ...SAN_FRANCISCO, region: "NV", postalCode: "89501" },
        phone: "555-0100",
      }),
    );
    // No method named: the first (standard), free at $100; Nevada has no rate of its own: the US's 5%.
    expect(standard).toMatchObject({
      shipping: { method: "STANDARD", priceCents: 0 },
      taxCents: 500,
      totalCents: 10500,
    });

    const { buyer: again } = await buyerWithCart(100);
    const { checkout: express } = await expectOk(
      checkoutTo(again.accessToken, {
        shippingAddress: OTTAWA,
        shippingMethod: "EXPRESS",
        phone: "555-0100",
      }),
    );
    expect(express).toMatchObject({
      shipping: { method: "EXPRESS", name: "Express", priceCents: 1999 },
      taxCents: 1300,
      totalCents: 10000 + 1999 + 1300,
      shipTo: { postalCode: "K1M 1M4", region: "ON", countryName: "Canada" },
    });
  });

  it("refuses an address that is not one, naming each field and why, and orders nothing", async () => {
    const { buyer } = await buyerWithCart(10);
    const refusal = badInput(
      await checkoutTo(buyer.accessToken, {
        shippingAddress: { name: "", street: "12 Elm", city: "", postalCode: "", country: "" },
        phone: "555-0100",
      }),
    );
    expect(refusal.fields).toEqual([
      { field: "shippingAddress.name", message: "Full name is Required" },
      { field: "shippingAddress.city", message: "City is Required" },
      { field: "shippingAddress.postalCode", message: "Postal code is Required" },
      { field: "shippingAddress.country", message: "Country is Required" },
    ]);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { postalCode: "9410" },
        "shippingAddress.postalCode",
        "Postal code must be a United States postal code, like 94103",
      ],
      [{ region: undefined }, "shippingAddress.region", "State is Required for United States"],
      [{ region: "Bavaria" }, "shippingAddress.region", "Region must be a state of United States"],
      [{ country: "XX" }, "shippingAddress.country", "Country must be a country the shop ships to"],
      [
        { postalCode: "94103!" },
        "shippingAddress.postalCode",
        "Postal code must be letters, digits, spaces or dashes",
      ],
    ];
    for (const [change, field, message] of cases) {
      const answer = badInput(
        await checkoutTo(buyer.accessToken, {
          shippingAddress: { ...SAN_FRANCISCO, ...change },
          phone: "555-0100",
        }),
      );
      expect(answer.fields).toEqual([{ field, message }]);
    }
    const unknown = badInput(
      await checkoutTo(buyer.accessToken, {
        shippingAddress: SAN_FRANCISCO,
        shippingMethod: "PIGEON",
        phone: "555-0100",
      }),
    );
    expect(unknown.fields).toEqual([
      { field: "shippingMethod", message: "Shipping method must be one of STANDARD, EXPRESS" },
    ]);
    // Nothing was ordered: the cart is whole and no address was kept.
    expect((await cart(buyer.accessToken)).itemCount).toBe(1);
    const { myAddresses } = await expectOk(
      shop.gql<{ myAddresses: unknown[] }>("{ myAddresses { id } }", {}, buyer.accessToken),
    );
    expect(myAddresses).toEqual([]);
  });

  it("agrees only to the total with shipping and tax: a total of the parts alone is PRICE_CHANGED", async () => {
    const { buyer } = await buyerWithCart(20);
    const refusal = failure(
      await checkoutTo(buyer.accessToken, {
        shippingAddress: SAN_FRANCISCO,
        phone: "555-0100",
        expectedTotal: 20,
      }),
      "PRICE_CHANGED",
    );
    // $20 + $7.99 + 7.25% of $20 ($1.45).
    expect(refusal.extensions.total).toBe(29.44);
  });
});

describe("the legacy one-line address", () => {
  it("still orders, charged its parts only: its clients never showed the buyer shipping or tax", async () => {
    const { buyer } = await buyerWithCart(20, 2);
    const { checkout: order } = await expectOk(checkoutTo(buyer.accessToken, DELIVERY));
    expect(order).toMatchObject({
      address: DELIVERY.address,
      shipTo: null,
      shipping: null,
      subtotalCents: 4000,
      taxCents: 0,
      totalCents: 4000,
    });
    const refusal = badInput(
      await checkoutTo(buyer.accessToken, { phone: "555-0100", shippingMethod: "EXPRESS" }),
    );
    expect(refusal.fields).toEqual([
      { field: "address", message: "Address is Required" },
      {
        field: "shippingMethod",
        message: "A shipping method is chosen with a shipping address (shippingAddress)",
      },
    ]);
  });
});

describe("what the cart would cost", () => {
  const QUOTE = `quote(destination: $destination) { taxPercent methods {
    method { code name priceCents freeOverCents minDays maxDays } shippingCents taxCents totalCents arrivesFrom arrivesBy } }`;
  interface Quote {
    taxPercent: number | null;
    methods: {
      method: { code: string };
      shippingCents: number;
      taxCents: number | null;
      totalCents: number;
    }[];
  }

  it("is quoted by every method, with the tax once the destination is known, for a signed-in cart and a visitor's", async () => {
    const { buyer, part } = await buyerWithCart(40);
    const quoteOf = async (destination?: object) =>
      (
        await expectOk(
          shop.gql<{ cart: { quote: Quote } }>(
            `query($destination: DestinationInput) { cart { ${QUOTE} } }`,
            { destination },
            buyer.accessToken,
          ),
        )
      ).cart.quote;
    expect(await quoteOf()).toMatchObject({
      taxPercent: null,
      methods: [
        { method: { code: "STANDARD" }, shippingCents: 799, taxCents: null, totalCents: 4799 },
        { method: { code: "EXPRESS" }, shippingCents: 1999, taxCents: null, totalCents: 5999 },
      ],
    });
    expect(await quoteOf({ country: "US", region: "CA" })).toMatchObject({
      taxPercent: 7.25,
      methods: [
        { taxCents: 290, totalCents: 4000 + 799 + 290 },
        { taxCents: 290, totalCents: 4000 + 1999 + 290 },
      ],
    });
    const { cartPreview } = await expectOk(
      shop.gql<{ cartPreview: { quote: Quote } }>(
        `query($lines: [CartLineInput!]!, $destination: DestinationInput) { cartPreview(lines: $lines) { ${QUOTE} } }`,
        { lines: [{ productId: part, quantity: 3 }], destination: { country: "DE" } },
      ),
    );
    // $120 of parts ships free by standard; no rate for Germany: no tax.
    expect(cartPreview.quote).toMatchObject({
      taxPercent: 0,
      methods: [{ shippingCents: 0, taxCents: 0, totalCents: 12000 }, { shippingCents: 1999 }],
    });
    const { shippingMethods } = await expectOk(
      shop.gql<{ shippingMethods: object[] }>(
        "{ shippingMethods { code name priceCents freeOverCents minDays maxDays } }",
        {},
      ),
    );
    expect(shippingMethods).toEqual([
      { code: "STANDARD", name: "Standard", priceCents: 799, freeOverCents: 10000, minDays: 3, maxDays: 5 },
      { code: "EXPRESS", name: "Express", priceCents: 1999, freeOverCents: null, minDays: 1, maxDays: 2 },
    ]);
  });
});

describe("the buyer's addresses", () => {
  const ADDRESSES = "{ myAddresses { id phone address { street city region country } } }";
  interface Saved {
    id: string;
    phone: string;
    address: { street: string; city: string; region: string | null; country: string };
  }
  const addressesOf = async (token: string) =>
    (await expectOk(shop.gql<{ myAddresses: Saved[] }>(ADDRESSES, {}, token))).myAddresses;

  it("keeps each address checked out with, the last used first, once however it is spelt, and forgets one on request", async () => {
    const buyer = await shop.signUp("customer");
    const part = await addProduct(shop.gql, admin.accessToken, {
      name: "Book Pads",
      price: 5,
      availableQuantity: 50,
    });
    const orderTo = async (shippingAddress: object, phone = "555-0100") => {
      await addOk(buyer.accessToken, part, 1);
      await expectOk(checkoutTo(buyer.accessToken, { shippingAddress, phone }));
    };
    await orderTo(SAN_FRANCISCO);
    await orderTo(OTTAWA);
    // The first again, in other capitals and spaces: it moves to the front rather than being kept twice.
    await orderTo({ ...SAN_FRANCISCO, street: "1  MARKET st", city: "san francisco", region: "CA" });
    const kept = await addressesOf(buyer.accessToken);
    expect(kept.map((saved) => saved.address.city)).toEqual(["san francisco", "Ottawa"]);

    // Another buyer can neither see nor forget them.
    const other = await shop.signUp("customer");
    expect(await addressesOf(other.accessToken)).toEqual([]);
    const forget = (token: string, id: string) =>
      shop.gql<{ forgetAddress: Saved[] }>(
        "mutation($id: ID!) { forgetAddress(id: $id) { id } }",
        { id },
        token,
      );
    failure(await forget(other.accessToken, kept[1]!.id), "NOT_FOUND");
    const { forgetAddress } = await expectOk(forget(buyer.accessToken, kept[1]!.id));
    expect(forgetAddress.map((saved) => saved.id)).toEqual([kept[0]!.id]);
  });

  it("keeps the last 10", async () => {
    const buyer = await shop.signUp("customer");
    const part = await addProduct(shop.gql, admin.accessToken, {
      name: "Many Pads",
      price: 5,
      availableQuantity: 50,
    });
    for (let n = 1; n <= 11; n++) {
      await addOk(buyer.accessToken, part, 1);
      await expectOk(
        checkoutTo(buyer.accessToken, {
          shippingAddress: { ...SAN_FRANCISCO, street: `${n} Market St` },
          phone: "555-0100",
        }),
      );
    }
    const kept = await addressesOf(buyer.accessToken);
    expect(kept.map((saved) => saved.address.street)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${11 - i} Market St`),
    );
  });
});

describe("money around a taxed, shipped order", () => {
  it("e-mails what the total is made of, refunds a returned line with its tax, and refunds it all when cancelled", async () => {
    const { buyer, part } = await buyerWithCart(30, 2);
    const { checkout: order } = await expectOk(
      checkoutTo(buyer.accessToken, { shippingAddress: SAN_FRANCISCO, phone: "555-0100" }),
    );
    const placed = await mailTo(shop.dataDir, buyer.email, /is placed/);
    expect(placed.text).toContain("Subtotal");
    expect(placed.text).toContain("$60.00");
    expect(placed.text).toContain("Shipping (Standard)");
    expect(placed.text).toContain("$7.99");
    expect(placed.text).toContain("Tax (7.25%)");
    expect(placed.text).toContain("$4.35");
    expect(placed.text).toContain(`$${(order.totalCents / 100).toFixed(2)}`);
    expect(placed.text).toContain("Ann Driver, 1 Market St, San Francisco CA 94103, United States");

    const asAdmin = (query: string, variables: Record<string, unknown>) =>
      expectOk(shop.gql(query, variables, admin.accessToken));
    await asAdmin(`mutation($id: ID!) { shipOrder(id: $id, carrier: "UPS", trackingNumber: "1Z") { id } }`, {
      id: order.id,
    });
    await asAdmin(`mutation($id: ID!) { deliverOrder(id: $id) { id } }`, { id: order.id });
    await asAdmin(
      `mutation($id: ID!, $cents: Int!) { recordPayment(id: $id, amountCents: $cents, reference: "Courier") { id } }`,
      {
        id: order.id,
        cents: order.totalCents,
      },
    );
    const { requestReturn } = await expectOk(
      shop.gql<{ requestReturn: { id: string; amountCents: number } }>(
        `mutation($input: ReturnInput!) { requestReturn(input: $input) { id amountCents } }`,
        {
          input: { orderId: order.id, reason: "NO_LONGER_NEEDED", lines: [{ productId: part, quantity: 1 }] },
        },
        buyer.accessToken,
      ),
    );
    // One $30 part and its 7.25% ($2.18): the shipping was spent getting it there.
    expect(requestReturn.amountCents).toBe(3000 + 218);
  });

  it("gives back shipping and tax with everything else when a paid order is cancelled", async () => {
    const { buyer } = await buyerWithCart(30);
    const { checkout: order } = await expectOk(
      checkoutTo(buyer.accessToken, { shippingAddress: SAN_FRANCISCO, phone: "555-0100" }),
    );
    await expectOk(
      shop.gql(
        `mutation($id: ID!, $cents: Int!) { recordPayment(id: $id, amountCents: $cents, reference: "Courier") { id } }`,
        { id: order.id, cents: order.totalCents },
        admin.accessToken,
      ),
    );
    const { cancelOrder } = await expectOk(
      shop.gql<{ cancelOrder: { refundDueCents: number; amountDueCents: number } }>(
        `mutation($id: ID!) { cancelOrder(id: $id) { refundDueCents amountDueCents } }`,
        { id: order.id },
        buyer.accessToken,
      ),
    );
    expect(cancelOrder).toEqual({ refundDueCents: 3000 + 799 + 218, amountDueCents: 0 });
  });
});
