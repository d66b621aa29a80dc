import { useQuery } from "@apollo/client/react";
import { Button, Container, DataList, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../../components/error-state";
import { LabelledValue } from "../../components/labelled-value";
import { LoadingState } from "../../components/loading-state";
import { PageHead } from "../../components/page-head";
import { SectionCard } from "../../components/section-card";
import { errorCode } from "../../lib/graphql-errors";
import { PATHS } from "../../lib/paths";
import { PlacedOrderDocument } from "./api";
import { OrderLinesList } from "../../components/order-lines-list";

const placedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** The buyer's confirmation once the checkout placed their order: what was ordered, for how much, where to. */
export function OrderPlacedPage() {
  const { orderId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(PlacedOrderDocument, { variables: { id: orderId } });
  const order = data?.order;

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
    content = (
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Thank you for your order
          </Heading>
          <Text fontSize="lg">
            Order number{" "}
            <Text as="span" fontWeight="bold" fontFamily="mono">
              {order.number}
            </Text>
          </Text>
          <Text color="gray.600">
            Placed on <time dateTime={order.createdAt}>{placedOn.format(new Date(order.createdAt))}</time>
          </Text>
        </Stack>
        <SectionCard title="What you ordered">
          <OrderLinesList lines={order.lines} total={order.total} />
        </SectionCard>
        <SectionCard title="Delivery">
          <DataList.Root orientation="horizontal">
            <LabelledValue label="Address" wordBreak="break-word">
              {order.address}
            </LabelledValue>
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
