import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** Where the jsdom checkouts' orders go: an address in Illinois, by the checkout's labels (US by default). */
export const SHIP_TO = {
  "Full name": "Dana Driver",
  "Street address": "12 Harbour Road",
  City: "Springfield",
  State: "IL",
  "Postal code": "62701",
};

/** SHIP_TO as the shop writes it on one line (the order's `address`, a saved address's card). */
export const SHIP_TO_LINE = "Dana Driver, 12 Harbour Road, Springfield IL 62701, United States";

/** Types SHIP_TO into the checkout page's address fields. */
export async function typeShipTo(user: UserEvent): Promise<void> {
  for (const [label, typed] of Object.entries(SHIP_TO))
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), typed);
}
