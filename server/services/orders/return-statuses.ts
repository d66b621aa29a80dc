import type { ReturnStatus } from "../../../generated/server/graphql";
import type { StoredReturnStatus } from "../../db/models";

/**
 * A return's statuses, the one list, as order-statuses.ts is an order's: the stored form and the changes
 * allowed. Requested, then approved or refused; an approved one's parts received; a received one refunded.
 * Keyed by the schema's type, so a status the schema gains or loses fails to compile here.
 */
export const RETURN_STATUSES = {
  REQUESTED: { stored: "requested", next: ["APPROVED", "REFUSED"], words: "waiting for a decision" },
  APPROVED: { stored: "approved", next: ["RECEIVED"], words: "approved" },
  REFUSED: { stored: "refused", next: [], words: "refused" },
  RECEIVED: { stored: "received", next: ["REFUNDED"], words: "received" },
  REFUNDED: { stored: "refunded", next: [], words: "refunded" },
} as const satisfies Record<
  ReturnStatus,
  { stored: StoredReturnStatus; next: readonly ReturnStatus[]; words: string }
>;

const STATUSES = Object.keys(RETURN_STATUSES) as ReturnStatus[];

export const storedReturnStatus = (status: ReturnStatus): StoredReturnStatus =>
  RETURN_STATUSES[status].stored;

export function returnStatus(stored: StoredReturnStatus): ReturnStatus {
  const status = STATUSES.find((each) => RETURN_STATUSES[each].stored === stored);
  if (!status) throw new Error(`return status "${String(stored)}" has no status in the API`);
  return status;
}

/** The stored statuses from which a return may move to `to`. */
export const returnStatusesBefore = (to: ReturnStatus): StoredReturnStatus[] =>
  STATUSES.filter((from) => (RETURN_STATUSES[from].next as readonly ReturnStatus[]).includes(to)).map(
    storedReturnStatus,
  );

/** The statuses that take their lines back from what may still be returned: all but a refused one. */
export const CLAIMING_STATUSES: StoredReturnStatus[] = STATUSES.filter((status) => status !== "REFUSED").map(
  storedReturnStatus,
);
