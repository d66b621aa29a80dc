import { Button, Card, DataList, Heading, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { CartView } from "../../lib/cart-documents";
import { formatPrice } from "../../../../shared/format-price";
import { PATHS } from "../../lib/paths";
import { blocksCheckout } from "../../lib/use-cart";

interface CartSummaryProps {
  cart: CartView;
  /** A visitor is told that the checkout asks them to log in first, and that the cart comes along. */
  visitor: boolean;
}

/** What the cart comes to, and the way on to the checkout once every line can be ordered. */
export function CartSummary({ cart, visitor }: CartSummaryProps) {
  const blocked = blocksCheckout(cart);
  return (
    <Card.Root
      as="section"
      aria-labelledby="cart-summary-title"
      position={{ lg: "sticky" }}
      top={{ lg: "24" }}
    >
      <Card.Body gap="4">
        <Heading as="h2" id="cart-summary-title" size="lg">
          Order summary
        </Heading>
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel color="gray.600">Items</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="flex-end">{cart.itemCount}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel color="gray.600">Subtotal</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="flex-end" fontWeight="bold" fontSize="lg">
              {formatPrice(cart.subtotal)}
            </DataList.ItemValue>
          </DataList.Item>
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
      </Card.Body>
    </Card.Root>
  );
}
