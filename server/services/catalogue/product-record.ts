import type { ProductDocument } from "../../db/models";
import { CATALOGUE_FIELDS } from "../../../shared/catalogue-import";
import type { AuditRecord } from "../audit/audit-log";
import { changedFields } from "../audit/audit-log";

/**
 * A product's fields the audit log keeps, before and after: a catalogue file's, the part type, the reorder level, the
 * other numbers, the fitments and whether it is universal (marking a part with no fitments universal
 * changes that alone).
 */
const RECORDED_FIELDS = [
  ...CATALOGUE_FIELDS,
  "partType",
  "reorderLevel",
  "oeNumbers",
  "interchangeNumbers",
  "universal",
  "fitments",
] as const satisfies ReadonlyArray<keyof ProductDocument>;

type RecordedFields = Partial<Pick<ProductDocument, (typeof RECORDED_FIELDS)[number]>>;

const recorded = (product: Partial<ProductDocument>): RecordedFields =>
  Object.fromEntries(
    RECORDED_FIELDS.filter((field) => field in product).map((field) => [field, product[field]]),
  );

const subject = (product: ProductDocument) => ({
  id: product._id.toHexString(),
  label: `${product.partNumber} ${product.name}`,
});

/** The audit record of a product added, changed (its changed fields only) or deleted; null if nothing changed. */
export function productRecord(
  kind: "product.added" | "product.changed" | "product.deleted",
  before: ProductDocument | null,
  after: ProductDocument | null,
): AuditRecord | null {
  const changes = changedFields<RecordedFields>(recorded(before ?? {}), recorded(after ?? {}));
  const deleted = kind === "product.deleted" && before;
  const record = deleted
    ? Object.entries(recorded(before)).map(([field, value]) => ({ field, before: value }))
    : changes;
  return record.length ? { kind, subject: subject((after ?? before)!), changes: record } : null;
}

/** A product as the `product.changed` webhook carries it, with what happened to it. */
export const productPayload = (action: "added" | "changed" | "deleted", product: ProductDocument) => ({
  action,
  id: product._id.toHexString(),
  partNumber: product.partNumber,
  name: product.name,
  category: product.category,
  price: product.price,
  availableQuantity: product.availableQuantity,
  minimumOrderQuantity: product.minimumOrderQuantity,
  reorderLevel: product.reorderLevel ?? null,
});
