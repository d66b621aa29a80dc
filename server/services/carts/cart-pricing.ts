import type { CartLineDocument, ListedProduct, VehicleDocument } from "../../db/models";
import type { CartLineWarning } from "../../../generated/server/graphql";
import { lineCents, sumCents, toCents, toDollars } from "../common/money";
import type { FitmentState } from "../../../generated/shared/enums";
import { fitmentStateOf, type FittedProduct } from "../../db/vehicle-keys";
import { surelyFits } from "../../../shared/fitment";

/** A cart line as the shopper sees it: the product as it is now, and what changed or stands in the way. */
export interface PricedCartLine {
  product: ListedProduct;
  quantity: number;
  lineTotal: number;
  vehicle: VehicleDocument | null;
  fits: boolean | null;
  fitmentState: FitmentState | null;
  addedUnitPrice: number;
  warnings: CartLineWarning[];
}

export interface PricedCart {
  lines: PricedCartLine[];
  subtotal: number;
  itemCount: number;
}

/** What a part's fitments say of the vehicle a line was added for; nulls when the line has none. */
export function lineFitment(product: FittedProduct, vehicle: VehicleDocument | null) {
  const fitmentState = vehicle ? fitmentStateOf(product, vehicle) : null;
  return { fitmentState, fits: fitmentState && surelyFits(fitmentState) };
}

/**
 * Prices the lines at today's prices. Lines whose product is gone from the catalogue are left out: the
 * cart cannot sell them, and the next change to the cart drops them.
 */
export function priceCart(
  lines: CartLineDocument[],
  products: ReadonlyMap<string, ListedProduct>,
): PricedCart {
  const priced: PricedCartLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId.toHexString());
    if (!product) continue;
    const fitment = lineFitment(product, line.vehicle);
    priced.push({
      product,
      quantity: line.quantity,
      lineTotal: toDollars(lineCents(product.price, line.quantity)),
      vehicle: line.vehicle,
      ...fitment,
      addedUnitPrice: line.addedUnitPrice,
      warnings: warningsOf(line, product, fitment.fitmentState),
    });
  }
  return {
    lines: priced,
    subtotal: toDollars(sumCents(priced.map((line) => lineCents(line.product.price, line.quantity)))),
    itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
  };
}

function warningsOf(
  line: CartLineDocument,
  product: ListedProduct,
  fitment: FitmentState | null,
): CartLineWarning[] {
  const warnings: CartLineWarning[] = [];
  if (toCents(product.price) !== toCents(line.addedUnitPrice)) warnings.push("PRICE_CHANGED");
  if (product.availableQuantity === 0) warnings.push("OUT_OF_STOCK");
  else if (line.quantity > product.availableQuantity) warnings.push("NOT_ENOUGH_STOCK");
  if (line.quantity < product.minimumOrderQuantity) warnings.push("BELOW_MINIMUM");
  if (fitment === "DOES_NOT_FIT") warnings.push("DOES_NOT_FIT");
  return warnings;
}
