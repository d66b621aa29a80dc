/** The Add Review page and the staff's Reviews screen, fetched on first visit. */
export const loadAddReviewPage = () => import("./add-review-page");
export const loadManageReviewsPage = () => import("./manage-reviews-page");

/** A part's rating and reviews, for its page (the catalogue's), and the same as schema.org's JSON-LD. */
export { PartRating } from "./part-rating";
export { PartReviewsSection } from "./part-reviews-section";
export { reviewsStructuredData } from "./reviews-structured-data";
