import { graphql } from "../../../generated/client";

/**
 * A product's fields as the browser asks for them, each list written once and spread by purpose: a
 * product card (features/catalogue/api.ts), a part's page (components/product-details.tsx), the admin's
 * card (features/products-admin/api.ts) and a cart's line (features/cart/api.ts) each name their own
 * fragment, built from these.
 */

/** What every view of a product shows, and what adding it to a cart needs (its minimum, its stock). */
graphql(`
  fragment ProductSummary on Product {
    id
    name
    partNumber
    price
    picture
    minimumOrderQuantity
    availableQuantity
  }
`);

/** The summary and what describes the part: a product card, a part's page and the admin's card. */
graphql(`
  fragment ProductFacts on Product {
    ...ProductSummary
    category
    description
  }
`);

/**
 * Whether the product fits the shopper's vehicle, only when one is chosen: every operation that spreads
 * it declares `$vehicle: VehicleInput = { make: "", model: "", year: 0 }` and `$hasVehicle: Boolean!`
 * (chosen-vehicle.ts's fitVariables). GraphQL lets a variable that may be left out stand where a value is
 * required only when it has a default; the default is never sent to `fitmentState`, because @include
 * skips the field whenever no vehicle is chosen.
 */
graphql(`
  fragment ProductFit on Product {
    fitmentState(vehicle: $vehicle) @include(if: $hasVehicle)
  }
`);
