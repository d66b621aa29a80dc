// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CartPage } from "../../../../client/src/features/cart/cart-page";
import type { SessionStatus } from "../../../../client/src/lib/auth-context";
import { readBrowserCart } from "../../../../client/src/features/cart/browser-cart";
import {
  addToCart as addToShopCart,
  COROLLA_2015,
  FITS_CIVIC_ONLY,
  FITS_COROLLA,
} from "../../../support/carts";
import { expectOk } from "../../../support/graphql-answers";
import { addProduct } from "../../../support/products";
import { LocationProbe, renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import { inShop } from "../../../support/in-shop";

const shop = useShopForPage();
/** The first answers of a freshly started shop can take longer than testing-library's 1 s default. */
const slow = { timeout: 10_000 };

const suffix = randomUUID().slice(0, 6).toUpperCase();
const corolla = COROLLA_2015;
let adminToken: string;
let pads: string;
let wiper: string;
let fluid: string;

beforeAll(async () => {
  adminToken = (await shop().signUp("admin")).accessToken;
  pads = await addProduct(shop().gql, adminToken, {
    name: `Brake Pads ${suffix}`,
    partNumber: `BP-${suffix}`,
    price: 19.99,
    minimumOrderQuantity: 2,
    availableQuantity: 50,
    fitments: FITS_COROLLA,
  });
  wiper = await addProduct(shop().gql, adminToken, {
    name: `Wiper Blade ${suffix}`,
    price: 9,
    fitments: FITS_CIVIC_ONLY,
  });
  fluid = await addProduct(shop().gql, adminToken, { name: `Brake Fluid ${suffix}`, price: 0.1 });
});

const updateProduct = (id: string, input: Record<string, unknown>) =>
  expectOk(
    shop().gql(
      "mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }",
      { id, input },
      adminToken,
    ),
  );

const addToCart = (token: string, productId: string, quantity: number, vehicle?: typeof corolla) =>
  addToShopCart(shop().gql, token, productId, quantity, vehicle);

const storedCart = async (token: string) =>
  (
    await expectOk(
      shop().gql<{ cart: { lines: Array<{ product: { id: string }; quantity: number }> } }>(
        "{ cart { lines { product { id } quantity } } }",
        {},
        token,
      ),
    )
  ).cart.lines.map((line) => [line.product.id, line.quantity]);

function renderCartPage(status: SessionStatus) {
  return renderUi(inShop(<CartPage />, { status }), {
    path: "/cart",
    routes: { "/checkout": <LocationProbe /> },
  });
}

const line = (name: RegExp) => within(screen.getByRole("article", { name }));
const summary = () => within(screen.getByRole("region", { name: "Order summary" }));
const subtotal = () => summary().getByText("Subtotal").nextElementSibling?.textContent;

describe("the cart page, against the real shop", () => {
  it("shows a customer's lines as they are today, warns of what changed, and adds them up", async () => {
    const customer = await shop().signUp("customer");
    await addToCart(customer.accessToken, pads, 2, corolla);
    await addToCart(customer.accessToken, wiper, 5, corolla);
    await addToCart(customer.accessToken, fluid, 3);
    // Since then the pads cost more and the wipers ran short.
    await updateProduct(pads, { price: 21.5 });
    await updateProduct(wiper, { availableQuantity: 4 });
    localStorage.setItem("accessToken", customer.accessToken);

    const { user } = renderCartPage("signedIn");
    expect(await screen.findByRole("heading", { level: 2, name: `Brake Pads ${suffix}` }, slow)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Your cart" })).toBeTruthy();
    expect(line(/Brake Pads/).getByText(`Part # BP-${suffix}`)).toBeTruthy();
    expect(line(/Brake Pads/).getByText("For 2015 Toyota Corolla")).toBeTruthy();
    expect(line(/Brake Pads/).getByText("✓ Fits")).toBeTruthy();
    expect(line(/Brake Pads/).getByText("Price changed from $19.99 to $21.50")).toBeTruthy();
    expect(line(/Brake Pads/).getByText("$43.00")).toBeTruthy();
    expect(line(/Wiper Blade/).getByText("Does not fit your 2015 Toyota Corolla")).toBeTruthy();
    expect(
      line(/Wiper Blade/).getByText("Not enough in stock: only 4 left, lower the quantity to check out"),
    ).toBeTruthy();
    expect(line(/Brake Fluid/).queryByText(/For /)).toBeNull();
    expect(summary().getByText("Items").nextElementSibling?.textContent).toBe("10");
    // 2 × 21.50 + 5 × 9 + 3 × 0.10, in cents
    expect(subtotal()).toBe("$88.30");
    expect((summary().getByRole("button", { name: "Checkout" }) as HTMLButtonElement).disabled).toBe(true);

    // Down to what is in stock: the warning goes, the checkout opens.
    const wiperQuantity = line(/Wiper Blade/).getByLabelText("Quantity");
    await user.clear(wiperQuantity);
    await user.type(wiperQuantity, "4{Enter}");
    await waitFor(() => expect(subtotal()).toBe("$79.30"), slow);
    expect(line(/Wiper Blade/).queryByText(/Not enough in stock/)).toBeNull();
    expect(summary().getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");

    // No step past the stock; more than the stock, typed, is refused in the shop's words.
    expect(
      (line(/Wiper Blade/).getByRole("button", { name: /One more/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.clear(line(/Brake Pads/).getByLabelText("Quantity"));
    await user.type(line(/Brake Pads/).getByLabelText("Quantity"), "51{Enter}");
    expect(await line(/Brake Pads/).findByText("Only 50 left in stock", {}, slow)).toBeTruthy();

    await user.click(line(/Brake Fluid/).getByRole("button", { name: `Remove Brake Fluid ${suffix}` }));
    await waitFor(() => expect(screen.queryByRole("article", { name: /Brake Fluid/ })).toBeNull(), slow);
    expect(subtotal()).toBe("$79.00");
    expect(await storedCart(customer.accessToken)).toEqual([
      [pads, 2],
      [wiper, 4],
    ]);
  });

  it("prices a visitor's browser-kept lines, changes them in the browser, and sends them to log in first", async () => {
    localStorage.setItem(
      "cart",
      JSON.stringify([
        { productId: pads, quantity: 2, vehicle: corolla },
        // A product no longer sold is left out.
        { productId: "0123456789abcdef01234567", quantity: 1, vehicle: null },
      ]),
    );
    const { user } = renderCartPage("signedOut");
    expect(await screen.findByRole("article", { name: `Brake Pads ${suffix}` }, slow)).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(line(/Brake Pads/).getByText("✓ Fits")).toBeTruthy();
    expect(subtotal()).toBe("$43.00");
    expect(
      summary().getByText("You will log in before you check out; your cart comes with you."),
    ).toBeTruthy();

    await user.click(line(/Brake Pads/).getByRole("button", { name: /One more/ }));
    await waitFor(() => expect(subtotal()).toBe("$64.50"), slow);
    expect(readBrowserCart()[0]).toEqual({ productId: pads, quantity: 3, vehicle: corolla });

    await user.click(summary().getByRole("link", { name: "Checkout" }));
    expect(screen.getByTestId("location").textContent).toBe("/checkout");
  });

  it("checks the lines added without a vehicle against the vehicle chosen since, a customer's and a visitor's", async () => {
    const customer = await shop().signUp("customer");
    await addToCart(customer.accessToken, pads, 2);
    await addToCart(customer.accessToken, wiper, 1);
    localStorage.setItem("accessToken", customer.accessToken);
    localStorage.setItem("chosenVehicle", JSON.stringify(corolla));
    const signedIn = renderCartPage("signedIn");
    await screen.findByRole("article", { name: /Brake Pads/ }, slow);
    expect(await line(/Brake Pads/).findByText("✓ Fits your 2015 Toyota Corolla", {}, slow)).toBeTruthy();
    expect(line(/Wiper Blade/).getByText("✗ Does not fit your 2015 Toyota Corolla")).toBeTruthy();
    signedIn.unmount();

    localStorage.removeItem("accessToken");
    localStorage.setItem("cart", JSON.stringify([{ productId: wiper, quantity: 1, vehicle: null }]));
    renderCartPage("signedOut");
    await screen.findByRole("article", { name: /Wiper Blade/ }, slow);
    expect(
      await line(/Wiper Blade/).findByText("✗ Does not fit your 2015 Toyota Corolla", {}, slow),
    ).toBeTruthy();
  });

  it("says when the cart is empty, and leads to the products", async () => {
    renderCartPage("signedOut");
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/products");
  });
});
