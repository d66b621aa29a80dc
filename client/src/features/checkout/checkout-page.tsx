import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Container, Grid, Heading, Link, List, Stack } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import type { DestinationInput } from "../../../../generated/client/graphql";
import { PageHead } from "../../components/page-head";
import { SectionCard } from "../../components/section-card";
import { blocksCheckout, CartDocument, CartGate, useCart, useCartQuote, type CartView } from "../cart";
import { formatPrice } from "../../../../shared/format-price";
import { errorMessage, fieldErrors } from "../../lib/graphql-errors";
import { PATHS, orderPlacedPath } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { useMe } from "../../lib/use-me";
import { ErrorState } from "../../components/error-state";
import { CheckoutDocument, ForgetAddressDocument, MyAddressesDocument, PaymentOptionsDocument } from "./api";
import { CheckoutForm, fieldsOf } from "./checkout-form";
import { CHECKOUT_FORM_FIELDS, checkoutInput, newAddress, type CheckoutValues } from "./checkout-values";
import { OrderLinesList } from "../../components/order-lines-list";
import { changedTotal, describeShortfall, stockShortfalls } from "./checkout-refusals";
import { stripeJsArrived } from "./stripe-js";

/** A field the shop names as the form does: the address's fields come as `shippingAddress.<field>`. */
const formFieldOf = (field: string) => field.replace(/^shippingAddress\./, "");

/** The cart's lines as the order will hold them, at today's prices. */
const orderLinesOf = (cart: CartView) =>
  cart.lines.map((line) => ({
    productId: line.product.id,
    name: line.product.name,
    quantity: line.quantity,
    unitPrice: line.product.price,
    total: line.lineTotal,
    vehicle: line.vehicle,
    fitmentState: line.fitmentState,
  }));

