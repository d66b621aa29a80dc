import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import type { CartQuoteQuery, DestinationInput } from "../../../../generated/client/graphql";
import { useAuth } from "../../lib/auth-context";
import { cartLineInputs, useBrowserCart } from "./browser-cart";
import { CartQuoteDocument, type CartQuote, type CartView } from "./api";

const pricedIn = (data: CartQuoteQuery | undefined) => data?.cart ?? data?.cartPreview;

/**
 * What `cart` would cost by each shipping method, shipped to `destination` (its tax then known), priced
 * by the shop: a signed-in user's stored cart, or a visitor's browser-kept lines (cartPreview). Not
 * cached: every cart change replaces the cart's cache entry whole (apollo-client.ts), and a quote is only
 * good for the cart it priced, so it is asked again whenever the cart's subtotal moves on. The last
 * answer stays shown while the next is on its way.
 */
export function useCartQuote(cart: CartView | undefined, destination: DestinationInput | null = null) {
  const { status } = useAuth();
  const visitor = status !== "signedIn";
  const browserLines = useBrowserCart();
  const { data, previousData, refetch } = useQuery(CartQuoteDocument, {
    variables: { visitor, lines: visitor ? cartLineInputs(browserLines ?? []) : [], destination },
    fetchPolicy: "no-cache",
    skip: !cart?.lines.length || status === "loading",
  });
  const priced = pricedIn(data ?? previousData);
  const stale = cart !== undefined && priced !== undefined && priced.subtotal !== cart.subtotal;
  useEffect(() => {
    if (stale) void refetch().catch(() => undefined);
  }, [stale, refetch]);
  const quote: CartQuote | undefined = priced?.quote;
  /** Whether the quote shown priced the cart otherwise than the cart shown: one of them is being asked again. */
  return { quote, stale };
}
