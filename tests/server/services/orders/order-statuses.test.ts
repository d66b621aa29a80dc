import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, type GraphQLEnumType } from "graphql";
import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../../../generated/server/graphql";
import { STATUS_LABELS } from "../../../../client/src/features/orders/order-status-labels";
import {
  BUYER_LISTED_STATUSES,
  ORDER_STATUSES,
  mayMove,
  orderStatus,
  storedStatus,
} from "../../../../server/services/orders/order-statuses";
import { REPO_ROOT } from "../../../support/repo-root";

/**
 * The one list of an order's statuses (server/services/orders/order-statuses.ts) against its other
 * homes: the schema's enum, the stored form, the browser's labels; and the table of changes it holds.
 */

const schema = buildSchema(readFileSync(path.join(REPO_ROOT, "schema.graphql"), "utf8"));
/** The schema file's enum as written (the first test checks the list against it before the others rely on it). */
const schemaStatuses = (schema.getType("OrderStatus") as GraphQLEnumType)
  .getValues()
  .map((value) => value.name as OrderStatus);

describe("an order's statuses", () => {
  it("are the schema's, each with a label, a stored form and a row in the table", () => {
    expect(Object.keys(ORDER_STATUSES).sort()).toEqual([...schemaStatuses].sort());
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...schemaStatuses].sort());
    for (const status of schemaStatuses) {
      const row = ORDER_STATUSES[status];
      expect(STATUS_LABELS[status], status).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      // Stored and read back as the same status, and no two share a stored form.
      expect(orderStatus(row.stored), status).toBe(status);
      for (const next of row.next) expect(schemaStatuses, `${status} -> ${next}`).toContain(next);
    }
    expect(new Set(schemaStatuses.map(storedStatus)).size).toBe(schemaStatuses.length);
  });

  it("change only as the table allows: paid or placed, shipped, delivered; or cancelled before it ships", () => {
    const moves = schemaStatuses.flatMap((from) =>
      schemaStatuses.filter((to) => mayMove(storedStatus(from), to)).map((to) => `${from} -> ${to}`),
    );
    expect(moves.sort()).toEqual([
      "AWAITING_PAYMENT -> CANCELLED",
      "AWAITING_PAYMENT -> PAID",
      "PAID -> CANCELLED",
      "PAID -> SHIPPED",
      "PLACED -> CANCELLED",
      "PLACED -> SHIPPED",
      "SHIPPED -> DELIVERED",
    ]);
    // The buyer's own list keeps every order but the cancelled ones.
    expect(BUYER_LISTED_STATUSES.sort()).toEqual([
      "awaiting_payment",
      "delivered",
      "paid",
      "placed",
      "shipped",
    ]);
  });

  it("refuse to read a stored status that has no row", () => {
    // `cancelling` was a cancellation half done; start-up settles any a crash left (settle-stock-markers.ts).
    expect(() => orderStatus("cancelling" as never)).toThrow(
      'order status "cancelling" has no status in the API',
    );
  });
});
