import { useMemo } from "react";
import { toVehicle, type Vehicle } from "../../lib/chosen-vehicle";
import { storedText } from "../../lib/stored-value";

/** A line of a visitor's cart, kept in their browser until they sign in (then merged into their account's). */
export interface BrowserCartLine {
  productId: string;
  quantity: number;
  /** The vehicle chosen when the line was added, which the line keeps; null when none was. */
  vehicle: Vehicle | null;
}

const stored = storedText("cart");

/** A product id as the shop writes them: the shop refuses a whole preview over one malformed line. */
const PRODUCT_ID = /^[0-9a-f]{24}$/i;

/** The lines as stored, leaving out anything that is not a line (an older format, a hand edit). */
function parse(raw: string | null): BrowserCartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((line: Partial<BrowserCartLine>) =>
      typeof line?.productId === "string" &&
      PRODUCT_ID.test(line.productId) &&
      Number.isInteger(line.quantity) &&
      line.quantity! > 0
        ? [{ productId: line.productId, quantity: line.quantity!, vehicle: toVehicle(line.vehicle) }]
        : [],
    );
  } catch {
    return [];
  }
}

/** The lines as an event handler sees them now. */
export const readBrowserCart = (): BrowserCartLine[] => parse(stored.read());

export function writeBrowserCart(lines: BrowserCartLine[]): void {
  stored.write(lines.length ? JSON.stringify(lines) : null);
}

/**
 * The visitor's lines, re-read whenever they change (here or in another tab); null while they cannot be
 * known: on the server and while the browser takes over the server's page.
 */
export function useBrowserCart(): BrowserCartLine[] | null {
  const raw = stored.useText(undefined);
  // Keyed on the stored text, so unchanged lines keep their identity (and the preview its variables).
  return useMemo(() => (raw === undefined ? null : parse(raw)), [raw]);
}

/** The lines as the shop's cart inputs name them (the stored form may carry more one day). */
export const cartLineInputs = (lines: BrowserCartLine[]) =>
  lines.map(({ productId, quantity, vehicle }) => ({ productId, quantity, vehicle }));

/** Adds to the product's line, or adds a line; a vehicle given replaces the line's, as the shop's cart does. */
export function addToBrowserCart(productId: string, quantity: number, vehicle: Vehicle | null): void {
  const lines = readBrowserCart();
  const line = lines.find((l) => l.productId === productId);
  writeBrowserCart(
    line
      ? lines.map((l) =>
          l === line ? { ...l, quantity: l.quantity + quantity, vehicle: vehicle ?? l.vehicle } : l,
        )
      : [...lines, { productId, quantity, vehicle }],
  );
}

/** Sets the quantity of the product's line; 0 removes the line. */
export function setBrowserCartQuantity(productId: string, quantity: number): void {
  const lines = readBrowserCart();
  writeBrowserCart(
    quantity > 0
      ? lines.map((l) => (l.productId === productId ? { ...l, quantity } : l))
      : lines.filter((l) => l.productId !== productId),
  );
}