/** Why the cart could not be ordered, and the way back to change it. */
function CartRefusal({ title, reasons }: { title: string; reasons: string[] }) {
  return (
    // Announced as it appears: it answers the buyer's Place order.
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
        <Link asChild fontWeight="semibold" color="inherit">
          <RouterLink to={PATHS.cart}>Change your cart</RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The checkout: the cart once more as the order will hold it, where it goes (address and phone, from the
 * profile), how it is paid (the shop's ways to pay, pay on delivery first), and Place order. Every line's
 * stock is reserved or none is: when some fall short the page says which, and shows the cart as it now
 * stands. The order is placed only at the total shown: when a price changed meanwhile, nothing is ordered
 * and the page shows the new total to agree to. Placed, the buyer sees its confirmation, where an order to
 * pay by card is paid.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const cartState = useCart();
  const { cart, refetch } = cartState;
  const { me, loading: meLoading } = useMe();
  const payment = useQuery(PaymentOptionsDocument);
  const book = useQuery(MyAddressesDocument);
  const [forgetAddress] = useMutation(ForgetAddressDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyAddressesDocument, data: { myAddresses: data.forgetAddress } });
    },
  });
  const [checkout] = useMutation(CheckoutDocument);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [refusal, setRefusal] = useState<{ title: string; reasons: string[] }>();
  // Where the form's address goes, as far as the charges ask; unknown until the form says.
  const [destination, setDestination] = useState<DestinationInput | null>(null);
  const { quote, stale } = useCartQuote(cart, destination);
  // A quote newer than the cart shown (a price changed since the cart was read): the cart is read again,
  // so that the lines agree with the summary.
  useEffect(() => {
    if (stale) refetch();
  }, [stale, refetch]);

  const forget = async (id: string) => {
    try {
      await forgetAddress({ variables: { id } });
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  const placeOrder = async (values: CheckoutValues) => {
    setRefusal(undefined);
    // An order to pay by card is placed only where Stripe.js can take the card: without it, the payment
    // choice has switched Card off and says so, and nothing is ordered.
    if (values.paymentMethod === "CARD" && !(await stripeJsArrived())) return;
    // The total of the summary shown, of the method chosen: the shop orders nothing at any other (were
    // the summary not yet of the address sent, the shop answers with the total there, to agree to).
    const chosen =
      quote?.methods.find((offered) => offered.method.code === values.shippingMethod) ?? quote?.methods[0];
    const expectedTotal = chosen && chosen.totalCents / 100;
    const input = checkoutInput({ ...values, shippingMethod: chosen?.method.code ?? "" }, expectedTotal);
    try {
      const { data } = await checkout({
        variables: { input },
        // The ordered lines left the cart; the buyer's and the admin's order lists miss this order.
        refetchQueries: [CartDocument],
        update(cache) {
          cache.evict({ id: "ROOT_QUERY", fieldName: "myOrders" });
          cache.evict({ id: "ROOT_QUERY", fieldName: "orders" });
          // The address ordered to is now the last used in the buyer's book.
          cache.evict({ id: "ROOT_QUERY", fieldName: "myAddresses" });
        },
      });
      await navigate(orderPlacedPath(data!.checkout.id));
    } catch (failure) {
      const shortfalls = stockShortfalls(failure);
      if (shortfalls.length) {
        setRefusal({
          title: "Not enough in stock; nothing was ordered",
          reasons: shortfalls.map(describeShortfall),
        });
        // The cart's lines then show the stock as it is now.
        refetch();
        return;
      }
      const total = changedTotal(failure);
      if (total !== undefined) {
        setRefusal({
          title: "Prices changed; nothing was ordered",
          reasons: [
            `The total is now ${formatPrice(total)}, not ${formatPrice(expectedTotal!)}. Check your order below and place it again.`,
          ],
        });
        refetch();
        return;
      }
      const byField = Object.entries(fieldErrors(failure)).map(
        ([field, message]) => [formFieldOf(field), message] as const,
      );
      const forForm = byField.filter(([field]) => CHECKOUT_FORM_FIELDS.has(field));
      const forCart = byField.filter(
        ([field]) => !CHECKOUT_FORM_FIELDS.has(field) && field !== "paymentMethod",
      );
      if (forForm.length) setServerErrors(Object.fromEntries(forForm));
      // The way to pay chosen is no longer taken (the shop's settings changed meanwhile).
      const forPayment = byField.find(([field]) => field === "paymentMethod");
      if (forPayment) toast.error(forPayment[1]);
      if (forCart.length)
        setRefusal({
          title: "Your cart cannot be ordered as it is",
          reasons: forCart.map(([, message]) => message),
        });
      if (!byField.length) toast.error(errorMessage(failure));
    }
  };

  // A book that cannot be read leaves a new address to type: nothing is lost but the convenience.
  const saved = book.data?.myAddresses ?? [];
  const lastUsed = saved[0];
  const orderView = (cart: CartView) => {
    const blocked = blocksCheckout(cart);
    return (
      <Stack gap="6">
        {refusal && <CartRefusal {...refusal} />}
        {!refusal && blocked && (
          <CartRefusal
            title="Your cart cannot be ordered as it is"
            reasons={["Some lines ask for more than is in stock, or less than the minimum order."]}
          />
        )}
        <Grid templateColumns={{ base: "1fr", lg: "1fr 26rem" }} gap="6" alignItems="start">
          <SectionCard title="Your order">
            <OrderLinesList lines={orderLinesOf(cart)} />
            <Link asChild color="blue.700" alignSelf="flex-start">
              <RouterLink to={PATHS.cart}>Change your cart</RouterLink>
            </Link>
          </SectionCard>
          {payment.data ? (
            <CheckoutForm
              defaultValues={lastUsed ? fieldsOf(lastUsed) : newAddress(me?.profile.phone ?? "")}
              savedAddresses={saved}
              onForgetAddress={forget}
              quote={quote}
              onDestination={setDestination}
              paymentOptions={payment.data.paymentOptions}
              onSubmit={placeOrder}
              serverErrors={serverErrors}
              disabled={blocked}
            />
          ) : (
            <ErrorState error={payment.error} onRetry={() => void payment.refetch().catch(() => undefined)} />
          )}
        </Grid>
      </Stack>
    );
  };
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <PageHead title="Checkout" noIndex />
      <Heading as="h1" size="2xl" mb="6">
        Checkout
      </Heading>
      <CartGate
        {...cartState}
        waiting={meLoading || (payment.loading && !payment.data) || (book.loading && !book.data)}
        emptyDescription="There is nothing to order yet: add parts from the catalogue first."
      >
        {orderView}
      </CartGate>
    </Container>
  );
}
