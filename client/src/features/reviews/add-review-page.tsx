import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { toast } from "react-toastify";
import { errorMessage, fieldErrors } from "../../lib/graphql-errors";
import { useAuth } from "../auth/auth-context";
import { AddReviewDocument } from "./api";
import { ReviewForm, type ReviewValues } from "./review-form";

/** The dashboard's Add Review screen for customers. */
export function AddReviewPage() {
  const { user } = useAuth();
  const [addReview] = useMutation(AddReviewDocument);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const submit = async (input: ReviewValues) => {
    setServerErrors(undefined);
    try {
      await addReview({
        variables: { input },
        // The home page's 'Our Client Feedback' shows the latest reviews: it asks again when next shown.
        update: (cache) => void cache.evict({ id: "ROOT_QUERY", fieldName: "reviews" }),
      });
      toast.success("Successfully added your Review!!");
      return true;
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length) setServerErrors(fields);
      else toast.error(errorMessage(e));
      return false;
    }
  };

  return <ReviewForm defaultName={user?.displayName ?? ""} onSubmit={submit} serverErrors={serverErrors} />;
}
