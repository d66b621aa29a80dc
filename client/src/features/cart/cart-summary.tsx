import { Button, DataList, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { LabelledValue } from "../../components/labelled-value";
import { SectionCard } from "../../components/section-card";
import type { CartQuote, CartView } from "./api";
import { centsText } from "../../components/order-payment";
import { formatPrice } from "../../../../shared/format-price";
import { PATHS } from "../../lib/paths";
import { blocksCheckout } from "./use-cart";

interface CartSummaryProps {
  cart: CartView;
  /** A visitor is told that the checkout asks them to log in first, and that the cart comes along. */
  visitor: boolean;
  /** The cart's shipping by each method (no destination yet, so no tax); the estimate waits for it. */
  quote?: CartQuote;
}

/**
 * The cheapest way the cart ships, and what more would make a method free that is not yet: the cart's
 * estimate before the checkout knows where it goes (and so its tax).
 */
export function shippingEstimate(quote: CartQuote) {
  const cheapest = quote.methods.reduce<CartQuote["methods"][number] | undefined>(
    (best, method) => (best && best.shippingCents <= method.shippingCents ? best : method),
    undefined,
  );
  if (!cheapest) return undefined;
  const partsCents = cheapest.totalCents - cheapest.shippingCents;
  const freeLater = quote.methods.find(
    (method) => method.shippingCents > 0 && method.method.freeOverCents !== null,
  );
  return {
    shippingCents: cheapest.shippingCents,
    totalCents: cheapest.totalCents,
    toFree: freeLater && {
      name: freeLater.method.name,
      moreCents: freeLater.method.freeOverCents! - partsCents,
    },
  };
}

/** What the cart comes to, and the way on to the checkout once every line can be ordered. */
export function CartSummary({ cart, visitor, quote }: CartSummaryProps) {
  const blocked = blocksCheckout(cart);
  const estimate = quote && shippingEstimate(quote);
  return (
    <SectionCard title="Order summary" position={{ lg: "sticky" }} top={{ lg: "24" }}>
      <DataList.Root orientation="horizontal" gap="2">
        <LabelledValue label="Items" justifyContent="flex-end">
          {cart.itemCount}
        </LabelledValue>
        <LabelledValue label="Subtotal" justifyContent="flex-end" fontWeight="semibold">
          {formatPrice(cart.subtotal)}
        </LabelledValue>
        {estimate && (
          <>
            <LabelledValue label="Shipping" justifyContent="flex-end">
              {estimate.shippingCents === 0 ? "Free" : `From ${centsText(estimate.shippingCents)}`}
            </LabelledValue>
            <LabelledValue label="Estimated total" justifyContent="flex-end" fontWeight="bold" fontSize="lg">
              {centsText(estimate.totalCents)}
            </LabelledValue>
          </>
        )}
      </DataList.Root>
      {estimate && (
        <Stack gap="1" fontSize="sm">
          {estimate.toFree && (
            <Text color="green.700" fontWeight="medium">
              Add {centsText(estimate.toFree.moreCents)} more for free {estimate.toFree.name} shipping
            </Text>
          )}
          <Text color="gray.600">Tax calculated at checkout</Text>
        </Stack>
      )}
      {blocked ? (
        <>
          <Text color="red.700" fontSize="sm" fontWeight="medium">
            Some lines cannot be ordered as they are: change or remove them to check out.
          </Text>
          <Button colorPalette="blue" size="lg" disabled>
            Checkout
          </Button>
        </>
      ) : (
        <Button asChild colorPalette="blue" size="lg">
          <RouterLink to={PATHS.checkout}>Checkout</RouterLink>
        </Button>
      )}
      {visitor && (
        <Text fontSize="sm" color="gray.600">
          You will log in before you check out; your cart comes with you.
        </Text>
      )}
    </SectionCard>
  );
}
