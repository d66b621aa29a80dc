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
    returnableUntil
    returns {
      id
      number
      status
      amountCents
    }
    ...OrderPaymentFields
    ...OrderDeliveryFields
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

/**
 * Money given back by staff for a paid order cancelled before it shipped (a card order's is refunded
 * through Stripe, its reference Stripe's): the answer is the whole card, showing what is still owed back.
 */
export const RefundOrderDocument = graphql(`
  mutation RefundOrder($id: ID!, $amountCents: Int!, $reference: String) {
    refundOrder(id: $id, amountCents: $amountCents, reference: $reference) {
      ...OrderCardFields
    }
  }
`);

/** The buyer asks to send parts of a delivered order back; the order's card then lists the return. */
export const RequestReturnDocument = graphql(`
  mutation RequestReturn($input: ReturnInput!) {
    requestReturn(input: $input) {
      id
      number
      status
      amountCents
    }
  }
`);

/** What the staff's Returns screen shows of a return. */
graphql(`
  fragment ReturnCardFields on OrderReturn {
    id
    number
    orderId
    orderNumber
    email
    reason
    note
    status
    refusal
    amountCents
    createdAt
    lines {
      productId
      name
      unitPrice
      quantity
      restocked
      vehicle {
        make
        model
        year
        submodel
        engine
      }
    }
    refund {
      method
      amountCents
      reference
      at
    }
  }
`);

/**
 * The returns in one status (every status when null), newest first. As with the orders' page, the size
 * is written in the query: the shop's cost limit counts a variable one as the largest.
 */
export const ReturnsDocument = graphql(`
  query Returns($status: ReturnStatus) {
    returns(status: $status, first: 50) {
      ...ReturnCardFields
    }
  }
`);

export const ApproveReturnDocument = graphql(`
  mutation ApproveReturn($id: ID!) {
    approveReturn(id: $id) {
      ...ReturnCardFields
    }
  }
`);

export const RefuseReturnDocument = graphql(`
  mutation RefuseReturn($id: ID!, $reason: String!) {
    refuseReturn(id: $id, reason: $reason) {
      ...ReturnCardFields
    }
  }
`);

export const ReceiveReturnDocument = graphql(`
  mutation ReceiveReturn($id: ID!, $lines: [ReceivedLineInput!]!) {
    receiveReturn(id: $id, lines: $lines) {
      ...ReturnCardFields
    }
  }
`);

export const RefundReturnDocument = graphql(`
  mutation RefundReturn($id: ID!, $reference: String) {
    refundReturn(id: $id, reference: $reference) {
      ...ReturnCardFields
    }
  }
`);
