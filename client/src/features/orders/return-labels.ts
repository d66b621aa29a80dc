import type { ReturnReason, ReturnStatus } from "../../../../generated/client/graphql";

/** Why a part goes back, in the buyer's words: the Return parts form's choices and the staff's Returns screen. */
export const REASON_WORDS: Record<ReturnReason, string> = {
  DID_NOT_FIT: "It did not fit my vehicle",
  DAMAGED: "It arrived damaged",
  WRONG_PART: "It is the wrong part",
  NO_LONGER_NEEDED: "I no longer need it",
};

/** Where a return is, as the buyer's order card and the staff's Returns screen name it. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: "Requested",
  APPROVED: "Approved",
  REFUSED: "Refused",
  RECEIVED: "Received",
  REFUNDED: "Refunded",
};
