import { useQuery } from "@apollo/client/react";
import { SimpleGrid } from "@chakra-ui/react";
import { useState } from "react";
import type { OrderCardFieldsFragment, OrderFilter } from "../../../../generated/client/graphql";
import { PagedList } from "../../components/paged-list";
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
 * time, narrowed by the filters, each with how it is paid and what is due; a payment received outside
 * the shop is recorded on any that owes, placed and paid ones may be shipped, placed and unpaid ones
 * cancelled, shipped ones marked delivered.
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
    <PagedList
      title="All Orders"
      noun="orders"
      loadingLabel="Loading all orders…"
      query={{ data, previousData, error, refetch }}
      select={(shown) => ({ page: shown.orders, overall: shown.allOrders.totalCount })}
      pages={pages}
      pageSize={ADMIN_ORDERS_PAGE_SIZE}
      controls={<OrderFiltersForm onApply={applyFilter} />}
      matching={filtered ? matching : undefined}
      empty="No one has ordered anything yet."
    >
      {(orders) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              forAdmin
              paymentOptions={(data ?? previousData)?.paymentOptions}
              onCancel={() => cancelOrder(order)}
              actions={
                <FulfilmentActions order={order} onChanged={() => void refetch().catch(() => undefined)} />
              }
            />
          ))}
        </SimpleGrid>
      )}
    </PagedList>
  );
}
