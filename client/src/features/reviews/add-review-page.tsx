import { useAuth } from "../../lib/auth-context";
import { ReviewForm } from "./review-form";
import { useAddReview } from "./use-add-review";

/** The dashboard's Add Review screen for customers: a review of the shop. */
export function AddReviewPage() {
  const { user } = useAuth();
  const { serverErrors, submit } = useAddReview();
  return <ReviewForm defaultName={user?.displayName ?? ""} onSubmit={submit} serverErrors={serverErrors} />;
}
