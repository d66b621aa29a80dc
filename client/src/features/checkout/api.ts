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
    ...OrderPaymentFields
  }
`);

/** The ways to pay the shop takes now, in the order checkout offers them. */
export const PaymentOptionsDocument = graphql(`
  query PaymentOptions {
    paymentOptions {
      ...PaymentOptionFields
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

/**
 * One of the buyer's orders, for its confirmation; null when they have none with this id. With the
 * ways to pay, whose words say how the order is paid (a bank transfer's, the account to pay into).
 */
export const PlacedOrderDocument = graphql(`
  query PlacedOrder($id: ID!) {
    order(id: $id) {
      ...PlacedOrder
    }
    paymentOptions {
      ...PaymentOptionFields
    }
  }
`);

/**
 * Starts paying the buyer's CARD order by card: what Stripe.js needs to take the payment (the same
 * payment however often it is asked for).
 */
export const StartCardPaymentDocument = graphql(`
  mutation StartCardPayment($orderId: ID!) {
    startCardPayment(orderId: $orderId) {
      clientSecret
      publishableKey
      amountCents
    }
  }
`);
