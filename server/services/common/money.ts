/**
 * Money is added up in whole cents: dollars as the API shows them (19.99) are binary fractions, and
 * adding those drifts (0.1 + 0.2 is 0.30000000000000004). Prices are stored in dollars with at most two
 * decimals, so each is turned into cents once, every sum is of integers, and the result goes back to
 * dollars once.
 */
export type Cents = number & { readonly __unit: "cents" };

export const toCents = (dollars: number): Cents => Math.round(dollars * 100) as Cents;

export const toDollars = (cents: Cents): number => cents / 100;

/** The price of `quantity` items at `unitPrice` dollars each. */
export const lineCents = (unitPrice: number, quantity: number): Cents =>
  (toCents(unitPrice) * quantity) as Cents;

export const sumCents = (amounts: Iterable<Cents>): Cents => {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Cents;
};
