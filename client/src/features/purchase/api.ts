import { graphql } from "../../../../generated/client";

/** Everything the purchase page shows about one part; null when no product has this id. */
export const PurchaseProductDocument = graphql(`
  query PurchaseProduct($id: ID!) {
    product(id: $id) {
      ...ProductDetails
    }
  }
`);

/**
 * Whether the part fits the shopper's vehicle. Its own query, so choosing another vehicle asks only this
 * and the product itself stays cached.
 */
export const ProductFitsDocument = graphql(`
  query ProductFits($id: ID!, $vehicle: VehicleInput!) {
    product(id: $id) {
      id
      fitmentState(vehicle: $vehicle)
    }
  }
`);

export const PlaceOrderDocument = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      productId
      quantity
    }
  }
`);
