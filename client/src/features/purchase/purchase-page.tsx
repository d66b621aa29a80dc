import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Container, EmptyState, Stack, VStack } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { toast } from "../../lib/toast";
import { PATHS } from "../../lib/paths";
import { AddToCartButton } from "../cart";
import { ErrorState } from "../../components/error-state";
import { FitBadge } from "../../components/fit-badge";
import { LoadingState } from "../../components/loading-state";
import { PageHead } from "../../components/page-head";
import { ProductDetails } from "../../components/product-details";
import { useChosenVehicle } from "../../lib/chosen-vehicle";
import { errorCode } from "../../lib/graphql-errors";
import { useAuth } from "../../lib/auth-context";
import { PlaceOrderDocument, ProductFitsDocument, PurchaseProductDocument } from "./api";
import { PlaceOrderForm, type PlaceOrderValues } from "./place-order-form";
import { useSaveFailure } from "../../lib/server-field-errors";

function ProductMissing() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">This product does not exist</EmptyState.Title>
          <EmptyState.Description color="gray.600">
            It may have been removed from the catalogue, or the link is wrong.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue">
          <RouterLink to={PATHS.products}>Browse all products</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** One part, whether it fits the shopper's vehicle, and the form that orders it. */
export function PurchasePage() {
  const { productId = "" } = useParams();
  const { user } = useAuth();
  const [vehicle] = useChosenVehicle();
  const product = useQuery(PurchaseProductDocument, { variables: { id: productId } });
  const found = product.data?.product;
  const fit = useQuery(ProductFitsDocument, {
    variables: { id: productId, vehicle: vehicle! },
    skip: !vehicle || !found,
  });
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const { serverErrors, fail } = useSaveFailure();

  const submit = async (values: PlaceOrderValues) => {
    try {
      await placeOrder({
        variables: { input: { productId, ...values } },
        // The server took the quantity out of stock: show the new stock here and in the catalogue.
        refetchQueries: [PurchaseProductDocument],
        update(cache) {
          // The buyer's and the admin's order lists now miss this order; they load afresh when next shown.
          cache.evict({ id: "ROOT_QUERY", fieldName: "myOrders" });
          cache.evict({ id: "ROOT_QUERY", fieldName: "orders" });
        },
      });
      toast.success("Your Order is Proceed!!!");
      return true;
    } catch (error) {
      fail(error);
      // Someone else bought some meanwhile: the form's limits should show the stock as it is now.
      if (errorCode(error) === "INSUFFICIENT_STOCK") void product.refetch();
      return false;
    }
  };

  let content;
  if (product.loading && !product.data) {
    content = <LoadingState label="Loading the product…" />;
  } else if (product.error && !["NOT_FOUND", "BAD_USER_INPUT"].includes(errorCode(product.error) ?? "")) {
    content = <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  } else if (!found) {
    content = <ProductMissing />;
  } else {
    content = (
      <Stack gap="10">
        <ProductDetails
          product={found}
          fitBadge={<FitBadge vehicle={vehicle} state={fit.data?.product?.fitmentState} />}
          actions={
            <AddToCartButton
              product={found}
              fit={{ vehicle, state: fit.data?.product?.fitmentState }}
              size="lg"
              alignSelf={{ base: "stretch", sm: "flex-start" }}
            />
          }
        />
        <PlaceOrderForm
          buyer={{ name: user?.displayName ?? "", email: user?.email ?? "" }}
          product={found}
          onSubmit={submit}
          serverErrors={serverErrors}
        />
      </Stack>
    );
  }
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      {/* Behind a login, so nothing for search engines: the part's public page is its canonical page. */}
      <PageHead title={found ? `Purchase ${found.name}` : "Purchase"} noIndex />
      {content}
    </Container>
  );
}
