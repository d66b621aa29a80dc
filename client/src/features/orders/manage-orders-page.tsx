import { useQuery } from "@apollo/client/react";
import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { OrderCardFieldsFragment, OrderFilter } from "../../../../generated/client/graphql";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { PageNav } from "../../components/page-nav";
import { useCursorPages } from "../../lib/use-cursor-pages";
import { ADMIN_ORDERS_PAGE_SIZE, AdminOrdersDocument } from "./api";
import { FulfilmentActions } from "./fulfilment-actions";
import { OrderCard } from "./order-card";
import { OrderFiltersForm } from "./order-filters-form";
import { useCancelOrder } from "./use-cancel-order";

const matching = (count: number) =>
  `${count} ${count === 1 ? "order matches" : "orders match"} these filters`;

/**
 * The admin's Manage Orders screen: every order, cancelled ones included, newest first, a page at a
 * time, narrowed by the filters; placed ones may be shipped or cancelled, shipped ones marked delivered.
 */
export function ManageOrdersPage() {
  const [filter, setFilter] = useState<OrderFilter>({});
  const pages = useCursorPages();
  // Customers order all day: show what is cached at once, then the server's answer.
  const { data, previousData, error, refetch } = useQuery(AdminOrdersDocument, {
    variables: { filter, after: pages.after },
    fetchPolicy: "cache-and-network",
  });
  const cancel = useCancelOrder("The order is cancelled");

  // While another page or filter loads, the list it replaces stays on screen, dimmed.
  const shown = data ?? previousData;
  if (!shown) {
    return error ? (
      <ErrorState error={error} onRetry={() => void refetch()} />
    ) : (
      <LoadingState label="Loading all orders…" />
    );
  }
  const stale = !data;
  const { totalCount, edges, pageInfo } = shown.orders;
  const filtered = Object.keys(filter).length > 0;

  const applyFilter = (next: OrderFilter) => {
    setFilter(next);
    pages.restart();
  };
  // The card shows the new status at once; the page is asked again because the order may have left
  // it (under a Placed filter) and the counts may have changed.
  const cancelOrder = async (order: OrderCardFieldsFragment) => {
    await cancel(order);
    await refetch().catch(() => undefined);
  };

  return (
    <Stack gap="5">
      {/* Clear of the sticky navigation bar when a page turn scrolls it into view. */}
      <Heading as="h2" size="xl" ref={pages.top} scrollMarginTop="20">
        All Orders: {shown.allOrders.totalCount}
      </Heading>
      <OrderFiltersForm onApply={applyFilter} />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="5" aria-busy={stale} opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
          {filtered && (
            <Text role="status" fontWeight="medium">
              {stale ? "Finding orders…" : matching(totalCount)}
            </Text>
          )}
          {edges.length > 0 ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {edges.map(({ node: order }) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  forAdmin
                  onCancel={() => cancelOrder(order)}
                  actions={
                    <FulfilmentActions
                      order={order}
                      onChanged={() => void refetch().catch(() => undefined)}
                    />
                  }
                />
              ))}
            </SimpleGrid>
          ) : (
            pages.number === 1 && !filtered && <Text color="gray.600">No one has ordered anything yet.</Text>
          )}
          <PageNav
            noun="orders"
            pages={pages}
            pageInfo={pageInfo}
            pageSize={ADMIN_ORDERS_PAGE_SIZE}
            shown={edges.length}
            total={totalCount}
            loading={stale}
            pt="2"
          />
        </Stack>
      )}
    </Stack>
  );
}
