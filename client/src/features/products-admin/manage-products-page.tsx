import { Button, Center, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Reference } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { toast } from "../../lib/toast";
import type { AdminProductFieldsFragment } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { errorMessage } from "../../lib/graphql-errors";
import { AdminProductCard } from "./admin-product-card";
import { MAX_PAGE_SIZE } from "../../../../shared/page-sizes";
import { AdminProductsDocument, DeleteProductDocument, UpdateProductDocument } from "./api";
import { EditPriceStockDialog, type PriceStockChange } from "./edit-price-stock-dialog";
import { useSaveFailure } from "../../lib/server-field-errors";
import { ScreenHeading } from "../../components/screen-heading";

/** A cached `products` field: the edges point at normalised Product entries. */
interface ProductConnectionInCache {
  totalCount: number;
  edges: Array<{ node: Reference }>;
}

/** A product card with its own Edit and Delete, each with its own busy state and field errors. */
function ManagedProductCard({ product }: { product: AdminProductFieldsFragment }) {
  const [updateProduct, { loading: saving }] = useMutation(UpdateProductDocument);
  const [deleteProduct] = useMutation(DeleteProductDocument);
  const { serverErrors, save: saveChange } = useSaveFailure();

  // The answer is the product with its id, so Apollo updates this card (and any other view of it).
  const save = (input: PriceStockChange) =>
    saveChange(() => updateProduct({ variables: { id: product.id, input } }), "Product updated");

  const remove = async () => {
    try {
      await deleteProduct({
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
      });
      toast.success("Successfully deleted the Product!!!");
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <AdminProductCard
      product={product}
      actions={
        <>
          <EditPriceStockDialog
            productName={product.name}
            current={product}
            onSave={save}
            saving={saving}
            serverErrors={serverErrors}
          />
          <ConfirmButton
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${product.name}`}
            description={`${product.name} leaves the catalogue. Orders keep their copy of its name and price.`}
            onConfirm={remove}
          >
            Delete
          </ConfirmButton>
        </>
      }
    />
  );
}

/** The spec's Manage Product screen: every product, the API's largest page at a time, to edit or delete. */
export function ManageProductsPage() {
  // Other admins and shoppers change stock all day: show what is cached at once, then the server's answer.
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminProductsDocument, {
    variables: { first: MAX_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [loadingMore, setLoadingMore] = useState(false);

  if (loading && !data) return <LoadingState label="Loading products…" />;
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const { edges, pageInfo, totalCount } = data.products;
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: pageInfo.endCursor } });
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="6">
      <ScreenHeading title="Manage Product">
        {edges.length === totalCount
          ? `${totalCount} products`
          : `Showing ${edges.length} of ${totalCount} products`}
      </ScreenHeading>
      {edges.length === 0 ? (
        <Text color="gray.600">No products yet.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {edges.map(({ node }) => (
            <ManagedProductCard key={node.id} product={node} />
          ))}
        </SimpleGrid>
      )}
      {pageInfo.hasNextPage && (
        <Center>
          <Button variant="outline" colorPalette="blue" loading={loadingMore} onClick={() => void loadMore()}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
