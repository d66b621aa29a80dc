import { Moment } from "../../components/moment";
import { Card, DataList, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { OrderCardFieldsFragment, OrderStatus } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { LabelledValue } from "../../components/labelled-value";
import { deliveryFacts, OrderLinesAndCharges } from "../../components/order-delivery";
import {
  PaymentDue,
  paymentFacts,
  paymentOptionOf,
  PaymentsReceived,
  RefundsGiven,
  type PaymentOption,
} from "../../components/order-payment";
import { orderPlacedPath } from "../../lib/paths";
import { OrderStatusBadge } from "./order-status-badge";
import { STATUS_LABELS } from "./order-status-labels";
import { OrderReturnsList } from "./order-returns-list";
import { TrackingNumber } from "./tracking-number";

/**
 * The statuses an order may be cancelled in: until it ships. A paid one is then owed back what was paid
 * (a card's is refunded at once; staff record any other's refund).
 */
const CANCELLABLE: readonly OrderStatus[] = ["AWAITING_PAYMENT", "PLACED", "PAID"];

interface OrderCardProps {
  order: OrderCardFieldsFragment;
  /** Admins see whose order it is; a buyer sees their own. */
  forAdmin?: boolean;
  /** Cancels the order, after the user has said they are sure. Offered only until it ships. */
  onCancel?: () => Promise<unknown>;
  /** The shop's ways to pay, which name the order's method and say how to pay it. */
  paymentOptions?: readonly PaymentOption[];
  /** The admin's next step for the order (ship, mark delivered). */
  actions?: ReactNode;
}

/** One order as a card: the buyer's My Order grid and the admin's Manage Orders grid both show these. */
export function OrderCard({ order, forAdmin = false, onCancel, paymentOptions, actions }: OrderCardProps) {
  const paymentOption = paymentOptionOf(order.paymentMethod, paymentOptions);
  const facts: [string, ReactNode][] = forAdmin
    ? [
        ["Order number", order.number],
        ["Product id", order.productId],
        ["Ordered quantity", order.quantity],
        ["Buyer", order.buyerName ?? "—"],
        ["Buyer email", order.email],
        ["Phone", order.phone],
        ...deliveryFacts(order),
        ["Ordered on", <Moment at={order.createdAt} />],
      ]
    : [
        ["Order number", order.number],
        ["Order id", order.id],
        ["Quantity", order.quantity],
        ["Ordered on", <Moment at={order.createdAt} />],
        ...deliveryFacts(order),
      ];
  if (order.shipment) {
    facts.push(
      ["Carrier", order.shipment.carrier],
      ["Tracking number", <TrackingNumber {...order.shipment} />],
      ["Shipped on", <Moment at={order.shipment.shippedAt} />],
    );
  }
  facts.push(...paymentFacts(order, paymentOption));
  const cancellable = CANCELLABLE.includes(order.status) && onCancel;
  // Past cancelling: on its way, or delivered (parts of it may then be returned).
  const pastCancelling = ["SHIPPED", "DELIVERED"].includes(order.status);
  const paid = order.payments.length > 0;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`order-${order.id}`}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="md" id={`order-${order.id}`}>
            {order.name}
          </Heading>
          <OrderStatusBadge status={order.status} />
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
          {!forAdmin && (
            <PaymentDue order={order} option={paymentOption}>
              {order.paymentMethod === "CARD" && (
                <Link asChild color="inherit" fontWeight="semibold" textDecoration="underline">
                  <RouterLink to={orderPlacedPath(order.id)}>Pay by card</RouterLink>
                </Link>
              )}
            </PaymentDue>
          )}
          <OrderLinesAndCharges order={order} lines={order.lines} />
          <PaymentsReceived payments={order.payments} />
          <RefundsGiven refunds={order.refunds} />
          <OrderReturnsList returns={order.returns} />
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
      {(cancellable || actions || (pastCancelling && !forAdmin)) && (
        <Card.Footer>
          <Stack gap="3" w="full">
            {/* On a line of its own: a form opened beside it (Return parts) takes the card's width. */}
            {pastCancelling && !forAdmin && (
              <Text fontSize="sm" color="gray.700">
                {STATUS_LABELS[order.status]}: it can no longer be cancelled.
              </Text>
            )}
            {(cancellable || actions) && (
              <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-start" }} w="full">
                {cancellable && (
                  <ConfirmButton
                    colorPalette="red"
                    variant="outline"
                    size="sm"
                    onConfirm={onCancel}
                    description={
                      `The order of ${order.name} will be cancelled and every part of it put back in stock.` +
                      (paid ? " What was paid for it is given back." : "")
                    }
                    confirmLabel={forAdmin ? "Yes, cancel it" : "Yes, delete"}
                  >
                    {forAdmin ? "Cancel order" : "Delete"}
                  </ConfirmButton>
                )}
                {actions}
              </Stack>
            )}
          </Stack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
