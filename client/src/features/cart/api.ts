import type { ApolloCache } from "@apollo/client";
import { graphql } from "../../../../generated/client";
import type { CartQuoteFieldsFragment, CartViewFragment } from "../../../../generated/client/graphql";
import { fitVariables, type Vehicle } from "../../lib/chosen-vehicle";

/**
 * Everything the cart page, the checkout and the navigation bar show of a cart, whoever's it is. Besides
 * the fit to the vehicle each line was added for, each product says whether it fits the vehicle chosen
 * now (as product cards do), for the lines added without one. Every operation on a cart declares the
 * fit variables as the catalogue's do (chosen-vehicle.ts's fitVariables).
 */
graphql(`
  fragment CartView on Cart {
    subtotal
    itemCount
    lines {
      quantity
      lineTotal
      addedUnitPrice
      fitmentState
      warnings
      vehicle {
        make
        model
        year
        submodel
        engine
      }
      product {
        ...ProductSummary
        ...ProductFit
      }
    }
  }
`);

export type CartView = CartViewFragment;
export type CartLineView = CartView["lines"][number];

/** The signed-in user's cart, kept on the server. */
export const CartDocument = graphql(`
  query Cart($vehicle: VehicleInput = { make: "", model: "", year: 0 }, $hasVehicle: Boolean!) {
    cart {
      ...CartView
    }
  }
`);

/** A visitor's browser-kept lines, priced and checked as the shop would check a stored cart. */
export const CartPreviewDocument = graphql(`
  query CartPreview(
    $lines: [CartLineInput!]!
    $vehicle: VehicleInput = { make: "", model: "", year: 0 }
    $hasVehicle: Boolean!
  ) {
    cartPreview(lines: $lines) {
      ...CartView
    }
  }
`);

export const AddToCartDocument = graphql(`
  mutation AddToCart(
    $productId: ID!
    $quantity: Int!
    $lineVehicle: VehicleInput
    $vehicle: VehicleInput = { make: "", model: "", year: 0 }
    $hasVehicle: Boolean!
  ) {
    addToCart(productId: $productId, quantity: $quantity, vehicle: $lineVehicle) {
      ...CartView
    }
  }
`);

export const UpdateCartLineDocument = graphql(`
  mutation UpdateCartLine(
    $productId: ID!
    $quantity: Int!
    $vehicle: VehicleInput = { make: "", model: "", year: 0 }
    $hasVehicle: Boolean!
  ) {
    updateCartLine(productId: $productId, quantity: $quantity) {
      ...CartView
    }
  }
`);

export const MergeCartDocument = graphql(`
  mutation MergeCart(
    $lines: [CartLineInput!]!
    $vehicle: VehicleInput = { make: "", model: "", year: 0 }
    $hasVehicle: Boolean!
  ) {
    mergeCart(lines: $lines) {
      ...CartView
    }
  }
`);

/**
 * Every cart change answers with the whole cart: it becomes the cart every reader shows, at once. Its
 * fits were asked for `vehicle`, as the readers ask for theirs.
 */
export function storeCart(cache: ApolloCache, cart: CartView | undefined, vehicle: Vehicle | null): void {
  if (cart) cache.writeQuery({ query: CartDocument, variables: fitVariables(vehicle), data: { cart } });
}

/** What a cart would cost by each of the shop's shipping methods: the cart page's estimate, the checkout's choice. */
graphql(`
  fragment CartQuoteFields on CartQuote {
    taxPercent
    methods {
      method {
        code
        name
        priceCents
        freeOverCents
      }
      shippingCents
      taxCents
      totalCents
      arrivesFrom
      arrivesBy
    }
  }
`);

export type CartQuote = CartQuoteFieldsFragment;
export type ShippingQuote = CartQuote["methods"][number];

/**
 * The quote of whoever's cart it is: a signed-in user's stored cart, or a visitor's browser-kept lines
 * (cartPreview). With the subtotal it was priced at, so a quote of a cart changed since can be told.
 */
export const CartQuoteDocument = graphql(`
  query CartQuote($visitor: Boolean!, $lines: [CartLineInput!]! = [], $destination: DestinationInput) {
    cart @skip(if: $visitor) {
      subtotal
      quote(destination: $destination) {
        ...CartQuoteFields
      }
    }
    cartPreview(lines: $lines) @include(if: $visitor) {
      subtotal
      quote(destination: $destination) {
        ...CartQuoteFields
      }
    }
  }
`);
