import type { ApolloCache } from "@apollo/client";
import { graphql } from "../../../generated/client";
import type { CartViewFragment } from "../../../generated/client/graphql";

/** Everything the cart page, the checkout and the navigation bar show of a cart, whoever's it is. */
graphql(`
  fragment CartView on Cart {
    subtotal
    itemCount
    lines {
      quantity
      lineTotal
      addedUnitPrice
      fits
      warnings
      vehicle {
        make
        model
        year
      }
      product {
        id
        name
        partNumber
        price
        picture
        minimumOrderQuantity
        availableQuantity
      }
    }
  }
`);

export type CartView = CartViewFragment;
export type CartLineView = CartView["lines"][number];

/** The signed-in user's cart, kept on the server. */
export const CartDocument = graphql(`
  query Cart {
    cart {
      ...CartView
    }
  }
`);

/** A visitor's browser-kept lines, priced and checked as the shop would check a stored cart. */
export const CartPreviewDocument = graphql(`
  query CartPreview($lines: [CartLineInput!]!) {
    cartPreview(lines: $lines) {
      ...CartView
    }
  }
`);

export const AddToCartDocument = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int!, $vehicle: VehicleInput) {
    addToCart(productId: $productId, quantity: $quantity, vehicle: $vehicle) {
      ...CartView
    }
  }
`);

export const UpdateCartLineDocument = graphql(`
  mutation UpdateCartLine($productId: ID!, $quantity: Int!) {
    updateCartLine(productId: $productId, quantity: $quantity) {
      ...CartView
    }
  }
`);

export const MergeCartDocument = graphql(`
  mutation MergeCart($lines: [CartLineInput!]!) {
    mergeCart(lines: $lines) {
      ...CartView
    }
  }
`);

/** Every cart change answers with the whole cart: it becomes the cart every reader shows, at once. */
export function storeCart(cache: ApolloCache, cart: CartView | undefined): void {
  if (cart) cache.writeQuery({ query: CartDocument, data: { cart } });
}
