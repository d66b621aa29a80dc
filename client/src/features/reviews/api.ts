import { graphql } from "../../../../generated/client";

export const AddReviewDocument = graphql(`
  mutation AddReview($input: ReviewInput!) {
    addReview(input: $input) {
      id
    }
  }
`);
