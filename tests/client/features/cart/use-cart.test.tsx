// @vitest-environment jsdom
import { ApolloProvider } from "@apollo/client/react";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { SessionStatus } from "../../../../client/src/lib/auth-context";
import { createApolloClient } from "../../../../client/src/lib/apollo-client";
import { readBrowserCart } from "../../../../client/src/features/cart/browser-cart";
import { useCart, useCartActions } from "../../../../client/src/features/cart/use-cart";
import { sessionState, WithSession } from "../../../support/session";

const PADS = { id: "665f1c2e9b1e8a0012345678", minimumOrderQuantity: 2, availableQuantity: 5 };
const FILTER = { id: "665f1c2e9b1e8a0012345679", minimumOrderQuantity: 1, availableQuantity: 40 };
const corolla = { make: "Toyota", model: "Corolla", year: 2015 };

/** The hooks as a visitor's page has them; a visitor's changes stay in the browser and ask the shop nothing. */
function renderCart(status: SessionStatus = "signedOut") {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={createApolloClient()}>
      <WithSession session={sessionState(status)}>{children}</WithSession>
    </ApolloProvider>
  );
  return renderHook(() => ({ actions: useCartActions(), cart: useCart().cart }), { wrapper });
}

describe("a visitor's cart, kept in the browser", () => {
  it("is empty, without asking the shop, until something is added", () => {
    const { result } = renderCart();
    expect(result.current.cart).toEqual({ lines: [], subtotal: 0, itemCount: 0 });
  });

  it("adds a product's minimum order, with the chosen vehicle, and that many more to its line", async () => {
    const { result } = renderCart();
    expect(await result.current.actions.add(PADS)).toBeUndefined();
    localStorage.setItem("chosenVehicle", JSON.stringify(corolla));
    expect(await result.current.actions.add(FILTER)).toBeUndefined();
    expect(await result.current.actions.add(PADS)).toBeUndefined();
    expect(readBrowserCart()).toEqual([
      { productId: PADS.id, quantity: 4, vehicle: corolla },
      { productId: FILTER.id, quantity: 1, vehicle: corolla },
    ]);
  });

  it("refuses more than the stock and less than the minimum order in the shop's words", async () => {
    const { result } = renderCart();
    await result.current.actions.add(PADS);
    await result.current.actions.add(PADS);
    expect(await result.current.actions.add(PADS)).toBe("Only 5 left in stock");
    expect(await result.current.actions.setQuantity(PADS, 1)).toBe(
      "Quantity must be at least 2, the minimum order for this product",
    );
    expect(await result.current.actions.add({ ...FILTER, availableQuantity: 0 })).toBe(
      "This product is out of stock",
    );
    expect(readBrowserCart()).toEqual([{ productId: PADS.id, quantity: 4, vehicle: null }]);
  });

  it("sets a line's quantity, and takes the line out at 0", async () => {
    const { result } = renderCart();
    await act(async () => {
      await result.current.actions.add(PADS);
      await result.current.actions.add(FILTER);
    });
    expect(await result.current.actions.setQuantity(PADS, 5)).toBeUndefined();
    expect(readBrowserCart().map((line) => line.quantity)).toEqual([5, 1]);
    await result.current.actions.setQuantity(PADS, 0);
    expect(readBrowserCart().map((line) => line.productId)).toEqual([FILTER.id]);
  });

  it("keeps what is stored from another version or a hand edit out of the lines", () => {
    localStorage.setItem(
      "cart",
      JSON.stringify([
        { productId: PADS.id, quantity: 2, vehicle: { make: "Toyota" } },
        { productId: "not-an-id", quantity: 1 },
        { productId: FILTER.id, quantity: 0 },
        { productId: FILTER.id, quantity: 1.5 },
      ]),
    );
    expect(readBrowserCart()).toEqual([{ productId: PADS.id, quantity: 2, vehicle: null }]);
    localStorage.setItem("cart", "{oops");
    expect(readBrowserCart()).toEqual([]);
  });
});

describe("while a stored session is being confirmed", () => {
  it("knows no cart and takes no change, as it is not known whose cart it would be", () => {
    const { result } = renderCart("loading");
    expect(result.current.cart).toBeUndefined();
    expect(result.current.actions.ready).toBe(false);
  });
});
