import type { AuditKind as AuditKindName, Resolvers } from "../../../generated/server/graphql";
import type { AuditKind } from "../../db/models";
import { connectionResolvers } from "./connection";

/** The schema's AuditKind for each stored kind; the one place the two spellings meet. */
const KIND_NAMES: Record<AuditKind, AuditKindName> = {
  "product.added": "PRODUCT_ADDED",
  "product.changed": "PRODUCT_CHANGED",
  "product.deleted": "PRODUCT_DELETED",
  "product.fitment_confirmed": "PRODUCT_FITMENT_CONFIRMED",
  "picture.uploaded": "PICTURE_UPLOADED",
  "catalogue.imported": "CATALOGUE_IMPORTED",
  "order.shipped": "ORDER_SHIPPED",
  "order.delivered": "ORDER_DELIVERED",
  "order.cancelled": "ORDER_CANCELLED",
  "order.payment_recorded": "ORDER_PAYMENT_RECORDED",
  "order.refunded": "ORDER_REFUNDED",
  "return.approved": "RETURN_APPROVED",
  "return.refused": "RETURN_REFUSED",
  "return.received": "RETURN_RECEIVED",
  "return.refunded": "RETURN_REFUNDED",
  "user.roles": "USER_ROLES_CHANGED",
  "user.profile": "USER_PROFILE_CHANGED",
  "user.removed": "USER_REMOVED",
  "review.hidden": "REVIEW_HIDDEN",
  "review.restored": "REVIEW_RESTORED",
};
const STORED_KINDS = new Map(Object.entries(KIND_NAMES).map(([stored, name]) => [name, stored as AuditKind]));

/** A stored value as JSON text, the audit's one shape for prices, lists and sub-documents alike. */
const asJson = (value: unknown) => (value == null ? null : JSON.stringify(value));

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: (_, { filter, first, after }, ctx) =>
      ctx.services.audit.list({
        ...filter,
        kind: filter?.kind ? STORED_KINDS.get(filter.kind) : null,
        first,
        after,
      }),
  },
  AuditEntry: {
    id: (entry) => entry._id.toHexString(),
    by: (entry) => entry.by.email,
    kind: (entry) => KIND_NAMES[entry.kind],
    subjectId: (entry) => entry.subject.id,
    subject: (entry) => entry.subject.label,
  },
  AuditChange: {
    before: (change) => asJson(change.before),
    after: (change) => asJson(change.after),
  },
  AuditEntryConnection: connectionResolvers,
};
