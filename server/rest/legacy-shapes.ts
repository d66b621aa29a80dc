import type {
  LegacyOrderFragment,
  LegacyProductFragment,
  LegacyReviewFragment,
  LegacyUserFragment,
} from "../../generated/client/graphql";

/**
 * The answer shapes legacy clients read (SPEC.md section 7): `_id`, snake_case product fields. Each
 * function takes what the matching fragment in operations.ts selects.
 */
export const legacyProduct = (p: LegacyProductFragment) => ({
  _id: p.id,
  name: p.name,
  description: p.description,
  price: p.price,
  minimum_order_quantity: p.minimumOrderQuantity,
  available_quantity: p.availableQuantity,
  picture: p.picture,
  part_number: p.partNumber,
  category: p.category,
  fitments: p.fitments.map((f) => ({
    make: f.make,
    model: f.model,
    year_from: f.yearFrom,
    year_to: f.yearTo,
  })),
  created_at: p.createdAt,
});

export const legacyReview = (r: LegacyReviewFragment) => ({
  _id: r.id,
  name: r.name,
  feedback: r.feedback,
  ratings: r.ratings,
  created_at: r.createdAt,
});

/** The legacy user carries `role: "admin"` for admins (SPEC.md section 3). */
export const legacyUser = (u: LegacyUserFragment) => ({
  _id: u.id,
  email: u.email,
  role: u.role === "ADMIN" ? "admin" : "customer",
  display_name: u.displayName,
});

export const legacyOrder = (o: LegacyOrderFragment) => ({
  _id: o.id,
  order_number: o.number,
  email: o.email,
  name: o.name,
  productId: o.productId,
  address: o.address,
  quantity: o.quantity,
  phone: o.phone,
  unit_price: o.unitPrice,
  // What `total` is made of: the parts, shipping (null for an order with a one-line address, which has
  // none) and sales tax, in dollars as `total` is.
  subtotal: o.subtotalCents / 100,
  shipping_method: o.shipping?.name ?? null,
  shipping: o.shipping ? o.shipping.priceCents / 100 : null,
  tax: o.taxCents / 100,
  total: o.total,
  status: o.status.toLowerCase(),
  created_at: o.createdAt,
  cancelled_at: o.cancelledAt,
});

/** Service field names in error `fields`, as the legacy client sent them (product fields are snake_case). */
const LEGACY_FIELD_NAMES: Record<string, string> = {
  minimumOrderQuantity: "minimum_order_quantity",
  availableQuantity: "available_quantity",
  partNumber: "part_number",
};
export const legacyFieldName = (field: string) => LEGACY_FIELD_NAMES[field] ?? field;

export const inserted = (id: unknown) => ({ acknowledged: true, insertedId: id });
export const deleted = (count: number) => ({ acknowledged: true, deletedCount: count });
export const modified = (count: number) => ({
  acknowledged: true,
  matchedCount: 1,
  modifiedCount: count,
  upsertedCount: 0,
  upsertedId: null,
});
