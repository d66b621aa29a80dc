import { Moment } from "../../components/moment";
import { Badge, Card, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { OrderCardFieldsFragment, OrderStatus } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { LabelledValue } from "../../components/labelled-value";
import { OrderLinesList } from "../../components/order-lines-list";
import { STATUS_LABELS } from "./order-status-labels";
import { TrackingNumber } from "./tracking-number";

/** How far along an order is, at a glance: blue waiting, orange on its way, green arrived, gray stopped. */
const STATUS_PALETTES: Record<OrderStatus, string> = {
  PLACED: "blue",
  SHIPPED: "orange",
  DELIVERED: "green",
  CANCELLED: "gray",
};

interface OrderCardProps {
  order: OrderCardFieldsFragment;
  /** Admins see whose order it is; a buyer sees their own. */
  forAdmin?: boolean;
  /** Cancels the order, after the user has said they are sure. Offered only while the order is placed. */
  onCancel?: () => Promise<unknown>;
  /** The admin's next step for the order (ship, mark delivered). */
  actions?: ReactNode;
}

/** One order as a card: the buyer's My Order grid and the admin's Manage Orders grid both show these. */
export function OrderCard({ order, forAdmin = false, onCancel, actions }: OrderCardProps) {
  const facts: [string, ReactNode][] = forAdmin
    ? [
        ["Order number", order.number],
        ["Product id", order.productId],
        ["Ordered quantity", order.quantity],
        ["Buyer", order.buyerName ?? "—"],
        ["Buyer email", order.email],
        ["Phone", order.phone],
        ["Address", order.address],
        ["Ordered on", <Moment at={order.createdAt} />],
      ]
    : [
        ["Order number", order.number],
        ["Order id", order.id],
        ["Quantity", order.quantity],
        ["Ordered on", <Moment at={order.createdAt} />],
        ["Address", order.address],
      ];
  if (order.shipment) {
    facts.push(
      ["Carrier", order.shipment.carrier],
      ["Tracking number", <TrackingNumber {...order.shipment} />],
      ["Shipped on", <Moment at={order.shipment.shippedAt} />],
    );
  }
  const cancellable = order.status === "PLACED" && onCancel;
  const onItsWay = order.status === "SHIPPED" || order.status === "DELIVERED";
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`order-${order.id}`}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="md" id={`order-${order.id}`}>
            {order.name}
          </Heading>
          <Badge colorPalette={STATUS_PALETTES[order.status]} variant="subtle" flexShrink={0}>
            {STATUS_LABELS[order.status]}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            {facts.map(([label, value]) => (
              <LabelledValue key={label} label={label} labelMinW="28" wordBreak="break-word">
                {value}
              </LabelledValue>
            ))}
          </DataList.Root>
          <OrderLinesList lines={order.lines} total={order.total} />
          <Text as="ol" fontSize="xs" color="gray.600" aria-label="Status history" listStyleType="none">
            {order.history.map((event, i) => (
              <Text as="li" key={`${event.status}-${event.at}`} display="inline">
                {i > 0 && " → "}
                {STATUS_LABELS[event.status]} <Moment at={event.at} />
              </Text>
            ))}
          </Text>
        </Stack>
      </Card.Body>
      {(cancellable || actions || (onItsWay && !forAdmin)) && (
        <Card.Footer>
          <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-start" }} w="full">
            {cancellable && (
              <ConfirmButton
                colorPalette="red"
                variant="outline"
                size="sm"
                onConfirm={onCancel}
                description={`The order of ${order.name} will be cancelled and every part of it put back in stock.`}
                confirmLabel={forAdmin ? "Yes, cancel it" : "Yes, delete"}
              >
                {forAdmin ? "Cancel order" : "Delete"}
              </ConfirmButton>
            )}
            {onItsWay && !forAdmin && (
              <Text fontSize="sm" color="gray.700">
                {STATUS_LABELS[order.status]}: it can no longer be cancelled.
              </Text>
            )}
            {actions}
          </Stack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
