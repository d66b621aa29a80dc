import { graphql } from "../../../../generated/client";

/** 'Our Client Feedback': the newest reviews. */
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
