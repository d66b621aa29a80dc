import { Flex, Separator, Stack, Text } from "@chakra-ui/react";
import { centsText } from "./order-payment";

/** What an order comes to, in cents: its parts, its shipping and its tax, and all of them together. */
export interface Charges {
  subtotalCents: number;
  shippingCents: number;
  /** Null while the destination, and so the tax, is not known. */
  taxCents: number | null;
  taxPercent: number | null;
  totalCents: number;
}

/** A tax rate as people read it: 8.25 → "8.25%". */
const percentText = (percent: number) => `${Number(percent.toFixed(3))}%`;

function Row({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontSize={total ? "lg" : undefined}
      fontWeight={total ? "bold" : undefined}
    >
      <Text>{label}</Text>
      <Text as="span" whiteSpace="nowrap">
        {value}
      </Text>
    </Flex>
  );
}

/**
 * Subtotal, Shipping, Tax and Total, one row each: the checkout's summary before the order, the
 * confirmation's and the order cards' after. The tax says its rate where there is one.
 */
export function ChargesSummary({ charges }: { charges: Charges }) {
  const { subtotalCents, shippingCents, taxCents, taxPercent, totalCents } = charges;
  const taxLabel = taxPercent ? `Tax (${percentText(taxPercent)})` : "Tax";
  return (
    <Stack gap="2" aria-label="Charges">
      <Row label="Subtotal" value={centsText(subtotalCents)} />
      <Row label="Shipping" value={shippingCents === 0 ? "Free" : centsText(shippingCents)} />
      <Row label={taxLabel} value={taxCents === null ? "Calculated at checkout" : centsText(taxCents)} />
      <Separator />
      <Row label="Total" value={centsText(totalCents)} total />
    </Stack>
  );
}
