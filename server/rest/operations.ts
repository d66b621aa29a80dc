import { graphql } from "../../generated/client";

/**
 * The GraphQL operations behind the legacy paths, written like the browser's: codegen types each one
 * from schema.graphql, so `npm run check` fails when a path's query no longer fits the schema.
 */

export const LEGACY_PRODUCT = graphql(`
  fragment LegacyProduct on Product {
    id
    name
    description
    price
    minimumOrderQuantity
    availableQuantity
    picture
    partNumber
    category
    createdAt
    fitments {
      make
      model
      yearFrom
      yearTo
    }
  }
`);

export const LEGACY_REVIEW = graphql(`
  fragment LegacyReview on Review {
    id
    name
    feedback
    ratings
    createdAt
  }
`);

export const LEGACY_USER = graphql(`
  fragment LegacyUser on User {
    id
    email
    role
    displayName
  }
`);

export const LEGACY_ORDER = graphql(`
  fragment LegacyOrder on Order {
    id
    number
    email
    name
    productId
    address
    quantity
    phone
    unitPrice
    subtotalCents
    shipping {
      name
      priceCents
    }
    taxCents
    total
    status
    createdAt
    cancelledAt
  }
`);

export const REST_PRODUCT_PAGE = graphql(`
  query RestProductPage($first: Int!, $after: String) {
    products(first: $first, after: $after) {
      edges {
        node {
          ...LegacyProduct
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const REST_PRODUCT = graphql(`
  query RestProduct($id: ID!) {
    product(id: $id) {
      ...LegacyProduct
    }
  }
`);

export const REST_ADD_PRODUCT = graphql(`
  mutation RestAddProduct($input: ProductInput!) {
    addProduct(input: $input) {
      id
    }
  }
`);

export const REST_DELETE_PRODUCT = graphql(`
  mutation RestDeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      deleted
    }
  }
`);

export const REST_REVIEWS = graphql(`
  query RestReviews($last: Int!) {
    reviews(last: $last) {
      ...LegacyReview
    }
  }
`);

export const REST_ADD_REVIEW = graphql(`
  mutation RestAddReview($input: ReviewInput!) {
    addReview(input: $input) {
      id
    }
  }
`);

export const REST_SIGN_IN = graphql(`
  mutation RestSignIn($idToken: String!, $email: String) {
    signIn(idToken: $idToken, email: $email) {
      accessToken
    }
  }
`);

export const REST_USER_PAGE = graphql(`
  query RestUserPage($first: Int!, $after: String) {
    users(first: $first, after: $after) {
      edges {
        node {
          ...LegacyUser
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const REST_MAKE_ADMIN = graphql(`
  mutation RestMakeAdmin($email: String!) {
    makeAdmin(email: $email) {
      changed
    }
  }
`);

export const REST_USER_ROLE = graphql(`
  query RestUserRole($email: String!) {
    user(email: $email) {
      role
    }
  }
`);

export const REST_USER_PROFILE = graphql(`
  query RestUserProfile($email: String!) {
    user(email: $email) {
      email
      profile {
        education
        address
        phone
      }
    }
  }
`);

export const REST_UPDATE_PROFILE = graphql(`
  mutation RestUpdateProfile($input: ProfileInput!, $email: String) {
    updateProfile(input: $input, email: $email) {
      id
    }
  }
`);

export const REST_PLACE_ORDER = graphql(`
  mutation RestPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
    }
  }
`);

export const REST_MY_ORDERS = graphql(`
  query RestMyOrders($email: String!) {
    myOrders(email: $email) {
      ...LegacyOrder
    }
  }
`);

export const REST_CANCEL_ORDER = graphql(`
  mutation RestCancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      id
    }
  }
`);

export const REST_ORDER_PAGE = graphql(`
  query RestOrderPage($first: Int!, $after: String) {
    orders(first: $first, after: $after) {
      edges {
        node {
          ...LegacyOrder
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
