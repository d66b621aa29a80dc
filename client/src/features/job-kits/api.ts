import { graphql } from "../../../../generated/client";

/** One job's kit for the vehicle shopped for: each line's part as the kit shows it and the cart adds it. */
export const JobKitDocument = graphql(`
  query JobKit($job: JobKind!, $vehicle: VehicleInput!) {
    jobKit(job: $job, vehicle: $vehicle) {
      job
      name
      total
      lines {
        piece
        position
        quantity
        warning
        product {
          id
          name
          partNumber
          price
          availableQuantity
          minimumOrderQuantity
        }
      }
    }
  }
`);
