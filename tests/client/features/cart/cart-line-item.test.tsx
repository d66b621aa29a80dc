// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CartLineItem } from "../../../../client/src/features/cart/cart-line-item";
import type { CartLineView } from "../../../../client/src/features/cart/api";
import type { Vehicle } from "../../../../client/src/lib/chosen-vehicle";
import { cartLine, COROLLA_2015 } from "../../../support/carts";
import { renderUi } from "../../../support/render-ui";

const line = cartLine({ addedUnitPrice: 10 });
// As the cart answers it: a vehicle chosen from the selects names no submodel or engine.
const corolla = { ...COROLLA_2015, submodel: null, engine: null };

function renderLine(
  overrides: Partial<CartLineView> = {},
  onQuantity = vi.fn(async (_quantity: number): Promise<string | undefined> => undefined),
  chosenVehicle: Vehicle | null = null,
) {
  const onRemove = vi.fn();
  const result = renderUi(
    <CartLineItem
      line={{ ...line, ...overrides }}
      chosenVehicle={chosenVehicle}
      onQuantity={onQuantity}
      onRemove={onRemove}
    />,
  );
  return { ...result, onQuantity, onRemove };
}

const quantityField = () => screen.getByLabelText("Quantity") as HTMLInputElement;

describe("a line of the cart", () => {
  it("shows the part, its terms today, the quantity and what the line costs", () => {
    renderLine();
    const name = screen.getByRole("link", { name: "Ceramic Brake Pads" });
    expect(name.getAttribute("href")).toBe(`/products/${line.product.id}`);
    expect(screen.getByRole("article", { name: "Ceramic Brake Pads" })).toBeTruthy();
    expect(screen.getByText("Part # BP-1210-CF")).toBeTruthy();
    expect(screen.getByText(/\$12\.99 each · Minimum order 2/)).toBeTruthy();
    expect(screen.getByText("In stock: 6 available")).toBeTruthy();
    expect(screen.getByText("$51.96")).toBeTruthy();
    expect(quantityField().value).toBe("4");
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("names the vehicle the line was added for, and what the part's fitment says of it", () => {
    const words = {
      FITS: "✓ Fits",
      FITS_SOME: "Check fitment",
      UNIVERSAL: "Universal",
      NOT_CONFIRMED: "Fitment not confirmed",
    } as const;
    for (const [fitmentState, said] of Object.entries(words)) {
      const { unmount } = renderLine({ vehicle: corolla, fitmentState: fitmentState as keyof typeof words });
      expect(screen.getByText("For 2015 Toyota Corolla")).toBeTruthy();
      expect(screen.getByText(said)).toBeTruthy();
      unmount();
    }
  });

  it("checks a line added without a vehicle against the vehicle chosen now", () => {
    const civic = { make: "Honda", model: "Civic", year: 2018 };
    const { unmount } = renderLine(
      { product: { ...line.product, fitmentState: "DOES_NOT_FIT" as const } },
      undefined,
      civic,
    );
    expect(screen.getByText("✗ Does not fit your 2018 Honda Civic")).toBeTruthy();
    // The line was not added for it, and says so by naming no vehicle of its own.
    expect(screen.queryByText(/^For /)).toBeNull();
    unmount();

    renderLine({ product: { ...line.product, fitmentState: "FITS" as const } }, undefined, civic);
    expect(screen.getByText("✓ Fits your 2018 Honda Civic")).toBeTruthy();
  });

  it("keeps to the vehicle a line was added for, whatever vehicle is chosen now", () => {
    renderLine(
      {
        vehicle: corolla,
        fitmentState: "FITS" as const,
        product: { ...line.product, fitmentState: "DOES_NOT_FIT" as const },
      },
      undefined,
      {
        make: "Honda",
        model: "Civic",
        year: 2018,
      },
    );
    expect(screen.getByText("For 2015 Toyota Corolla")).toBeTruthy();
    expect(screen.queryByText(/Civic/)).toBeNull();
  });

  it("warns, with the figures, of a changed price, short stock, a quantity below the minimum and a misfit", () => {
    renderLine({
      vehicle: corolla,
      fitmentState: "DOES_NOT_FIT" as const,
      warnings: ["PRICE_CHANGED", "NOT_ENOUGH_STOCK", "BELOW_MINIMUM", "DOES_NOT_FIT"],
    });
    const warnings = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(warnings).toEqual([
      "Price changed from $10.00 to $12.99",
      "Not enough in stock: only 6 left, lower the quantity to check out",
      "Below the minimum order of 2: raise the quantity to check out",
      "Does not fit your 2015 Toyota Corolla",
    ]);
    // The misfit is said once, as a warning, not again beside the vehicle.
    expect(screen.queryByText("✗ Does not fit")).toBeNull();
  });

  it("says a sold-out part is out of stock", () => {
    renderLine({ warnings: ["OUT_OF_STOCK"], product: { ...line.product, availableQuantity: 0 } });
    expect(screen.getByText("Out of stock")).toBeTruthy();
    expect(screen.getByText("Out of stock: remove it to check out")).toBeTruthy();
  });

  it("steps the quantity by one, stopping at the minimum order and at the stock", async () => {
    const { user, onQuantity, unmount } = renderLine();
    await user.click(screen.getByRole("button", { name: "One more Ceramic Brake Pads" }));
    await user.click(screen.getByRole("button", { name: "One less Ceramic Brake Pads" }));
    expect(onQuantity.mock.calls).toEqual([[5], [3]]);
    unmount();

    const atMinimum = renderLine({ quantity: 2 });
    expect((screen.getByRole("button", { name: /One less/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: /One more/ }) as HTMLButtonElement).disabled).toBe(false);
    atMinimum.unmount();
    renderLine({ quantity: 6 });
    expect((screen.getByRole("button", { name: /One more/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sets a typed quantity on Enter, and says under the field why the cart refused it", async () => {
    const onQuantity = vi.fn(async (quantity: number) => (quantity > 6 ? "Only 6 left in stock" : undefined));
    const { user } = renderLine({}, onQuantity);
    await user.clear(quantityField());
    await user.type(quantityField(), "9{Enter}");
    expect(await screen.findByText("Only 6 left in stock")).toBeTruthy();
    // Leaving the field confirms nothing new: the refused 9 is not asked for twice.
    await user.tab();
    expect(onQuantity.mock.calls).toEqual([[9]]);
  });

  it("refuses a quantity that is no whole number with the shop's own words, asking nothing", async () => {
    const { user, onQuantity } = renderLine();
    await user.clear(quantityField());
    await user.type(quantityField(), "2.5{Enter}");
    expect(await screen.findByText("Quantity must be a whole number")).toBeTruthy();
    await user.clear(quantityField());
    await user.tab();
    expect(await screen.findByText("Quantity is Required")).toBeTruthy();
    expect(onQuantity).not.toHaveBeenCalled();
  });

  it("removes the line", async () => {
    const { user, onRemove } = renderLine();
    await user.click(screen.getByRole("button", { name: "Remove Ceramic Brake Pads" }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
