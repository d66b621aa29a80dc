import { graphql } from "../../../../generated/client";

export const AddReviewDocument = graphql(`
  mutation AddReview($input: ReviewInput!) {
    addReview(input: $input) {
      id
    }
  }
`);

/** One review as the part page and the staff's list show it. */
graphql(`
  fragment PartReview on Review {
    id
    name
    feedback
    ratings
    createdAt
    verifiedPurchase
    fitConfirmed
    vehicle {
      year
      make
      model
      submodel
      engine
    }
  }
`);

/** Reviews a page at a time after the part page's first ones ("Show more reviews"). */
export const MORE_REVIEWS = 10;

/**
 * What the part page shows of its reviews, in the page's own query (so the server renders them, and the
 * JSON-LD's rating, for crawlers): the rating, the fits reviewers confirmed, and the newest reviews.
 */
graphql(`
  fragment PartReviews on Product {
    id
    rating {
      average
      count
      fitConfirmed {
        count
        vehicle {
          year
          make
          model
        }
      }
    }
    reviews(first: 5) {
      edges {
        node {
          ...PartReview
        }
      }
      pageInfo {
        ...PageEnd
      }
    }
  }
`);

/** The part's reviews after `after`: the part page's "Show more reviews". */
export const MorePartReviewsDocument = graphql(`
  query MorePartReviews($id: ID!, $first: Int!, $after: String!) {
    product(id: $id) {
      id
      reviews(first: $first, after: $after) {
        edges {
          node {
            ...PartReview
          }
        }
        pageInfo {
          ...PageEnd
        }
      }
    }
  }
`);

/** The signed-in user's purchase of the part: whether their review will be verified, and for which car. */
export const MyPurchaseDocument = graphql(`
  query MyPurchase($productId: ID!) {
    myPurchase(productId: $productId) {
      orderedAt
      vehicle {
        year
        make
        model
        submodel
        engine
      }
    }
  }
`);

/** The staff's Reviews screen: a page of every review, hidden ones included, and the part each is of. */
export const AllReviewsDocument = graphql(`
  query AllReviews($hidden: Boolean, $first: Int!, $after: String) {
    everyReview: allReviews(first: 0) {
      totalCount
    }
    allReviews(hidden: $hidden, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...PartReview
          hidden
          product {
            id
            name
            partNumber
          }
        }
      }
      pageInfo {
        ...PageEnd
      }
    }
  }
`);

export const HideReviewDocument = graphql(`
  mutation HideReview($id: ID!) {
    hideReview(id: $id) {
      id
      hidden
    }
  }
`);

export const RestoreReviewDocument = graphql(`
  mutation RestoreReview($id: ID!) {
    restoreReview(id: $id) {
      id
      hidden
    }
  }
`);

/**
 * What a review's change makes stale: the part page's reviews and rating, the staff's list and the home
 * page's latest reviews, asked again where shown.
 */
export const AFTER_REVIEW_CHANGE = ["PartPageProduct", "AllReviews"];
