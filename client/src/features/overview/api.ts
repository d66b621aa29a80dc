import { graphql } from "../../../../generated/client";

/**
 * The orders role's part of the overview: orders waiting to ship (placed ones, paid on delivery, and paid
 * ones; the filter takes one status, so each is counted), and the day's sales so far.
 */
export const OrdersOverviewDocument = graphql(`
  query OrdersOverview($today: DateTime!) {
    placedToShip: orders(filter: { status: PLACED }, first: 0) {
      totalCount
    }
    paidToShip: orders(filter: { status: PAID }, first: 0) {
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
