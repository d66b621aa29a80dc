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

/**
 * One page of the admin's orders under the chosen filters, and how many orders there are in all (a page
 * of none, counted: the heading's number is every order's, whatever the filters).
 */
export const AdminOrdersDocument = graphql(`
  query AdminOrders($filter: OrderFilter, $first: Int!, $after: String) {
    allOrders: orders(first: 0) {
      totalCount
    }
    orders(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...OrderCardFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
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
