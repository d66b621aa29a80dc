import type { Locator, Page } from "playwright-core";
import { field } from "./page-reading";

/** A postal address as the checkout's fields are labelled, with the region under its country's label. */
export interface ShippingAddress {
  "Full name": string;
  "Street address": string;
  City: string;
  /** "State" in the US (the form's default country), "Province" in Canada, "Region (optional)" elsewhere. */
  region: { label: string; value: string };
  "Postal code": string;
  Phone: string;
}

/** An address in Illinois (no sales tax in the shop's default configuration). */
export const SPRINGFIELD: ShippingAddress = {
  "Full name": "Morgan Mechanic",
  "Street address": "12 Harbour Road",
  City: "Springfield",
  region: { label: "State", value: "IL" },
  "Postal code": "62701",
  Phone: "+1 217 555 0123",
};

/** Types `address` into the checkout's address fields (the country stays the default, United States). */
export async function fillShippingAddress(scope: Page | Locator, address: ShippingAddress): Promise<void> {
  const { region, ...fields } = address;
  for (const [label, value] of Object.entries(fields)) await field(scope, label).fill(value);
  await field(scope, region.label).fill(region.value);
}

/** A row of the checkout's or an order's summary (Subtotal, Shipping, Tax, Total): the amount beside it. */
export const chargeRow = (scope: Page | Locator, label: string) =>
  scope.getByLabel("Charges").getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]");

/** What the journeys' shop (its default SHIPPING_METHODS) charges to ship parts worth `partsCents`. */
export const SHIPPING_CENTS = {
  STANDARD: (partsCents: number) => (partsCents >= 10_000 ? 0 : 799),
  EXPRESS: () => 1999,
};
