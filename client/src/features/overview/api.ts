import { graphql } from "../../../../generated/client";

/** The orders role's part of the overview: placed orders waiting to ship, and the day's sales so far. */
export const OrdersOverviewDocument = graphql(`
  query OrdersOverview($today: DateTime!) {
    toShip: orders(filter: { status: PLACED }, first: 0) {
      totalCount
    }
    salesSummary(from: $today) {
      orders
      total
    }
  }
`);

/** The catalogue role's part: parts at or below their reorder level. */
export const StockOverviewDocument = graphql(`
  query StockOverview {
    lowStock: products(filter: { lowStock: true }, first: 0) {
      totalCount
    }
  }
`);
