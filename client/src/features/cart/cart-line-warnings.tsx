import { List } from "@chakra-ui/react";
import type { CartLineWarning } from "../../../../generated/client/graphql";
import { describeVehicle } from "../../lib/chosen-vehicle";
import { formatPrice } from "../../../../shared/format-price";
import type { CartLineView } from "./api";
import { BLOCKING_WARNINGS } from "./use-cart";

/** What each warning means for this line, in the shopper's words, with the figures they need to act. */
const WORDS: Record<CartLineWarning, (line: CartLineView) => string> = {
  PRICE_CHANGED: ({ addedUnitPrice, product }) =>
    `Price changed from ${formatPrice(addedUnitPrice)} to ${formatPrice(product.price)}`,
  OUT_OF_STOCK: () => "Out of stock: remove it to check out",
  NOT_ENOUGH_STOCK: ({ product }) =>
    `Not enough in stock: only ${product.availableQuantity} left, lower the quantity to check out`,
  BELOW_MINIMUM: ({ product }) =>
    `Below the minimum order of ${product.minimumOrderQuantity}: raise the quantity to check out`,
  DOES_NOT_FIT: ({ vehicle }) => `Does not fit your ${vehicle ? describeVehicle(vehicle) : "vehicle"}`,
};

/** The line's warnings, one sentence each; nothing when it has none. */
export function CartLineWarnings({ line }: { line: CartLineView }) {
  if (!line.warnings.length) return null;
  return (
    <List.Root gap="1" ps="4" fontSize="sm" fontWeight="medium">
      {line.warnings.map((warning) => (
        // What stands in the way of the checkout in red; what only changed (price, fit) in orange.
        <List.Item key={warning} color={BLOCKING_WARNINGS.has(warning) ? "red.700" : "orange.800"}>
          {WORDS[warning](line)}
        </List.Item>
      ))}
    </List.Root>
  );
}
