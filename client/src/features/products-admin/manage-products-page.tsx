import { Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { ProductFilter } from "../../../../generated/client/graphql";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { PageNav } from "../../components/page-nav";
import { ScreenHeading } from "../../components/screen-heading";
import { useCursorPages } from "../../lib/use-cursor-pages";
import { ADMIN_PRODUCTS_PAGE_SIZE, AdminCategoriesDocument, AdminProductsDocument } from "./api";
import { DeleteProductButton } from "./delete-product-button";
import { EditProductDialog } from "./edit-product-dialog";
import { FitmentChecks } from "./fitment-checks";
import { ProductTableControls } from "./product-table-controls";
import { productSortOf, type TableSort } from "./product-sorts";
import { ProductsTable } from "./products-table";

const partsCount = (count: number) => `${count} ${count === 1 ? "part" : "parts"}`;

/**
 * The spec's Manage Product screen as a back office: every part in a table a page at a time, searched,
 * sorted by a column, narrowed to the parts low on stock; each row edited in full or deleted. Above it,
 * the parts buyers returned because they did not fit, to check.
 */
export function ManageProductsPage() {
  const [search, setSearch] = useState("");
  const [lowStock, setLowStock] = useState(false);
  const [sort, setSort] = useState<TableSort | null>(null);
  const pages = useCursorPages();
  const filter: ProductFilter = { ...(search && { search }), ...(lowStock && { lowStock }) };
  // Shoppers move stock all day: show what is cached at once, then the server's answer.
  const { data, previousData, error, refetch } = useQuery(AdminProductsDocument, {
    variables: { filter, sort: productSortOf(sort), after: pages.after },
    fetchPolicy: "cache-and-network",
  });
  // Only suggestions for the Edit form's Category: while they load, or if they fail, it works without.
  const { data: categories } = useQuery(AdminCategoriesDocument);

  /** A new search, filter or sort starts again from the first page. */
  const narrowed =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      pages.restart();
    };

  const shown = data ?? previousData;
  const stale = !data;
  const retry = () => void refetch();

  return (
    <Stack gap="6">
      <ScreenHeading title="Manage Product">
        Every part in the catalogue: search, sort by a column, edit or delete.
      </ScreenHeading>
      <FitmentChecks />
      <ProductTableControls
        onSearch={narrowed(setSearch)}
        lowStock={lowStock}
        onLowStock={narrowed(setLowStock)}
      />
      {!shown ? (
        error ? (
          <ErrorState error={error} onRetry={retry} />
        ) : (
          <LoadingState label="Loading products…" />
        )
      ) : error ? (
        <ErrorState error={error} onRetry={retry} />
      ) : (
        <Stack gap="4" aria-busy={stale} opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
          {/* Clear of the sticky navigation bar when a page turn scrolls it into view. */}
          <Heading as="h3" size="md" ref={pages.top} scrollMarginTop="20" aria-live="polite">
            {partsCount(shown.productsPage.totalCount)}
          </Heading>
          {shown.productsPage.edges.length > 0 ? (
            <ProductsTable
              products={shown.productsPage.edges.map((edge) => edge.node)}
              sort={sort}
              onSort={narrowed(setSort)}
              actions={(product) => (
                <>
                  <EditProductDialog product={product} categories={categories?.categories} />
                  <DeleteProductButton product={product} />
                </>
              )}
            />
          ) : (
            <Text color="gray.600">{search || lowStock ? "No parts match." : "No products yet."}</Text>
          )}
          <PageNav
            noun="parts"
            pages={pages}
            pageInfo={shown.productsPage.pageInfo}
            pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
            shown={shown.productsPage.edges.length}
            total={shown.productsPage.totalCount}
            loading={stale}
          />
        </Stack>
      )}
    </Stack>
  );
}
