import type { ReactNode } from "react";
import type { CartView } from "./api";
import { PATHS } from "../../lib/paths";
import type { useCart } from "./use-cart";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { NothingYet } from "../../components/nothing-yet";

interface CartGateProps extends ReturnType<typeof useCart> {
  /** Something else the page needs before it can show the cart (the checkout waits for the profile). */
  waiting?: boolean;
  /** What an empty cart means on this page. */
  emptyDescription: string;
  /** The page's own view of a cart with lines. */
  children(cart: CartView): ReactNode;
}

/** What a page built on the cart shows until it has one with lines: loading, the failure, or empty. */
export function CartGate({ cart, error, refetch, waiting, emptyDescription, children }: CartGateProps) {
  if (cart === undefined || waiting) {
    return error ? (
      <ErrorState error={error} onRetry={refetch} />
    ) : (
      <LoadingState label="Loading your cart…" />
    );
  }
  if (cart.lines.length === 0) {
    return (
      <NothingYet
        title="Your cart is empty"
        description={emptyDescription}
        to={PATHS.products}
        linkLabel="Browse products"
      />
    );
  }
  return children(cart);
}
