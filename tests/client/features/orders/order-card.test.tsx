// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { OrderCardFieldsFragment } from "../../../../generated/client/graphql";
import { OrderCard } from "../../../../client/src/features/orders/order-card";
import { renderUi } from "../../../support/render-ui";

const order: OrderCardFieldsFragment = {
  id: "665f1c2ab7d4e9a1c0f3b201",
  name: "Ceramic Brake Pads",
  productId: "665f1c2ab7d4e9a1c0f3b1aa",
  email: "dana@example.com",
  address: "1 Main St",
  phone: "555 0100",
  quantity: 3,
  unitPrice: 54.99,
  total: 164.97,
  status: "PLACED",
  createdAt: "2026-03-04T10:00:00.000Z",
};

describe("an order card", () => {
  it("shows the buyer their order with its price in dollars", () => {
    renderUi(<OrderCard order={order} onCancel={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Ceramic Brake Pads" })).toBeTruthy();
    expect(screen.getByText(order.id)).toBeTruthy();
    expect(screen.getByText("$54.99")).toBeTruthy();
    expect(screen.getByText("$164.97")).toBeTruthy();
    expect(screen.getByText("1 Main St")).toBeTruthy();
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
    expect(screen.getByText("dana@example.com")).toBeTruthy();
    expect(screen.getByText("555 0100")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });
});
