import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useMemo } from "react";
import type { CartLineWarning } from "../../../../generated/client/graphql";
import { CART_MAX_LINES, tooManyCartLines } from "../../../../shared/cart-limits";
import { orderQuantityProblem, type OrderableProduct } from "../../../../shared/field-rules/order-quantity";
import { useAuth } from "../../lib/auth-context";
import { useBrowserValue } from "../../lib/browser-value";
import {
  addToBrowserCart,
  cartLineInputs,
  readBrowserCart,
  setBrowserCartQuantity,
  useBrowserCart,
} from "./browser-cart";
import {
  AddToCartDocument,
  CartDocument,
  CartPreviewDocument,
  UpdateCartLineDocument,
  storeCart,
  type CartView,
} from "./api";
import { fitVariables, readChosenVehicle, useChosenVehicle } from "../../lib/chosen-vehicle";
import { errorMessage } from "../../lib/graphql-errors";

/** The warnings the checkout refuses a cart for (the others tell of a change, or of the fit). */
export const BLOCKING_WARNINGS: ReadonlySet<CartLineWarning> = new Set([
  "OUT_OF_STOCK",
  "NOT_ENOUGH_STOCK",
  "BELOW_MINIMUM",
]);

/** Whether the checkout would refuse the cart as it is, for a line no order can hold. */
export const blocksCheckout = (cart: CartView) =>
  cart.lines.some((line) => line.warnings.some((warning) => BLOCKING_WARNINGS.has(warning)));

const EMPTY_CART: CartView = { lines: [], subtotal: 0, itemCount: 0 };

/**
 * The cart of whoever is here, in one shape: a signed-in user's from the shop, a visitor's browser-kept
 * lines priced by the shop (cartPreview). `cart` is undefined while it is not known yet (the session is
 * settling, the server is rendering the page, the answer is on its way). Its products say whether they
 * fit the vehicle chosen now; choosing another asks again.
 */
export function useCart() {
  const { status } = useAuth();
  const [vehicle] = useChosenVehicle();
  const browserLines = useBrowserCart();
  const visitorLines = status === "signedOut" ? browserLines : null;
  const stored = useQuery(CartDocument, { variables: fitVariables(vehicle), skip: status !== "signedIn" });
  const preview = useQuery(CartPreviewDocument, {
    variables: { lines: cartLineInputs(visitorLines ?? []), ...fitVariables(vehicle) },
    skip: !visitorLines?.length,
  });
  let cart: CartView | undefined;
  let query: typeof stored | typeof preview | undefined;
  if (status === "signedIn") {
    cart = stored.data?.cart;
    query = stored;
  } else if (visitorLines?.length) {
    // While a changed cart is priced, the last pricing stays on screen rather than a spinner.
    cart = (preview.data ?? preview.previousData)?.cartPreview;
    query = preview;
  } else if (visitorLines) {
    cart = EMPTY_CART;
  }
  return {
    cart,
    error: query?.error,
    refetch: useCallback(() => void query?.refetch(), [query]),
  };
}

/** A product as adding it to a cart needs it: what it is called and what an order of it may ask for. */
export interface CartProduct extends OrderableProduct {
  id: string;
}

/**
 * Changing the cart, for whoever is here. Each change resolves to undefined when done, or to why not in
 * words: the shop's own for a signed-in user, the same shared rule's (shared/field-rules/order-quantity.ts)
 * checked here for a visitor, so both hear "Only 3 left in stock" alike. Adding sends the chosen vehicle
 * along, which the line keeps. Reading no cart itself, it costs a product card nothing to hold one.
 */
export function useCartActions() {
  const { status } = useAuth();
  const signedIn = status === "signedIn";
  // The answer's fits are for the vehicle the change was sent with, and stored as such.
  const [addToCart] = useMutation(AddToCartDocument, {
    update: (cache, { data }, { variables }) => storeCart(cache, data?.addToCart, variables?.vehicle ?? null),
  });
  const [updateCartLine] = useMutation(UpdateCartLineDocument, {
    update: (cache, { data }, { variables }) =>
      storeCart(cache, data?.updateCartLine, variables?.vehicle ?? null),
  });

  const actions = useMemo(() => {
    const tryChange = async (change: () => Promise<unknown>) => {
      try {
        await change();
        return undefined;
      } catch (error) {
        return errorMessage(error);
      }
    };
    return {
      /**
       * Adds `quantity` of the product (its minimum order, the least a line may hold, unless a job kit
       * says how many), or that many more to its line.
       */
      add(product: CartProduct, quantity = product.minimumOrderQuantity): Promise<string | undefined> {
        const vehicle = readChosenVehicle();
        if (signedIn)
          return tryChange(() =>
            addToCart({
              variables: { productId: product.id, quantity, lineVehicle: vehicle, ...fitVariables(vehicle) },
            }),
          );
        const lines = readBrowserCart();
        const line = lines.find((l) => l.productId === product.id);
        if (!line && lines.length >= CART_MAX_LINES) return Promise.resolve(tooManyCartLines());
        const problem = orderQuantityProblem((line?.quantity ?? 0) + quantity, product);
        if (!problem) addToBrowserCart(product.id, quantity, vehicle);
        return Promise.resolve(problem?.message);
      },
      /** Sets the quantity of the product's line; 0 removes it. */
      setQuantity(product: CartProduct, quantity: number): Promise<string | undefined> {
        if (signedIn) {
          const variables = { productId: product.id, quantity, ...fitVariables(readChosenVehicle()) };
          return tryChange(() => updateCartLine({ variables }));
        }
        const problem = quantity > 0 ? orderQuantityProblem(quantity, product) : undefined;
        if (!problem) setBrowserCartQuantity(product.id, quantity);
        return Promise.resolve(problem?.message);
      },
    };
  }, [signedIn, addToCart, updateCartLine]);
  // Not before the scripts have taken over the server's page (a click would do nothing), nor while a
  // stored session is being confirmed: it is not known yet whose cart a change belongs in.
  const inBrowser = useBrowserValue(() => true, false);
  return { ...actions, ready: inBrowser && status !== "loading" };
}
