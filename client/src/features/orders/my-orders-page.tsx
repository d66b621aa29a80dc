import { useQuery } from "@apollo/client/react";
import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { PATHS } from "../../lib/paths";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { NothingYet } from "../../components/nothing-yet";
import { errorCode } from "../../lib/graphql-errors";
import { useAuth } from "../../lib/auth-context";
import { MyOrdersDocument } from "./api";
import { OrderCard } from "./order-card";
import { ReturnParts, returnable } from "./return-parts";
import { useCancelOrder } from "./use-cancel-order";

/**
 * The customer's My Order screen: their orders that are not cancelled, with each line, the status, how
 * it is paid (by when and how, while it awaits payment), the tracking number once shipped, refunds and
 * returns; an order may be deleted (cancelled) until it ships, and parts of a delivered one returned
 * within the return days.
 */
export function MyOrdersPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // Asked afresh on every visit: orders may have been placed or cancelled from another device.
  const { data, loading, error, refetch } = useQuery(MyOrdersDocument, { fetchPolicy: "cache-and-network" });
  const cancel = useCancelOrder("Your order is cancelled");

  // The spec: a 401 or 403 while loading the user's own orders signs them out and goes to /login.
  const refused = ["UNAUTHENTICATED", "FORBIDDEN"].includes(errorCode(error) ?? "");
  useEffect(() => {
    if (!refused) return;
    signOut()
      .catch(() => undefined) // already signed out: /login is still the place to go
      .finally(() => navigate(PATHS.login, { replace: true }));
  }, [refused, signOut, navigate]);

  if (refused || (loading && !data)) return <LoadingState label="Loading your orders…" />;
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const orders = data?.myOrders ?? [];
  return (
    <Stack gap="5">
      <Heading as="h2" size="xl">
        My Orders
      </Heading>
      {orders.length === 0 ? (
        <NothingYet
          title="You have no orders yet"
          description="Find the parts your vehicle needs."
          to={PATHS.products}
          linkLabel="Browse products"
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              paymentOptions={data?.paymentOptions}
              // Asked again either way: a refusal means it shipped meanwhile, which the card should say.
              // A reading that fails shows as the page's error; one cut off means the page has gone.
              onCancel={() => cancel(order).then(() => refetch().catch(() => undefined))}
              actions={
                returnable(order) && (
                  <ReturnParts order={order} onReturned={() => void refetch().catch(() => undefined)} />
                )
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
