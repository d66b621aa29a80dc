import type { AuditKind } from "../../../../generated/client/graphql";

/** Each kind of change as the Audit page names it, in the order its filter lists them. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  PRODUCT_ADDED: "Product added",
  PRODUCT_CHANGED: "Product changed",
  PRODUCT_DELETED: "Product deleted",
  PRODUCT_FITMENT_CONFIRMED: "Fitment confirmed",
  PICTURE_UPLOADED: "Picture uploaded",
  CATALOGUE_IMPORTED: "Catalogue imported",
  ORDER_SHIPPED: "Order shipped",
  ORDER_DELIVERED: "Order delivered",
  ORDER_CANCELLED: "Order cancelled",
  ORDER_PAYMENT_RECORDED: "Payment recorded",
  ORDER_REFUNDED: "Order refunded",
  RETURN_APPROVED: "Return approved",
  RETURN_REFUSED: "Return refused",
  RETURN_RECEIVED: "Return received",
  RETURN_REFUNDED: "Return refunded",
  USER_ROLES_CHANGED: "Roles changed",
  USER_PROFILE_CHANGED: "Profile changed",
  USER_REMOVED: "User removed",
  REVIEW_HIDDEN: "Review hidden",
  REVIEW_RESTORED: "Review restored",
};
