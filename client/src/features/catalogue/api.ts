import { graphql } from "../../../../generated/client";

/** What a product card shows; whether it fits only when the shopper has chosen a vehicle (ProductFit). */
graphql(`
  fragment CatalogueProduct on Product {
    ...ProductFacts
    ...ProductFit
  }
`);

/** One page of the catalogue, its products saying whether they fit the chosen vehicle. */
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
        ...PageEnd
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
      ...ProductFit
      ...PartReviews
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

/**
 * The submodels and engines the catalogue tells apart for one vehicle: what the selector offers beyond
 * make, model and year, so that parts fitting only some of them can say whether they fit.
 */
export const VehicleVariantsDocument = graphql(`
  query VehicleVariants($year: Int!, $make: String!, $model: String!) {
    vehicleVariants(year: $year, make: $make, model: $model) {
      submodels
      engines
    }
  }
`);
