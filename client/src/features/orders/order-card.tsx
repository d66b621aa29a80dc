import { Badge, Card, DataList, FormatNumber, Heading, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { OrderCardFieldsFragment } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { STATUS_LABELS } from "./order-status-labels";

const placedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const dollars = (amount: number) => <FormatNumber value={amount} style="currency" currency="USD" />;

interface OrderCardProps {
  order: OrderCardFieldsFragment;
  /** Admins see whose order it is and whether it still stands; a buyer sees only their placed orders. */
  forAdmin?: boolean;
  /** Cancels the order, after the user has said they are sure. Absent when it cannot be cancelled. */
  onCancel?: () => Promise<unknown>;
}

/** One order as a card: the buyer's My Order grid and the admin's Manage Orders grid both show these. */
export function OrderCard({ order, forAdmin = false, onCancel }: OrderCardProps) {
  const cancelled = order.status === "CANCELLED";
  const total = (
    <Text as="span" fontWeight="semibold">
      {dollars(order.total)}
    </Text>
  );
  const placed = <time dateTime={order.createdAt}>{placedOn.format(new Date(order.createdAt))}</time>;
  const facts: [string, ReactNode][] = forAdmin
    ? [
        ["Product id", order.productId],
        ["Ordered quantity", order.quantity],
        ["Buyer email", order.email],
        ["Phone", order.phone],
        ["Address", order.address],
        ["Total", total],
        ["Ordered on", placed],
      ]
    : [
        ["Order id", order.id],
        ["Quantity", order.quantity],
        ["Unit price", dollars(order.unitPrice)],
        ["Total", total],
        ["Ordered on", placed],
        ["Address", order.address],
      ];
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`order-${order.id}`}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="md" id={`order-${order.id}`}>
            {order.name}
          </Heading>
          {forAdmin && (
            <Badge colorPalette={cancelled ? "gray" : "green"} variant="subtle" flexShrink={0}>
              {STATUS_LABELS[order.status]}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel color="gray.600" minW="28">
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      {onCancel && !cancelled && (
        <Card.Footer>
          <ConfirmButton
            colorPalette="red"
            variant="outline"
            size="sm"
            onConfirm={onCancel}
            description={`The order of ${order.quantity} × ${order.name} will be cancelled and its quantity put back in stock.`}
            confirmLabel={forAdmin ? "Yes, cancel it" : "Yes, delete"}
          >
            {forAdmin ? "Cancel order" : "Delete"}
          </ConfirmButton>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
