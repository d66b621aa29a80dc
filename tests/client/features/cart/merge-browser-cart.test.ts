// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import { createApolloClient } from "../../../../client/src/lib/apollo-client";
import { readBrowserCart, writeBrowserCart } from "../../../../client/src/features/cart/browser-cart";
import { CartDocument } from "../../../../client/src/features/cart/api";
import { fitVariables } from "../../../../client/src/lib/chosen-vehicle";
import { mergeBrowserCart } from "../../../../client/src/features/cart/merge-browser-cart";
import { addToCart, COROLLA_2015 } from "../../../support/carts";
import { expectOk } from "../../../support/graphql-answers";
import { addProduct } from "../../../support/products";
import { useShopForPage } from "../../../support/shop-for-page";

const shop = useShopForPage();
const corolla = COROLLA_2015;
let pads: string;
let filter: string;

beforeAll(async () => {
  const admin = await shop().signUp("admin");
  pads = await addProduct(shop().gql, admin.accessToken, { minimumOrderQuantity: 2, universal: true });
  filter = await addProduct(shop().gql, admin.accessToken);
});

const cartLines = (token: string) =>
  expectOk(
    shop().gql<{ cart: { lines: Array<{ product: { id: string }; quantity: number; vehicle: unknown }> } }>(
      "{ cart { lines { product { id } quantity vehicle { make model year } } } }",
      {},
      token,
    ),
  ).then(({ cart }) => cart.lines.map((line) => [line.product.id, line.quantity, line.vehicle]));

/** A customer signing in on this browser, their account's cart already holding 2 pads. */
async function signingIn() {
  const customer = await shop().signUp("customer");
  await addToCart(shop().gql, customer.accessToken, pads, 2);
  localStorage.setItem("accessToken", customer.accessToken);
  return customer;
}

describe("a visitor's cart on signing in, against the real shop", () => {
  it("joins the account's cart once, leaves the browser, and is the cart the page then shows", async () => {
    const customer = await signingIn();
    localStorage.setItem("chosenVehicle", JSON.stringify(corolla));
    writeBrowserCart([
      { productId: pads, quantity: 3, vehicle: corolla },
      { productId: filter, quantity: 1, vehicle: null },
    ]);
    const client = createApolloClient();
    await mergeBrowserCart(client);

    expect(await cartLines(customer.accessToken)).toEqual([
      [pads, 5, corolla],
      [filter, 1, null],
    ]);
    expect(readBrowserCart()).toEqual([]);
    // Read from the cache, asking nothing: the merged cart is there for the page, each product saying
    // what its fitment says of the vehicle chosen (the filter has no fitment data yet).
    const cached = client.readQuery({ query: CartDocument, variables: fitVariables(corolla) });
    expect(cached?.cart.itemCount).toBe(6);
    expect(cached?.cart.lines.map((line) => line.product.fitmentState)).toEqual([
      "UNIVERSAL",
      "NOT_CONFIRMED",
    ]);

    // Nothing left to send the second time.
    await mergeBrowserCart(client);
    expect(await cartLines(customer.accessToken)).toEqual([
      [pads, 5, corolla],
      [filter, 1, null],
    ]);
  });

  it("keeps the lines for the next sign-in when the shop cannot be reached", async () => {
    const customer = await signingIn();
    const lines = [{ productId: filter, quantity: 4, vehicle: null }];
    writeBrowserCart(lines);
    const reachable = globalThis.fetch;
    globalThis.fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    try {
      await mergeBrowserCart(createApolloClient());
    } finally {
      globalThis.fetch = reachable;
    }
    expect(readBrowserCart()).toEqual(lines);
    expect(await cartLines(customer.accessToken)).toEqual([[pads, 2, null]]);
  });
});
