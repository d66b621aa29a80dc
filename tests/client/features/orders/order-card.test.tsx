// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { momentText } from "../../../../client/src/components/moment";
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
  paymentMethod: "PAY_ON_DELIVERY",
  totalCents: 25496,
  amountDueCents: 25496,
  paymentDueBy: null,
  payments: [],
  refunds: [],
  refundDueCents: 0,
  returns: [],
  returnableUntil: null,
  // Placed with a one-line address (a legacy form): charged its parts only.
  shipTo: null,
  shipping: null,
  subtotalCents: 25496,
  taxCents: 0,
  taxPercent: 0,
};

/** The same parts shipped Standard to a postal address in Illinois, at 6.25% tax. */
const shippedTo: OrderCardFieldsFragment = {
  ...order,
  address: "Dana Driver, 1 Main St, Springfield IL 62701, United States",
  shipTo: {
    name: "Dana Driver",
    street: "1 Main St",
    city: "Springfield",
    postalCode: "62701",
    region: "IL",
    countryName: "United States",
  },
  shipping: {
    name: "Standard",
    priceCents: 0,
    arrivesFrom: "2026-03-09T10:00:00.000Z",
    arrivesBy: "2026-03-11T10:00:00.000Z",
  },
  taxCents: 1594,
  taxPercent: 6.25,
  totalCents: 27090,
  total: 270.9,
};

/** The shop's ways to pay, as paymentOptions words them. */
const PAYMENT_OPTIONS = [
  { method: "PAY_ON_DELIVERY" as const, label: "Pay on delivery", description: "Pay the courier." },
  {
    method: "BANK_TRANSFER" as const,
    label: "Bank transfer",
    description: "Transfer the total to Test Bank, account 0000, with your order number as the reference.",
  },
  { method: "CARD" as const, label: "Card", description: "Pay now by card, through Stripe." },
];

/** An order by bank transfer, waiting for the money until 11 March. */
const awaitingTransfer: OrderCardFieldsFragment = {
  ...order,
  status: "AWAITING_PAYMENT",
  paymentMethod: "BANK_TRANSFER",
  paymentDueBy: "2026-03-11T10:00:00.000Z",
  history: [{ status: "AWAITING_PAYMENT", at: "2026-03-04T10:00:00.000Z" }],
};

/** The same order once the transfer came in. */
const paid: OrderCardFieldsFragment = {
  ...awaitingTransfer,
  status: "PAID",
  amountDueCents: 0,
  paymentDueBy: null,
  payments: [
    { method: "BANK_TRANSFER", amountCents: 25496, reference: "TRX-7781", at: "2026-03-06T09:00:00.000Z" },
  ],
  history: [...awaitingTransfer.history, { status: "PAID", at: "2026-03-06T09:00:00.000Z" }],
};

