/** The purchase page (one part and the form that orders it), fetched on first visit. */
export const loadPurchasePage = () => import("./purchase-page");
