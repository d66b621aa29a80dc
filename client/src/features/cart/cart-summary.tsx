import { Button, DataList, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { LabelledValue } from "../../components/labelled-value";
import { SectionCard } from "../../components/section-card";
import type { CartView } from "./api";
import { formatPrice } from "../../../../shared/format-price";
import { PATHS } from "../../lib/paths";
import { blocksCheckout } from "./use-cart";

interface CartSummaryProps {
  cart: CartView;
  /** A visitor is told that the checkout asks them to log in first, and that the cart comes along. */
  visitor: boolean;
}

/** What the cart comes to, and the way on to the checkout once every line can be ordered. */
export function CartSummary({ cart, visitor }: CartSummaryProps) {
  const blocked = blocksCheckout(cart);
  return (
    <SectionCard title="Order summary" position={{ lg: "sticky" }} top={{ lg: "24" }}>
      <DataList.Root orientation="horizontal" gap="2">
        <LabelledValue label="Items" justifyContent="flex-end">
          {cart.itemCount}
        </LabelledValue>
        <LabelledValue label="Subtotal" justifyContent="flex-end" fontWeight="bold" fontSize="lg">
          {formatPrice(cart.subtotal)}
        </LabelledValue>
      </DataList.Root>
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
