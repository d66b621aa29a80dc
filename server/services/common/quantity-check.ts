import { orderQuantityProblem, type OrderableProduct } from "../../../shared/field-rules/order-quantity";
import { ShopError, ValidationError } from "../../shop-errors";

/**
 * A quantity the shopper asks of a product now, for an order or a cart line: below the product's minimum
 * is bad input under `quantity`; more than its stock is INSUFFICIENT_STOCK, with what is left to order.
 */
export function checkQuantity(product: OrderableProduct, quantity: number): void {
  const problem = orderQuantityProblem(quantity, product);
  if (problem?.kind === "belowMinimum") {
    throw new ValidationError([{ field: "quantity", message: problem.message }]);
  }
  if (problem?.kind === "stock") {
    throw new ShopError("INSUFFICIENT_STOCK", problem.message, {
      availableQuantity: product.availableQuantity,
    });
  }
}
