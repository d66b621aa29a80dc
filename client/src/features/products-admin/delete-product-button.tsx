import type { Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import type { AdminProductFieldsFragment } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { withToasts } from "../../lib/with-toasts";
import { DeleteProductDocument } from "./api";

/** A cached `products` field: the edges point at normalised Product entries. */
interface ProductConnectionInCache {
  totalCount: number;
  edges: Array<{ node: Reference }>;
}

/** A row's Delete: asks the spec's 'Are you sure?', then takes the product out of the catalogue. */
export function DeleteProductButton({ product }: { product: AdminProductFieldsFragment }) {
  const [deleteProduct] = useMutation(DeleteProductDocument);

  const remove = () =>
    withToasts(
      () =>
        deleteProduct({
          variables: { id: product.id },
          // Gone from every cached list (home, catalogue, here) at once, without fetching them again.
          update(cache) {
            cache.modify({
              fields: {
                products(value, { readField }) {
                  const connection = value as ProductConnectionInCache;
                  const edges = connection.edges.filter((edge) => readField("id", edge.node) !== product.id);
                  if (edges.length === connection.edges.length) return connection;
                  return { ...connection, edges, totalCount: connection.totalCount - 1 };
                },
              },
            });
            cache.evict({ id: cache.identify({ __typename: "Product", id: product.id }) });
            cache.gc();
          },
        }),
      "Successfully deleted the Product!!!",
    );

  return (
    <ConfirmButton
      size="xs"
      variant="outline"
      colorPalette="red"
      aria-label={`Delete ${product.name}`}
      description={`${product.name} leaves the catalogue. Orders keep their copy of its name and price.`}
      onConfirm={remove}
    >
      Delete
    </ConfirmButton>
  );
}
