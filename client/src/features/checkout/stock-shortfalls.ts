import { CombinedGraphQLErrors } from "@apollo/client";
import { lineShortOfStock } from "../../../../shared/field-rules/messages";

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
  if (!CombinedGraphQLErrors.is(error)) return [];
  const lines = error.errors.find((e) => e.extensions?.code === "INSUFFICIENT_STOCK")?.extensions?.lines;
  return Array.isArray(lines) ? (lines as Shortfall[]) : [];
}

/** A shortfall in the buyer's words, with what is left to order. */
export const describeShortfall = ({ name, availableQuantity }: Shortfall) =>
  lineShortOfStock(name, availableQuantity);
