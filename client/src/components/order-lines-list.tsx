import { Box, Flex, Separator, Stack, Text } from "@chakra-ui/react";
import { LineVehicle } from "./line-vehicle";
import { formatPrice } from "../../../shared/format-price";
import { graphql } from "../../../generated/client";
import type { OrderLineRowFieldsFragment } from "../../../generated/client/graphql";

/** What the list shows of an order's line: every order screen asks for its lines with this. */
graphql(`
  fragment OrderLineRowFields on OrderLine {
    productId
    name
    unitPrice
    quantity
    total
    vehicle {
      make
      model
      year
      submodel
      engine
    }
    fitmentState
  }
`);

/** A line as an order shows it: the cart's lines before the checkout, the order's after. */
export type OrderLineRow = OrderLineRowFieldsFragment;

/**
 * The lines of an order, read only: what, how many at what price, for which vehicle; and the total, unless
 * the screen sums it up itself (with shipping and tax: ChargesSummary).
 */
export function OrderLinesList({ lines, total }: { lines: OrderLineRow[]; total?: number }) {
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Order lines">
        {lines.map((line) => (
          <Flex as="li" key={line.productId} justify="space-between" gap="4" align="flex-start">
            <Stack gap="1" minW="0">
              <Text fontWeight="semibold">{line.name}</Text>
              <Text fontSize="sm" color="gray.700">
                Quantity {line.quantity} × {formatPrice(line.unitPrice)}
              </Text>
              <LineVehicle vehicle={line.vehicle} state={line.fitmentState ?? null} />
            </Stack>
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {formatPrice(line.total)}
            </Text>
          </Flex>
        ))}
      </Stack>
      {total !== undefined && (
        <>
          <Separator />
          <Flex justify="space-between" fontSize="lg" fontWeight="bold">
            <Text>Total</Text>
            <Box as="span">{formatPrice(total)}</Box>
          </Flex>
        </>
      )}
    </Stack>
  );
}
