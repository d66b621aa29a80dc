import { toOrderFilter } from "../../../../client/src/features/orders/order-filters-form";
import { CROSS_FIELD_MESSAGES } from "../../../../shared/field-rules/messages";
import { FITMENT_LAST_YEAR } from "../../../../shared/field-rules/shop-fields";
import { CHECKOUT, checkoutWith, graphql, rest, type Refusal, type Shop } from "./api";
import { BROWSER_FORMS, browserAnswer, placeOrderForm } from "./browser";

/** What one path says about the input: the message under the field, or the request's own message. */
type Walk = (shop: Shop) => Promise<string>;

export interface CrossFieldWalk {
  /** The words every path that takes the input must say. */
  message: string;
  browser: Walk | string;
  graphql: Walk | string;
  rest: Walk | string;
}

const under = (field: string) => (refusal: Refusal) =>
  refusal.fields.find((problem) => problem.field === field)?.message ?? JSON.stringify(refusal);

/** A refusal that is about the stock, not a field: INSUFFICIENT_STOCK (409 over REST). */
const aboutStock = (refusal: Refusal) =>
  refusal.code === "INSUFFICIENT_STOCK" && refusal.fields.length === 0
    ? refusal.message
    : JSON.stringify(refusal);

const ORDER = "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }";
const order = (shop: Shop, productId: string, quantity: number) =>
  graphql(
    shop,
    ORDER,
    { input: { productId, quantity, address: "1 Main St", phone: "555 0100" } },
    shop.customer.accessToken,
  );
const legacyOrder = (shop: Shop, productId: string, quantity: string) =>
  rest(
    shop,
    "POST",
    "/order",
    { productId, quantity, address: "1 Main St", phone: "555 0100" },
    shop.customer.accessToken,
  );
const ADD_PRODUCT = "mutation($input: ProductInput!) { addProduct(input: $input) { id } }";
const fitment = (shop: Shop, yearFrom: number, yearTo: number) =>
  graphql(
    shop,
    ADD_PRODUCT,
    {
      input: {
        name: "Walk pads",
        price: 10,
        minimumOrderQuantity: 1,
        fitments: [{ make: "Ford", model: "Focus", yearFrom, yearTo }],
      },
    },
    shop.admin.accessToken,
  );
const NO_FITMENT_FORM = "no storefront form and no legacy REST field edits fitments";

const review = (shop: Shop, part: { productId: string; fitConfirmed?: boolean }) =>
  graphql(
    shop,
    "mutation($input: ReviewInput!) { addReview(input: $input) { id } }",
    { input: { feedback: "Walk review", name: "Walker", ratings: 4, ...part } },
    shop.customer.accessToken,
  );
const LEGACY_REVIEW = "the legacy POST /reviews reviews the shop, never a part";

/** A checkout to the walk's valid address but for `field`, as the customer. */
const checkout = (shop: Shop, field: string, value: unknown) =>
  graphql(shop, CHECKOUT, { input: checkoutWith(field, value) }, shop.customer.accessToken);
const NO_LEGACY_ADDRESS = "no legacy REST path takes a postal address";

const FROM = "2026-03-05";
const TO = "2026-03-04";

/**
 * The rules that weigh a field against something else, each walked by CROSS_FIELD_MESSAGES' key, so a
 * rule added there fails the type check until it is walked here.
 */
