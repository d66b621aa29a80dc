// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderLinesList } from "../../../client/src/components/order-lines-list";
import { renderUi } from "../../support/render-ui";

const corolla = { make: "Toyota", model: "Corolla", year: 2015, submodel: null, engine: null };

describe("an order's lines", () => {
  it("shows each line's name, quantity, unit price, total, vehicle and fit, and the order's total", () => {
    renderUi(
      <OrderLinesList
        total={77.97}
        lines={[
          {
            productId: "a",
            name: "Brake Pads",
            quantity: 3,
            unitPrice: 19.99,
            total: 59.97,
            vehicle: corolla,
            fitmentState: "FITS" as const,
          },
          {
            productId: "b",
            name: "Wiper Blade",
            quantity: 2,
            unitPrice: 9,
            total: 18,
            vehicle: corolla,
            fitmentState: "DOES_NOT_FIT" as const,
          },
          {
            productId: "c",
            name: "Brake Fluid",
            quantity: 1,
            unitPrice: 0,
            total: 0,
            vehicle: null,
            fitmentState: null,
          },
        ]}
      />,
    );
    const lines = within(screen.getByRole("list", { name: "Order lines" })).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Brake PadsQuantity 3 × $19.99For 2015 Toyota Corolla✓ Fits$59.97",
      "Wiper BladeQuantity 2 × $9.00For 2015 Toyota Corolla✗ Does not fit$18.00",
      "Brake FluidQuantity 1 × $0.00$0.00",
    ]);
    expect(screen.getByText("Total").nextElementSibling?.textContent).toBe("$77.97");
  });
});
