/**
 * The cart's public entry: what the rest of the shop may use of it. Everything else in this folder is
 * the cart's own. A visitor's cart is kept in the browser (browser-cart.ts) and joins their account's
 * when they sign in (merge-browser-cart.ts); a customer's lives in the shop (api.ts); use-cart.ts reads
 * and changes whichever is here.
 */
export { CartDocument, type CartQuote, type CartView, type ShippingQuote } from "./api";
export { AddToCartButton } from "./add-to-cart-button";
export { CartGate } from "./cart-gate";
export { mergeBrowserCart } from "./merge-browser-cart";
export { blocksCheckout, useCart, useCartActions } from "./use-cart";
export { useCartQuote } from "./use-cart-quote";

/** The cart page, fetched on first visit (the route table's lazy page). */
export const loadCartPage = () => import("./cart-page");
