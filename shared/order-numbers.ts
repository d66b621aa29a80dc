/** The number a person reads out for an order ("VP-10234"); the order's id stays the API's. */
export const orderNumberText = (value: number) => `VP-${value}`;

/** The digits of an order number as a person types it ("vp-10234", "VP 10234", "10234"), if it is one. */
const TYPED_ORDER_NUMBER = /^(?:vp[-\s]?)?0*(\d{1,15})$/i;

/**
 * An order number as a person types it in its stored form ("VP-10234"), or undefined for text that is no
 * order number. The server looks orders up by it; Manage Orders' one box sends what reads as a number as
 * the number, and anything else as the buyer's name.
 */
export function typedOrderNumber(typed: string): string | undefined {
  const digits = TYPED_ORDER_NUMBER.exec(typed.trim())?.[1];
  return digits ? orderNumberText(Number(digits)) : undefined;
}
