import { graphql } from "../../../../generated/client";

/** What an order card shows, to its buyer and to an admin alike. */
graphql(`
  fragment OrderCardFields on Order {
    id
    number
    name
    productId
    email
    buyerName
    address
    phone
    quantity
    unitPrice
    total
    status
    createdAt
    lines {
      ...OrderLineRowFields
    }
    shipment {
      carrier
      trackingNumber
      shippedAt
    }
    history {
      status
      at
    }
    ...OrderPaymentFields
  }
`);

export const MyOrdersDocument = graphql(`
  query MyOrders {
    myOrders {
      ...OrderCardFields
    }
    paymentOptions {
      ...PaymentOptionFields
    }
  }
`);

/**
 * One page of the admin's orders under the chosen filters, and how many orders there are in all (a page
 * of none, counted: the heading's number is every order's, whatever the filters).
 *
 * The page size is written in the query, not passed as a variable: the shop's cost limit must count a
 * variable page as the largest page (100 orders, each with its lines), which it refuses; twelve it takes.
 */
export const ADMIN_ORDERS_PAGE_SIZE = 12;

export const AdminOrdersDocument = graphql(`
  query AdminOrders($filter: OrderFilter, $after: String) {
    allOrders: orders(first: 0) {
      totalCount
    }
    orders(filter: $filter, first: 12, after: $after) {
      totalCount
      edges {
        node {
          ...OrderCardFields
        }
      }
      pageInfo {
        ...PageEnd
      }
    }
    paymentOptions {
      ...PaymentOptionFields
    }
  }
`);

export const CancelOrderDocument = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      id
      status
    }
  }
`);

export const ShipOrderDocument = graphql(`
  mutation ShipOrder($id: ID!, $carrier: String!, $trackingNumber: String!) {
    shipOrder(id: $id, carrier: $carrier, trackingNumber: $trackingNumber) {
      ...OrderCardFields
    }
  }
`);

export const DeliverOrderDocument = graphql(`
  mutation DeliverOrder($id: ID!) {
    deliverOrder(id: $id) {
      ...OrderCardFields
    }
  }
`);

/**
 * A payment received outside the shop (a bank transfer, the courier's cash), in cents; the answer is the
 * whole card, so it shows what is still due (and PAID, once paid in full) at once.
 */
export const RecordPaymentDocument = graphql(`
  mutation RecordPayment($id: ID!, $amountCents: Int!, $reference: String!) {
    recordPayment(id: $id, amountCents: $amountCents, reference: $reference) {
      ...OrderCardFields
    }
  }
`);
