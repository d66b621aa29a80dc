import { graphql } from "../../../../generated/client";

/** What the confirmation shows of a placed order; the checkout asks for it too, so it shows at once. */
graphql(`
  fragment PlacedOrder on Order {
    id
    number
    total
    address
    phone
    createdAt
    lines {
      ...OrderLineRowFields
    }
  }
`);

/** Orders every line of the signed-in user's cart, all or nothing, and empties the cart. */
export const CheckoutDocument = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      ...PlacedOrder
    }
  }
`);

/** One of the buyer's orders, for its confirmation; null when they have none with this id. */
export const PlacedOrderDocument = graphql(`
  query PlacedOrder($id: ID!) {
    order(id: $id) {
      ...PlacedOrder
    }
  }
`);
