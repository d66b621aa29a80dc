import { graphql } from "../../../../generated/client";

/** What a product card shows; `fits` only when the shopper has chosen a vehicle. */
export const CatalogueProductFragment = graphql(`
  fragment CatalogueProduct on Product {
    id
    name
    partNumber
    category
    description
    price
    minimumOrderQuantity
    availableQuantity
    picture
    fits(vehicle: $vehicle) @include(if: $hasVehicle)
  }
`);

/**
 * One page of the catalogue. GraphQL lets a variable that may be left out stand where a value is
 * required only when it has a default; the default is never sent to `fits`, because @include skips the
 * field whenever no vehicle is chosen.
 */
export const CatalogueProductsDocument = graphql(`
  query CatalogueProducts(
    $filter: ProductFilter
    $sort: ProductSort
    $first: Int
    $after: String
    $vehicle: VehicleInput = { make: "", model: "", year: 0 }
    $hasVehicle: Boolean!
  ) {
    products(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...CatalogueProduct
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/**
 * One part for its public page, with whether it fits the shopper's vehicle (as in CatalogueProducts);
 * null when no product has this id. Public fields only: visitors and search engines read it signed out.
 */
export const PartPageProductDocument = graphql(`
  query PartPageProduct(
    $id: ID!
    $vehicle: VehicleInput = { make: "", model: "", year: 0 }
    $hasVehicle: Boolean!
  ) {
    product(id: $id) {
      ...ProductDetails
      fits(vehicle: $vehicle) @include(if: $hasVehicle)
    }
  }
`);

export const CategoriesDocument = graphql(`
  query Categories {
    categories
  }
`);

/** Makes, their models and the model years the catalogue has parts for: the vehicle selector's lists. */
export const VehiclesDocument = graphql(`
  query Vehicles {
    vehicles {
      make
      models {
        model
        years
      }
    }
  }
`);

export const LatestReviewsDocument = graphql(`
  query LatestReviews($last: Int!) {
    reviews(last: $last) {
      id
      name
      feedback
      ratings
    }
  }
`);

export const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
    }
  }
`);
