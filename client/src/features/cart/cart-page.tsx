import { Container, Grid, Heading, Stack } from "@chakra-ui/react";
import { CartGate } from "./cart-gate";
import { PageHead } from "../../components/page-head";
import { useAuth } from "../../lib/auth-context";
import type { CartLineView, CartView } from "./api";
import { useChosenVehicle } from "../../lib/chosen-vehicle";
import { toast } from "../../lib/toast";
import { useCart, useCartActions } from "./use-cart";
import { CartLineItem } from "./cart-line-item";
import { CartSummary } from "./cart-summary";
import { useCartQuote } from "./use-cart-quote";

/**
 * The cart, a visitor's or a customer's: each line as it stands today, with what changed since it was
 * added, and the way to the checkout. Public: the server renders its frame, the browser its lines.
 */
export function CartPage() {
  const { status } = useAuth();
  const cartState = useCart();
  const { quote } = useCartQuote(cartState.cart);
  const [chosenVehicle] = useChosenVehicle();
  const { setQuantity } = useCartActions();

  const remove = async (line: CartLineView) => {
    const problem = await setQuantity(line.product, 0);
    if (problem) toast.error(problem);
  };

  const lines = (cart: CartView) => (
    <Grid templateColumns={{ base: "1fr", lg: "1fr 20rem" }} gap="6" alignItems="start">
      <Stack as="ul" listStyleType="none" gap="4" aria-label="Lines of your cart">
        {cart.lines.map((line) => (
          <li key={line.product.id}>
            <CartLineItem
              line={line}
              chosenVehicle={chosenVehicle}
              onQuantity={(quantity) => setQuantity(line.product, quantity)}
              onRemove={() => void remove(line)}
            />
          </li>
        ))}
      </Stack>
      <CartSummary cart={cart} visitor={status === "signedOut"} quote={quote} />
    </Grid>
  );
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      {/* Whose cart it is depends on who looks: nothing for search engines. */}
      <PageHead title="Your cart" noIndex />
      <Heading as="h1" size="2xl" mb="6">
        Your cart
      </Heading>
      <CartGate
        {...cartState}
        emptyDescription="Add the parts your repair needs from the catalogue, then check out once."
      >
        {lines}
      </CartGate>
    </Container>
  );
}
