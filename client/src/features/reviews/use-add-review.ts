import { useMutation } from "@apollo/client/react";
import type { ReviewInput } from "../../../../generated/client/graphql";
import { useSaveFailure } from "../../lib/server-field-errors";
import { AddReviewDocument, AFTER_REVIEW_CHANGE } from "./api";

/**
 * Adds a review, of the shop or of a part, with the spec's toast once stored, and the server's messages
 * per field otherwise. What it changes is asked again where it shows: the part page's reviews and rating
 * now, the home page's 'Our Client Feedback' (the latest reviews) when next shown.
 */
export function useAddReview() {
  const [addReview] = useMutation(AddReviewDocument);
  const { serverErrors, save } = useSaveFailure();
  const submit = (input: ReviewInput) =>
    save(
      () =>
        addReview({
          variables: { input },
          update: (cache) => void cache.evict({ id: "ROOT_QUERY", fieldName: "reviews" }),
          refetchQueries: AFTER_REVIEW_CHANGE,
          awaitRefetchQueries: true,
        }),
      "Successfully added your Review!!",
    );
  return { serverErrors, submit };
}
