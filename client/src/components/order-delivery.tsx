import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql } from "../../../generated/client";
import type { OrderDeliveryFieldsFragment } from "../../../generated/client/graphql";
import { arrivalWindow } from "./arrival-window";
import { ChargesSummary } from "./charges-summary";
import { OrderLinesList, type OrderLineRow } from "./order-lines-list";

/**
 * Where an order goes and what it was charged besides its parts: every order screen asks for these. An
 * order placed with a one-line address (the legacy forms) has no `shipTo` nor `shipping`, and its total
 * is its parts'.
 */
graphql(`
  fragment OrderDeliveryFields on Order {
    address
    shipTo {
      name
      street
      city
      postalCode
      region
      countryName
    }
    shipping {
      name
      priceCents
      arrivesFrom
      arrivesBy
    }
    subtotalCents
    taxCents
    taxPercent
    totalCents
    total
  }
`);

type OrderDelivery = OrderDeliveryFieldsFragment;

/** A postal address as it is written on a parcel, a line each. */
function ShipToLines({ shipTo }: { shipTo: NonNullable<OrderDelivery["shipTo"]> }) {
  const cityLine = [shipTo.city, shipTo.region, shipTo.postalCode].filter(Boolean).join(" ");
  return (
    <Stack gap="0" as="address" fontStyle="normal">
      {[shipTo.name, shipTo.street, cityLine, shipTo.countryName].map((line, at) => (
        <Text as="span" key={at}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Where the order goes and how it ships, as labelled facts for a card's or a page's list. */
export function deliveryFacts(order: OrderDelivery): [string, ReactNode][] {
  if (!order.shipTo) return [["Address", order.address]];
  const facts: [string, ReactNode][] = [["Ship to", <ShipToLines shipTo={order.shipTo} />]];
  if (order.shipping)
    facts.push([
      "Shipping method",
      `${order.shipping.name} · ${arrivalWindow(order.shipping.arrivesFrom, order.shipping.arrivesBy)}`,
    ]);
  return facts;
}

/**
 * The order's lines and what it comes to: Subtotal, Shipping, Tax and Total where it was charged them,
 * else (a legacy order) the lines' total alone.
 */
export function OrderLinesAndCharges({ order, lines }: { order: OrderDelivery; lines: OrderLineRow[] }) {
  if (!order.shipping) return <OrderLinesList lines={lines} total={order.total} />;
  return (
    <Stack gap="3">
      <OrderLinesList lines={lines} />
      <ChargesSummary
        charges={{
          subtotalCents: order.subtotalCents,
          shippingCents: order.shipping.priceCents,
          taxCents: order.taxCents,
          taxPercent: order.taxPercent,
          totalCents: order.totalCents,
        }}
      />
    </Stack>
  );
}
