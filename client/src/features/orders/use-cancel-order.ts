import { useMutation } from "@apollo/client/react";
import type { OrderCardFieldsFragment } from "../../../../generated/client/graphql";
import { withToasts } from "../../lib/with-toasts";
import { CancelOrderDocument } from "./api";

/**
 * Cancels an order and brings the cache up to date: the order leaves the buyer's list (which holds no
 * cancelled orders), its card elsewhere shows the new status (the mutation returns it), and the stock of
 * every product it held, which the server just raised, is read again wherever it is next shown.
 */
export function useCancelOrder(successMessage: string) {
  const [cancelOrder] = useMutation(CancelOrderDocument);
  return (order: Pick<OrderCardFieldsFragment, "id" | "lines">) =>
    withToasts(
      () =>
        cancelOrder({
          variables: { id: order.id },
          update(cache) {
            cache.modify({
              fields: {
                myOrders: (refs: readonly { __ref: string }[], { readField }) =>
                  refs.filter((ref) => readField("id", ref) !== order.id),
              },
            });
            for (const line of order.lines) {
              const product = cache.identify({ __typename: "Product", id: line.productId });
              if (product) cache.evict({ id: product, fieldName: "availableQuantity" });
            }
          },
        }),
      successMessage,
    );
}
