import { CROSS_FIELD_MESSAGES } from "./messages";

/** What an order's quantity is weighed against: the product's own terms and its stock now. */
export interface OrderableProduct {
  minimumOrderQuantity: number;
  availableQuantity: number;
}

/**
 * A quantity the product cannot take: below its minimum order (bad input, named under the quantity), or
 * more than its stock (the stock's problem: the server answers it as INSUFFICIENT_STOCK, not as a field).
 * Undefined when the product takes it. The quantity has passed ORDER_FIELDS.quantity first.
 */
export function orderQuantityProblem(
  quantity: number,
  product: OrderableProduct,
): { kind: "belowMinimum" | "stock"; message: string } | undefined {
  const { minimumOrderQuantity: minimum, availableQuantity: available } = product;
  if (quantity < minimum)
    return { kind: "belowMinimum", message: CROSS_FIELD_MESSAGES.belowMinimumOrder(minimum) };
  if (quantity > available) {
    const message =
      available === 0 ? CROSS_FIELD_MESSAGES.outOfStock() : CROSS_FIELD_MESSAGES.onlyLeftInStock(available);
    return { kind: "stock", message };
  }
  return undefined;
}
