import type { ObjectId } from "mongodb";
import type {
  OrderDocument,
  OrderLineDocument,
  PostalAddressDocument,
  StoredPaymentMethod,
  UserDocument,
  VehicleDocument,
} from "../../db/models";
import type { FitmentState } from "../../../generated/shared/enums";
import { lineCents, sumCents, toDollars, type Cents } from "../common/money";
import type { OrderCharges } from "./order-charges";
import { orderEvent } from "./order-life";
import { storedStatus } from "./order-statuses";

/** What a line copies from its product when the order is placed. */
export interface LineTerms {
  productId: ObjectId;
  name: string;
  price: number;
  quantity: number;
  vehicle: VehicleDocument | null;
  fits: boolean | null;
  fitmentState: FitmentState | null;
}

/** A line bought for no vehicle in particular: nothing to say of its fit. */
export const FOR_NO_VEHICLE = { vehicle: null, fits: null, fitmentState: null } as const;

export function orderLine(terms: LineTerms): OrderLineDocument {
  return {
    productId: terms.productId,
    name: terms.name,
    unitPrice: terms.price,
    quantity: terms.quantity,
    total: toDollars(lineCents(terms.price, terms.quantity)),
    vehicle: terms.vehicle,
    fits: terms.fits,
    fitmentState: terms.fitmentState,
  };
}

/** How a new order is paid: on delivery (PLACED at once), or before it ships, waiting until `dueBy`. */
export type NewPayment =
  { method: "PAY_ON_DELIVERY" } | { method: Exclude<StoredPaymentMethod, "PAY_ON_DELIVERY">; dueBy: Date };

/**
 * Where a new order goes: a postal address, with the shipping and tax it is charged there; or the legacy
 * one-line address alone, charged nothing besides its parts.
 */
export type ShipTo =
  | { address: string; phone: string }
  | { address: string; phone: string; postal: PostalAddressDocument; charges: OrderCharges };

/**
 * A new order of `lines` (one at least), with the one-product summary legacy clients and the lists read:
 * the first line's product and price, "and N more" after its name, every line's items, the whole total
 * (the parts, and shipping and tax where it goes to a postal address). One paid before it ships starts
 * AWAITING_PAYMENT, the rest PLACED.
 */
export function newOrder(
  buyer: Pick<UserDocument, "_id" | "email">,
  number: string,
  lines: OrderLineDocument[],
  shipTo: ShipTo,
  payment: NewPayment = { method: "PAY_ON_DELIVERY" },
  createdAt = new Date(),
): Omit<OrderDocument, "_id"> {
  const status = payment.method === "PAY_ON_DELIVERY" ? "PLACED" : "AWAITING_PAYMENT";
  // Only an order to a postal address is charged besides its parts.
  const charges = "postal" in shipTo ? shipTo.charges : null;
  const extraCents = charges ? charges.shipping.priceCents + charges.taxCents : 0;
  return {
    number,
    userId: buyer._id,
    email: buyer.email,
    ...orderSummary(lines),
    total: toDollars((partsCents(lines) + extraCents) as Cents),
    lines,
    address: shipTo.address,
    ...("postal" in shipTo && {
      shipTo: shipTo.postal,
      shipping: shipTo.charges.shipping,
      ...(shipTo.charges.taxCents && {
        taxCents: shipTo.charges.taxCents,
        taxPercent: shipTo.charges.taxPercent,
      }),
    }),
    phone: shipTo.phone,
    status: storedStatus(status),
    history: [orderEvent(buyer._id, status, createdAt)],
    createdAt,
    paymentMethod: payment.method,
    ...("dueBy" in payment && { paymentDueBy: payment.dueBy }),
  };
}

/** What an order's parts cost, in cents: its lines' totals summed as cents (see money.ts). */
export const partsCents = (lines: Pick<OrderLineDocument, "unitPrice" | "quantity">[]): Cents =>
  sumCents(lines.map((line) => lineCents(line.unitPrice, line.quantity)));

function orderSummary(
  lines: OrderLineDocument[],
): Pick<OrderDocument, "name" | "productId" | "quantity" | "unitPrice"> {
  const [first, ...more] = lines;
  if (!first) throw new Error("an order has one line at least");
  return {
    name: more.length ? `${first.name} and ${more.length} more` : first.name,
    productId: first.productId,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    unitPrice: first.unitPrice,
  };
}
