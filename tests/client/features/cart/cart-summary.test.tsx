// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartSummary } from "../../../../client/src/features/cart/cart-summary";
import type { CartLineView, CartView } from "../../../../client/src/features/cart/api";
import { cartLine } from "../../../support/carts";
import { renderUi } from "../../../support/render-ui";

const cart = (warnings: CartLineView["warnings"] = []): CartView => ({
  lines: [cartLine({ quantity: 2, lineTotal: 25.98, warnings })],
  subtotal: 25.98,
  itemCount: 2,
});

describe("the cart's summary", () => {
  it("gives the item count and the subtotal, and leads on to the checkout", () => {
    renderUi(<CartSummary cart={cart()} visitor={false} />);
    expect(screen.getByText("Items").nextElementSibling?.textContent).toBe("2");
    expect(screen.getByText("Subtotal").nextElementSibling?.textContent).toBe("$25.98");
    expect(screen.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
    expect(screen.queryByText(/log in/)).toBeNull();
  });

  it("tells a visitor they will log in first, and keep their cart", () => {
    renderUi(<CartSummary cart={cart()} visitor />);
    expect(screen.getByText("You will log in before you check out; your cart comes with you.")).toBeTruthy();
  });

  it.each([["OUT_OF_STOCK"], ["NOT_ENOUGH_STOCK"], ["BELOW_MINIMUM"]] as const)(
    "holds the checkout back while a line is %s, and says why",
    (warning) => {
      renderUi(<CartSummary cart={cart([warning])} visitor={false} />);
      expect(screen.queryByRole("link", { name: "Checkout" })).toBeNull();
      expect((screen.getByRole("button", { name: "Checkout" }) as HTMLButtonElement).disabled).toBe(true);
      expect(
        screen.getByText("Some lines cannot be ordered as they are: change or remove them to check out."),
      ).toBeTruthy();
    },
  );

  it.each([["PRICE_CHANGED"], ["DOES_NOT_FIT"]] as const)("lets a line that is %s be ordered", (warning) => {
    renderUi(<CartSummary cart={cart([warning])} visitor={false} />);
    expect(screen.getByRole("link", { name: "Checkout" })).toBeTruthy();
  });
});
