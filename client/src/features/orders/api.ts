import { graphql } from "../../../../generated/client";

/** What an order card shows, to its buyer and to an admin alike. */
graphql(`
  fragment OrderCardFields on Order {
    id
    name
    productId
    email
    address
    phone
    quantity
    unitPrice
    total
    status
    createdAt
  }
`);

export const MyOrdersDocument = graphql(`
  query MyOrders {
    myOrders {
      ...OrderCardFields
    }
  }
`);

export const AllOrdersDocument = graphql(`
  query AllOrders {
    orders {
      ...OrderCardFields
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
