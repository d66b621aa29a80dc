import { useMutation } from "@apollo/client/react";
import { useAuth } from "../../lib/auth-context";
import { AddReviewDocument } from "./api";
import { ReviewForm, type ReviewValues } from "./review-form";
import { useSaveFailure } from "../../lib/server-field-errors";

/** The dashboard's Add Review screen for customers. */
export function AddReviewPage() {
  const { user } = useAuth();
  const [addReview] = useMutation(AddReviewDocument);
  const { serverErrors, save } = useSaveFailure();

  const submit = (input: ReviewValues) =>
    save(
      () =>
        addReview({
          variables: { input },
          // The home page's 'Our Client Feedback' shows the latest reviews: it asks again when next shown.
          update: (cache) => void cache.evict({ id: "ROOT_QUERY", fieldName: "reviews" }),
        }),
      "Successfully added your Review!!",
    );

  return <ReviewForm defaultName={user?.displayName ?? ""} onSubmit={submit} serverErrors={serverErrors} />;
}