export const CROSS_FIELD_WALKS: Record<keyof typeof CROSS_FIELD_MESSAGES, CrossFieldWalk> = {
  belowMinimumOrder: {
    message: CROSS_FIELD_MESSAGES.belowMinimumOrder(3),
    browser: () =>
      browserAnswer(
        placeOrderForm({ minimumOrderQuantity: 3, availableQuantity: 10 }),
        { Quantity: "2" },
        "Quantity",
      ),
    graphql: async (shop) => under("quantity")(await order(shop, shop.products.minimumThree, 2)),
    rest: async (shop) => under("quantity")(await legacyOrder(shop, shop.products.minimumThree, "2")),
  },
  onlyLeftInStock: {
    message: CROSS_FIELD_MESSAGES.onlyLeftInStock(10),
    browser: () =>
      browserAnswer(
        placeOrderForm({ minimumOrderQuantity: 1, availableQuantity: 10 }),
        { Quantity: "11" },
        "Quantity",
      ),
    graphql: async (shop) => aboutStock(await order(shop, shop.products.plain, 11)),
    rest: async (shop) => {
      const refusal = await legacyOrder(shop, shop.products.plain, "11");
      return refusal.status === 409 ? aboutStock(refusal) : JSON.stringify(refusal);
    },
  },
  outOfStock: {
    message: CROSS_FIELD_MESSAGES.outOfStock(),
    browser: "the form of a sold-out product cannot be sent: a status line says so instead",
    graphql: async (shop) => aboutStock(await order(shop, shop.products.soldOut, 1)),
    rest: async (shop) => {
      const refusal = await legacyOrder(shop, shop.products.soldOut, "1");
      return refusal.status === 409 ? aboutStock(refusal) : JSON.stringify(refusal);
    },
  },
  lastYearTooLate: {
    message: CROSS_FIELD_MESSAGES.lastYearTooLate(FITMENT_LAST_YEAR),
    browser: NO_FITMENT_FORM,
    graphql: async (shop) => under("fitments.0.yearTo")(await fitment(shop, 2010, FITMENT_LAST_YEAR + 1)),
    rest: NO_FITMENT_FORM,
  },
  yearsReversed: {
    message: CROSS_FIELD_MESSAGES.yearsReversed(),
    browser: NO_FITMENT_FORM,
    graphql: async (shop) => under("fitments.0.yearTo")(await fitment(shop, 2015, 2010)),
    rest: NO_FITMENT_FORM,
  },
  universalWithVehicles: {
    message: CROSS_FIELD_MESSAGES.universalWithVehicles(),
    browser: "the product form hides its vehicle rows and sends none while Universal is ticked",
    graphql: async (shop) =>
      under("universal")(
        await graphql(
          shop,
          ADD_PRODUCT,
          {
            input: {
              name: "Walk fluid",
              price: 10,
              minimumOrderQuantity: 1,
              universal: true,
              fitments: [{ make: "Ford", model: "Focus", yearFrom: 2010, yearTo: 2012 }],
            },
          },
          shop.admin.accessToken,
        ),
      ),
    rest: NO_FITMENT_FORM,
  },
  toNotAfterFrom: {
    message: CROSS_FIELD_MESSAGES.toNotAfterFrom(),
    browser: () => browserAnswer(BROWSER_FORMS.orderFilters, { From: FROM, To: TO }, "To"),
    // The days as the form sends them: From at the start of its day, To at the end of its own.
    graphql: async (shop) =>
      under("to")(
        await graphql(
          shop,
          "query($filter: OrderFilter) { orders(filter: $filter) { totalCount } }",
          { filter: toOrderFilter({ choice: "", email: "", lookup: "", from: FROM, to: TO }) },
          shop.admin.accessToken,
        ),
      ),
    rest: "the legacy GET /orders takes no filter",
  },
  noSuchPart: {
    message: CROSS_FIELD_MESSAGES.noSuchPart(),
    browser: "the part page's review form sends the id of the part it shows",
    graphql: async (shop) =>
      under("productId")(await review(shop, { productId: "0123456789abcdef01234567" })),
    rest: LEGACY_REVIEW,
  },
  postalCodeOfCountry: {
    message: CROSS_FIELD_MESSAGES.postalCodeOfCountry("United States", "94103"),
    browser: () => browserAnswer(BROWSER_FORMS.checkout, { "Postal code": "1234" }, "Postal code"),
    graphql: async (shop) => under("shippingAddress.postalCode")(await checkout(shop, "postalCode", "1234")),
    rest: NO_LEGACY_ADDRESS,
  },
  regionRequired: {
    message: CROSS_FIELD_MESSAGES.regionRequired("State", "United States"),
    browser: () => browserAnswer(BROWSER_FORMS.checkout, { State: "" }, "State"),
    graphql: async (shop) => under("shippingAddress.region")(await checkout(shop, "region", null)),
    rest: NO_LEGACY_ADDRESS,
  },
  noSuchRegion: {
    message: CROSS_FIELD_MESSAGES.noSuchRegion("State", "United States"),
    browser: () => browserAnswer(BROWSER_FORMS.checkout, { State: "Atlantis" }, "State"),
    graphql: async (shop) => under("shippingAddress.region")(await checkout(shop, "region", "Atlantis")),
    rest: NO_LEGACY_ADDRESS,
  },
  fitWithoutVehicle: {
    message: CROSS_FIELD_MESSAGES.fitWithoutVehicle(),
    browser: 'the part page\'s review form offers "It fit my …" only for the vehicle the part was bought for',
    // The walk's customer has bought nothing: no vehicle to say the part fitted.
    graphql: async (shop) =>
      under("fitConfirmed")(await review(shop, { productId: shop.products.plain, fitConfirmed: true })),
    rest: LEGACY_REVIEW,
  },
};
