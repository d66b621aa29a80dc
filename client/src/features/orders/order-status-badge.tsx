import { Badge, type BadgeProps } from "@chakra-ui/react";
import type { OrderStatus } from "../../../../generated/client/graphql";
import { STATUS_LABELS } from "./order-status-labels";

/**
 * How far along an order is, at a glance, in the theme's palettes (app/theme.ts keeps only gray, blue,
 * red, green and orange): orange outlined waiting for the buyer's money, blue waiting to ship (placed;
 * solid once paid), orange on its way, green arrived, gray stopped.
 */
const STATUS_LOOKS: Record<OrderStatus, Pick<BadgeProps, "colorPalette" | "variant">> = {
  AWAITING_PAYMENT: { colorPalette: "orange", variant: "outline" },
  PLACED: { colorPalette: "blue", variant: "subtle" },
  PAID: { colorPalette: "blue", variant: "solid" },
  SHIPPED: { colorPalette: "orange", variant: "subtle" },
  DELIVERED: { colorPalette: "green", variant: "subtle" },
  CANCELLED: { colorPalette: "gray", variant: "subtle" },
};

/** An order's status as a coloured badge: an order card's, and the buyer's confirmation's. */
export function OrderStatusBadge({
  status,
  ...badge
}: { status: OrderStatus } & Omit<BadgeProps, "children">) {
  return (
    <Badge {...STATUS_LOOKS[status]} flexShrink={0} {...badge}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
