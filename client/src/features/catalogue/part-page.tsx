import { useQuery } from "@apollo/client/react";
import { Button, Container, Stack } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { AddToCartButton } from "../cart";
import { ErrorState } from "../../components/error-state";
import { FitBadge } from "../../components/fit-badge";
import { JsonLd } from "../../components/json-ld";
import { LoadingState } from "../../components/loading-state";
import { NotFoundPage } from "../../components/not-found-page";
import { PageHead } from "../../components/page-head";
import { ProductDetails } from "../../components/product-details";
import { fitVariables, useChosenVehicle } from "../../lib/chosen-vehicle";
import { errorCode } from "../../lib/graphql-errors";
import { partPath, purchasePath } from "../../lib/paths";
import { useSiteOrigin } from "../../lib/site-origin";
import { PartPageProductDocument } from "./api";
import { CheckIfItFits } from "./check-if-it-fits";
import { partStructuredData } from "./part-structured-data";
import { PartRating, PartReviewsSection } from "../reviews";

/**
 * The public page of one part, for shoppers and search engines alike: everything about it, whether it
 * fits the chosen vehicle, and the way to buy it (the purchase page asks for a login).
 */
export function PartPage() {
  const { productId = "" } = useParams();
  const [vehicle] = useChosenVehicle();
  const origin = useSiteOrigin();
  const { data, previousData, loading, error, refetch } = useQuery(PartPageProductDocument, {
    variables: { id: productId, ...fitVariables(vehicle) },
    // A malformed id answers `product: null` with an error. Kept, that null travels in the rendered page's
    // answers (errors do not), so the browser's first render shows the server's not-found page too
    // rather than a spinner, which React would have to throw away.
    errorPolicy: "all",
  });
  // While the fit for a vehicle just chosen is asked, the part stays on screen rather than a spinner.
  const product =
    data?.product ?? (previousData?.product?.id === productId ? previousData.product : undefined);

  if (loading && !product) {
    return (
      <Container maxW="6xl">
        <LoadingState label="Loading the part…" />
      </Container>
    );
  }
  // A malformed id is refused as bad input; to a visitor it is the same as an id that names no part.
  if (product == null && (!error || ["NOT_FOUND", "BAD_USER_INPUT"].includes(errorCode(error) ?? ""))) {
    return <NotFoundPage />;
  }
  if (!product) {
    return (
      <Container maxW="6xl">
        <ErrorState error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <PageHead
        title={`${product.name} (${product.partNumber})`}
        description={product.description || undefined}
        canonicalPath={partPath(product.id)}
        openGraph={{ type: "product", image: product.picture }}
      />
      <JsonLd data={partStructuredData(product, origin)} />
      <ProductDetails
        product={product}
        rating={<PartRating rating={product.rating} />}
        fitBadge={vehicle ? <FitBadge vehicle={vehicle} state={product.fitmentState} /> : <CheckIfItFits />}
        actions={
          // As on the catalogue's cards: Add to cart leads, the spec's Purchase (this part alone) beside it.
          <Stack direction={{ base: "column", sm: "row" }} gap="3">
            <AddToCartButton
              product={product}
              fit={{ vehicle, state: product.fitmentState }}
              variant="solid"
              size="lg"
            />
            <Button asChild variant="outline" colorPalette="blue" size="lg">
              <RouterLink to={purchasePath(product.id)}>Purchase</RouterLink>
            </Button>
          </Stack>
        }
      />
      <PartReviewsSection product={product} />
    </Container>
  );
}
