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

/** The shop's methods quoted for $25.98 of parts, no destination yet: Standard $7.99 (free from $100), Express $19.99. */
const quote = (partsCents: number, standardCents = 799) => ({
  taxPercent: null,
  methods: [
    {
      method: { code: "STANDARD", name: "Standard", priceCents: 799, freeOverCents: 10_000 },
      shippingCents: standardCents,
      taxCents: null,
      totalCents: partsCents + standardCents,
      arrivesFrom: "2026-12-01T10:00:00.000Z",
      arrivesBy: "2026-12-03T10:00:00.000Z",
    },
    {
      method: { code: "EXPRESS", name: "Express", priceCents: 1999, freeOverCents: null },
      shippingCents: 1999,
      taxCents: null,
      totalCents: partsCents + 1999,
      arrivesFrom: "2026-11-30T10:00:00.000Z",
      arrivesBy: "2026-12-01T10:00:00.000Z",
    },
  ],
});

describe("the cart's summary", () => {
  it("estimates the total with the cheapest shipping, says what more ships free, and leaves the tax to the checkout", () => {
    renderUi(<CartSummary cart={cart()} visitor={false} quote={quote(2598)} />);
    expect(screen.getByText("Shipping").nextElementSibling?.textContent).toBe("From $7.99");
    expect(screen.getByText("Estimated total").nextElementSibling?.textContent).toBe("$33.97");
    expect(screen.getByText("Add $74.02 more for free Standard shipping")).toBeTruthy();
    expect(screen.getByText("Tax calculated at checkout")).toBeTruthy();
  });

  it("says shipping is free once the parts reach the threshold", () => {
    renderUi(<CartSummary cart={{ ...cart(), subtotal: 120 }} visitor={false} quote={quote(12_000, 0)} />);
    expect(screen.getByText("Shipping").nextElementSibling?.textContent).toBe("Free");
    expect(screen.getByText("Estimated total").nextElementSibling?.textContent).toBe("$120.00");
    expect(screen.queryByText(/more for free/)).toBeNull();
  });

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
