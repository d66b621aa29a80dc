/** The Add Review page, fetched on first visit. */
export const loadAddReviewPage = () => import("./add-review-page");
