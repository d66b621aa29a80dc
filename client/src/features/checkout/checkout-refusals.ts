import { CombinedGraphQLErrors } from "@apollo/client";
import { lineShortOfStock } from "../../../../shared/field-rules/messages";

/** Why the shop refused a checkout in ways the page explains itself: its extensions, read per code. */
const extensionsOf = (error: unknown, code: string) =>
  CombinedGraphQLErrors.is(error)
    ? error.errors.find((e) => e.extensions?.code === code)?.extensions
    : undefined;

/** A cart line the stock could not cover when the checkout tried to reserve it. */
export interface Shortfall {
  productId: string;
  /** The product's name, as the shop sends it. */
  name: string;
  availableQuantity: number;
}

/**
 * The lines INSUFFICIENT_STOCK names (`extensions.lines`): the checkout took nothing, and these are why.
 * Empty for any other failure.
 */
export function stockShortfalls(error: unknown): Shortfall[] {
  const lines = extensionsOf(error, "INSUFFICIENT_STOCK")?.lines;
  return Array.isArray(lines) ? (lines as Shortfall[]) : [];
}

/** A shortfall in the buyer's words, with what is left to order. */
export const describeShortfall = ({ name, availableQuantity }: Shortfall) =>
  lineShortOfStock(name, availableQuantity);

/** The total now, when PRICE_CHANGED refused a checkout at the total the buyer saw (`extensions.total`). */
export function changedTotal(error: unknown): number | undefined {
  const total = extensionsOf(error, "PRICE_CHANGED")?.total;
  return typeof total === "number" ? total : undefined;
}
