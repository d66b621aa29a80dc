import { useQuery } from "@apollo/client/react";
import { Box, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatPrice } from "../../../../shared/format-price";
import { PATHS } from "../../lib/paths";
import { useMe } from "../../lib/use-me";
import { useUnhandledMessageCount } from "../inbox";
import { OrdersOverviewDocument, StockOverviewDocument } from "./api";

interface FigureProps {
  label: string;
  /** Undefined while it is asked. */
  value: string | undefined;
  detail?: string;
  /** Where the work behind the figure is done. */
  to: string;
  action: string;
}

/** One figure of the overview, with a link to the screen where it is worked on. */
function Figure({ label, value, detail, to, action }: FigureProps) {
  return (
    <Box as="section" aria-label={label} bg="white" borderWidth="1px" rounded="lg" p="5">
      <Text color="gray.600" fontSize="sm">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="bold" aria-busy={value === undefined}>
        {value ?? "…"}
      </Text>
      {detail && <Text color="gray.600">{detail}</Text>}
      <Link asChild color="blue.700" fontWeight="medium" mt="2">
        <RouterLink to={to}>{action}</RouterLink>
      </Link>
    </Box>
  );
}

const count = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString("en-US"));

/** Midnight at the start of the reader's own day, fixed for the visit so the query does not change. */
function useStartOfToday(): string {
  const [today] = useState(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
  });
  return today;
}

/**
 * What needs staff now, at the top of the dashboard's home: the figures of each role the reader holds
 * (orders to ship and the day's sales; parts low on stock; new messages), each leading to its screen.
 * Nothing for customers.
 */
export function StaffOverview() {
  const { isStaff, may } = useMe();
  const today = useStartOfToday();
  const orders = useQuery(OrdersOverviewDocument, {
    variables: { today },
    skip: !may("orders"),
    fetchPolicy: "cache-and-network",
  }).data;
  const stock = useQuery(StockOverviewDocument, {
    skip: !may("catalogue"),
    fetchPolicy: "cache-and-network",
  }).data;
  const newMessages = useUnhandledMessageCount(may("customers"));
  if (!isStaff) return null;
  const sales = orders?.salesSummary;
  const toShip = orders && orders.placedToShip.totalCount + orders.paidToShip.totalCount;
  return (
    <SimpleGrid as="section" aria-label="Overview" columns={{ base: 1, sm: 2, xl: 4 }} gap="4" mb="6">
      {may("orders") && (
        <>
          <Figure
            label="Orders to ship"
            value={count(toShip)}
            to={PATHS.manageOrders}
            action="Manage Orders"
          />
          <Figure
            label="Today's sales"
            value={sales && formatPrice(sales.total)}
            detail={sales && `${count(sales.orders)} ${sales.orders === 1 ? "order" : "orders"}`}
            to={PATHS.manageOrders}
            action="See the orders"
          />
        </>
      )}
      {may("catalogue") && (
        <Figure
          label="Low on stock"
          value={count(stock?.lowStock.totalCount)}
          detail="parts at or below their reorder level"
          to={PATHS.manageProduct}
          action="Manage Product"
        />
      )}
      {may("customers") && (
        <Figure label="New messages" value={count(newMessages)} to={PATHS.inbox} action="Open the Inbox" />
      )}
    </SimpleGrid>
  );
}
