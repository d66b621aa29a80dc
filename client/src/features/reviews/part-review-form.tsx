import { useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { LoadingState } from "../../components/loading-state";
import { useAuth } from "../../lib/auth-context";
import { describeVehicle } from "../../lib/chosen-vehicle";
import { MyPurchaseDocument } from "./api";
import { ReviewForm, type ReviewValues } from "./review-form";
import { useAddReview } from "./use-add-review";

/**
 * A signed-in shopper's review of the part. The shop says whether it is a verified purchase and which car
 * it was bought for (Query.myPurchase, the same rule addReview applies); the form says so beforehand and,
 * when there is a car, asks whether the part fitted it.
 */
export function PartReviewForm({ productId }: { productId: string }) {
  const { user } = useAuth();
  const purchase = useQuery(MyPurchaseDocument, { variables: { productId } });
  const { serverErrors, submit } = useAddReview();

  if (purchase.loading && !purchase.data) return <LoadingState label="Loading the review form…" />;
  const bought = purchase.data?.myPurchase;
  const vehicle = bought?.vehicle ? describeVehicle(bought.vehicle) : undefined;
  const send = ({ fitConfirmed, ...values }: ReviewValues) =>
    submit({ ...values, productId, ...(vehicle && { fitConfirmed: fitConfirmed === true }) });

  return (
    <Stack gap="3">
      {bought && (
        <Text fontSize="sm" color="gray.700">
          You bought this part here: your review will say &quot;Verified purchase&quot;
          {vehicle ? `, and that it was for your ${vehicle}.` : "."}
        </Text>
      )}
      <ReviewForm
        title="Write a review"
        defaultName={user?.displayName ?? ""}
        fitVehicle={vehicle}
        onSubmit={send}
        serverErrors={serverErrors}
      />
    </Stack>
  );
}
