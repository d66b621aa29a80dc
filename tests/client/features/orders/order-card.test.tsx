// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { OrderCardFieldsFragment } from "../../../../generated/client/graphql";
import { OrderCard } from "../../../../client/src/features/orders/order-card";
import { renderUi } from "../../../support/render-ui";

const order: OrderCardFieldsFragment = {
  number: "VP-10042",
  id: "665f1c2ab7d4e9a1c0f3b201",
  name: "Ceramic Brake Pads and 1 more",
  productId: "665f1c2ab7d4e9a1c0f3b1aa",
  email: "dana@example.com",
  buyerName: "Dana Driver",
  address: "1 Main St",
  phone: "555 0100",
  quantity: 4,
  unitPrice: 54.99,
  total: 254.96,
  status: "PLACED",
  createdAt: "2026-03-04T10:00:00.000Z",
  lines: [
    {
      productId: "665f1c2ab7d4e9a1c0f3b1aa",
      name: "Ceramic Brake Pads",
      unitPrice: 54.99,
      quantity: 3,
      total: 164.97,
      vehicle: { make: "Toyota", model: "Corolla", year: 2015, submodel: null, engine: null },
      fitmentState: "FITS" as const,
    },
    {
      productId: "665f1c2ab7d4e9a1c0f3b1ab",
      name: "Drilled Rotor",
      unitPrice: 89.99,
      quantity: 1,
      total: 89.99,
      vehicle: { make: "Toyota", model: "Corolla", year: 2015, submodel: null, engine: null },
      fitmentState: "DOES_NOT_FIT" as const,
    },
  ],
  shipment: null,
  history: [{ status: "PLACED", at: "2026-03-04T10:00:00.000Z" }],
};

const shipped: OrderCardFieldsFragment = {
  ...order,
  status: "SHIPPED",
  shipment: { carrier: "UPS", trackingNumber: "1Z999AA10123456784", shippedAt: "2026-03-05T09:30:00.000Z" },
  history: [...order.history, { status: "SHIPPED", at: "2026-03-05T09:30:00.000Z" }],
};

describe("an order card", () => {
  it("shows the buyer each line, its vehicle and fit, the total and the status", () => {
    renderUi(<OrderCard order={order} onCancel={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Ceramic Brake Pads and 1 more" })).toBeTruthy();
    expect(screen.getByText(order.id)).toBeTruthy();
    expect(screen.getByText("Placed", { selector: "span" })).toBeTruthy();
    const lines = within(screen.getByRole("list", { name: "Order lines" })).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Ceramic Brake PadsQuantity 3 × $54.99For 2015 Toyota Corolla✓ Fits$164.97",
      "Drilled RotorQuantity 1 × $89.99For 2015 Toyota Corolla✗ Does not fit$89.99",
    ]);
    expect(screen.getByText("$254.96")).toBeTruthy();
    expect(screen.getByText("1 Main St")).toBeTruthy();
  });

  it("shows a shipped order's carrier and tracking number, and no Delete once it has shipped", () => {
    renderUi(<OrderCard order={shipped} onCancel={vi.fn()} />);
    expect(screen.getByText("UPS")).toBeTruthy();
    expect(screen.getByText("1Z999AA10123456784")).toBeTruthy();
    expect(screen.getByText("Shipped: it can no longer be cancelled.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    const history = screen.getByRole("list", { name: "Status history" });
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.replace("→", "").trim().split(" ")[0]),
    ).toEqual(["Placed", "Shipped"]);
  });

  it("asks 'Are you sure?' before deleting, and deletes only once confirmed", async () => {
    const onCancel = vi.fn(async () => {});
    const { user } = renderUi(<OrderCard order={order} onCancel={onCancel} />);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Are you sure?")).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Yes, delete" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("shows an admin the buyer and the status, and offers no cancel once cancelled", () => {
    renderUi(<OrderCard order={{ ...order, status: "CANCELLED" }} forAdmin onCancel={vi.fn()} />);
    expect(screen.getByText("Cancelled")).toBeTruthy();
    expect(screen.getByText(order.productId)).toBeTruthy();
    expect(screen.getByText("Dana Driver")).toBeTruthy();
    expect(screen.getByText("dana@example.com")).toBeTruthy();
    expect(screen.getByText("555 0100")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });
});
