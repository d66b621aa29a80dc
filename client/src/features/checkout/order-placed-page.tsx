import { useQuery } from "@apollo/client/react";
import { Alert, Button, Container, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import { ErrorState } from "../../components/error-state";
import { LabelledValue } from "../../components/labelled-value";
import { LoadingState } from "../../components/loading-state";
import { PageHead } from "../../components/page-head";
import { SectionCard } from "../../components/section-card";
import { errorCode } from "../../lib/graphql-errors";
import { PATHS } from "../../lib/paths";
import { PlacedOrderDocument } from "./api";
import { deliveryFacts, OrderLinesAndCharges } from "../../components/order-delivery";
import { PaymentDue, paymentFacts, paymentOptionOf, PaymentsReceived } from "../../components/order-payment";
import { OrderStatusBadge } from "../orders";
import { CardPayment } from "./card-payment";

const placedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** How often the page asks whether Stripe's word of a card payment has reached the shop. */
const CONFIRMING_POLL_MS = 2_000;

/**
 * The buyer's confirmation once the checkout placed their order: what was ordered, for how much, where
 * to, and how it is paid. An order awaiting payment says by when and how to pay (a bank transfer's
 * account; a card, in Stripe's form here). Stripe brings the buyer back here once a card payment is
 * made (`redirect_status` in the address): the page then waits for the shop to hear of it.
 */
export function OrderPlacedPage() {
  const { orderId = "" } = useParams();
  const [search] = useSearchParams();
  const returnedFromCard = search.get("redirect_status");
  const cardPaidAtStripe = returnedFromCard === "succeeded" || returnedFromCard === "processing";
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(PlacedOrderDocument, {
    variables: { id: orderId },
  });
  const order = data?.order;
  // Stripe told the buyer the payment is made; the shop hears it by Stripe's webhook, moments later.
  const confirming = cardPaidAtStripe && order?.status === "AWAITING_PAYMENT";
  useEffect(() => {
    if (!confirming) return;
    startPolling(CONFIRMING_POLL_MS);
    return () => stopPolling();
  }, [confirming, startPolling, stopPolling]);

  let content;
  if (loading && !data) {
    content = <LoadingState label="Loading your order…" />;
  } else if (error && errorCode(error) !== "BAD_USER_INPUT") {
    content = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else if (!order) {
    content = (
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          This order does not exist
        </Heading>
        <Text color="gray.600">The link may be wrong, or the order belongs to another account.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={PATHS.myOrders}>Go to My Order</RouterLink>
        </Button>
      </Stack>
    );
  } else {
    const paymentOption = paymentOptionOf(order.paymentMethod, data.paymentOptions);
    const awaitingCard = order.status === "AWAITING_PAYMENT" && order.paymentMethod === "CARD";
    content = (
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Thank you for your order
          </Heading>
          <HStack gap="3" flexWrap="wrap">
            <Text fontSize="lg">
              Order number{" "}
              <Text as="span" fontWeight="bold" fontFamily="mono">
                {order.number}
              </Text>
            </Text>
            <OrderStatusBadge status={order.status} size="md" />
          </HStack>
          <Text color="gray.600">
            Placed on <time dateTime={order.createdAt}>{placedOn.format(new Date(order.createdAt))}</time>
          </Text>
        </Stack>
        {awaitingCard && cardPaidAtStripe ? (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your card payment is being confirmed</Alert.Title>
              <Alert.Description>
                Stripe has taken it; this page shows your order as paid as soon as the shop hears from Stripe,
                usually within seconds.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <PaymentDue order={order} option={paymentOption} />
        )}
        {awaitingCard && !cardPaidAtStripe && (
          <SectionCard title="Pay by card">
            {returnedFromCard === "failed" && (
              <Text color="red.600" role="alert">
                Your card payment did not go through. Try again, or with another card.
              </Text>
            )}
            <CardPayment orderId={order.id} amountCents={order.amountDueCents} />
          </SectionCard>
        )}
        <SectionCard title="What you ordered">
          <OrderLinesAndCharges order={order} lines={order.lines} />
        </SectionCard>
        <SectionCard title="Payment">
          <DataList.Root orientation="horizontal">
            {paymentFacts(order, paymentOption).map(([label, value]) => (
              <LabelledValue key={label} label={label}>
                {value}
              </LabelledValue>
            ))}
          </DataList.Root>
          <PaymentsReceived payments={order.payments} />
        </SectionCard>
        <SectionCard title="Delivery">
          <DataList.Root orientation="horizontal">
            {deliveryFacts(order).map(([label, value]) => (
              <LabelledValue key={label} label={label} wordBreak="break-word">
                {value}
              </LabelledValue>
            ))}
            <LabelledValue label="Phone">{order.phone}</LabelledValue>
          </DataList.Root>
        </SectionCard>
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button asChild colorPalette="blue">
            <RouterLink to={PATHS.myOrders}>Go to My Order</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="blue">
            <RouterLink to={PATHS.products}>Keep shopping</RouterLink>
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <PageHead title={order ? "Thank you for your order" : "Your order"} noIndex />
      {content}
    </Container>
  );
}
