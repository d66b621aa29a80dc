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
    ...OrderDeliveryFields
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

/** An address kept in the buyer's book, as the checkout offers it. */
graphql(`
  fragment SavedAddressFields on SavedAddress {
    id
    phone
    address {
      name
      street
      city
      postalCode
      region
      country
      countryName
    }
  }
`);

/** The addresses the buyer checked out with before, the last used first. */
export const MyAddressesDocument = graphql(`
  query MyAddresses {
    myAddresses {
      ...SavedAddressFields
    }
  }
`);

/** Takes an address out of the buyer's book; answers the book as it is left. */
export const ForgetAddressDocument = graphql(`
  mutation ForgetAddress($id: ID!) {
    forgetAddress(id: $id) {
      ...SavedAddressFields
    }
  }
`);