/** A labelled fact of the card: the words beside its label. */
const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

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
    expect(screen.getByText("Total").nextElementSibling?.textContent).toBe("$254.96");
    expect(screen.getByText("1 Main St")).toBeTruthy();
  });

  it("shows where an order with a postal address goes, how it ships, and its subtotal, shipping, tax and total", () => {
    renderUi(<OrderCard order={shippedTo} />);
    expect(
      [...screen.getByText("Ship to").nextElementSibling!.querySelectorAll("span")].map(
        (line) => line.textContent,
      ),
    ).toEqual(["Dana Driver", "1 Main St", "Springfield IL 62701", "United States"]);
    expect(fact("Shipping method")).toBe("Standard · Arrives Mon, Mar 9 – Wed, Mar 11");
    const charges = within(screen.getByLabelText("Charges"));
    const row = (label: string) => charges.getByText(label).nextElementSibling?.textContent;
    expect([row("Subtotal"), row("Shipping"), row("Tax (6.25%)"), row("Total")]).toEqual([
      "$254.96",
      "Free",
      "$15.94",
      "$270.90",
    ]);
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

  it("shows how an order is paid and what is still due", () => {
    renderUi(<OrderCard order={order} onCancel={vi.fn()} paymentOptions={PAYMENT_OPTIONS} />);
    expect(fact("Payment method")).toBe("Pay on delivery");
    expect(fact("Still due")).toBe("$254.96");
    expect(screen.queryByText(/^Pay by/)).toBeNull();
  });

  it("tells the buyer of an order awaiting a bank transfer by when to pay and into which account, and offers Delete", () => {
    renderUi(<OrderCard order={awaitingTransfer} onCancel={vi.fn()} paymentOptions={PAYMENT_OPTIONS} />);
    expect(screen.getByText("Awaiting payment", { selector: "span" })).toBeTruthy();
    expect(fact("Payment method")).toBe("Bank transfer");
    expect(screen.getByText(/^Pay by/).textContent).toBe(
      `Pay by ${momentText(awaitingTransfer.paymentDueBy!)}`,
    );
    expect(screen.getByText(PAYMENT_OPTIONS[1]!.description)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("links the buyer of an order awaiting a card payment to the page where it is paid", () => {
    const byCard = { ...awaitingTransfer, paymentMethod: "CARD" as const };
    renderUi(<OrderCard order={byCard} onCancel={vi.fn()} paymentOptions={PAYMENT_OPTIONS} />);
    expect(screen.getByRole("link", { name: "Pay by card" }).getAttribute("href")).toBe(
      `/orders/${order.id}/placed`,
    );
  });

  it("lists the payments received, says nothing is due once paid, and still offers Delete until it ships", () => {
    renderUi(<OrderCard order={paid} onCancel={vi.fn()} paymentOptions={PAYMENT_OPTIONS} />);
    expect(screen.getByText("Paid", { selector: "span" })).toBeTruthy();
    expect(fact("Received")).toBe("$254.96");
    expect(fact("Still due")).toBe("Nothing: paid in full");
    const received = within(screen.getByRole("list", { name: "Payments received" })).getAllByRole("listitem");
    expect(received.map((item) => item.textContent)).toEqual([
      `$254.96 on ${momentText(paid.payments[0]!.at)}, reference TRX-7781`,
    ]);
    expect(screen.queryByText(/^Pay by/)).toBeNull();
    expect(screen.queryByText(/it can no longer be cancelled/)).toBeNull();
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("shows a cancelled paid order's refunds and what is still owed back, and the order's returns", () => {
    const cancelled: OrderCardFieldsFragment = {
      ...paid,
      status: "CANCELLED",
      refunds: [
        { method: "BANK_TRANSFER", amountCents: 10000, reference: "RF-1", at: "2026-03-07T09:00:00.000Z" },
      ],
      refundDueCents: 15496,
      returns: [{ id: "r1", number: "VP-10042-R1", status: "REQUESTED", amountCents: 8999 }],
    };
    renderUi(<OrderCard order={cancelled} forAdmin paymentOptions={PAYMENT_OPTIONS} />);
    expect(fact("Refunded")).toBe("$100.00");
    expect(fact("Owed back")).toBe("$154.96");
    const refunds = within(screen.getByRole("list", { name: "Refunds" })).getAllByRole("listitem");
    expect(refunds.map((item) => item.textContent)).toEqual([
      `$100.00 on ${momentText(cancelled.refunds[0]!.at)}, reference RF-1`,
    ]);
    const returns = within(screen.getByRole("list", { name: "Returns" })).getAllByRole("listitem");
    expect(returns.map((item) => item.textContent)).toEqual(["VP-10042-R1: Requested, $89.99"]);
  });

  it("names a method the shop no longer offers by its own name", () => {
    renderUi(<OrderCard order={{ ...paid, paymentMethod: "CARD" }} forAdmin paymentOptions={[]} />);
    expect(fact("Payment method")).toBe("Card");
  });
});
