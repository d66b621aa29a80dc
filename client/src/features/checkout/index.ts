/** The checkout and the confirmation of the order it placed, each fetched on first visit. */
export const loadCheckoutPage = () => import("./checkout-page");
export const loadOrderPlacedPage = () => import("./order-placed-page");
