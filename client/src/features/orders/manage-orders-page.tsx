import { useQuery } from "@apollo/client/react";
import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { AllOrdersDocument } from "./api";
import { OrderCard } from "./order-card";
import { useCancelOrder } from "./use-cancel-order";

/** The admin's Manage Orders screen: every order, cancelled ones included; placed ones may be cancelled. */
export function ManageOrdersPage() {
  const { data, loading, error, refetch } = useQuery(AllOrdersDocument, { fetchPolicy: "cache-and-network" });
  const cancel = useCancelOrder("The order is cancelled");

  if (loading && !data) return <LoadingState label="Loading all orders…" />;
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const orders = data?.orders ?? [];
  return (
    <Stack gap="5">
      <Heading as="h2" size="xl">
        All Orders: {orders.length}
      </Heading>
      {orders.length === 0 ? (
        <Text color="gray.600">No one has ordered anything yet.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} forAdmin onCancel={() => cancel(order)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
