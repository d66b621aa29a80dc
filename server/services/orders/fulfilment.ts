import type { Db } from "mongodb";
import { collection } from "../../db/collections";
import type { OrderDocument } from "../../db/models";
import { SHIPMENT_FIELDS } from "../../../shared/field-rules/shop-fields";
import { ShopError, notFound } from "../../shop-errors";
import type { SignedInContext } from "../common/request-context";
import { Validator, parseId } from "../common/validation";
import { inTransaction } from "../../db/transactions";
import type { AuditLog } from "../audit/audit-log";
import { changeStatus, statusChange } from "./order-life";
import type { OrderNews } from "./order-news";
import { statusWords, wordsBefore } from "./order-statuses";

/** The steps of an order's way to the customer, as a refusal names them. */
const STEPS = { SHIPPED: "shipped", DELIVERED: "marked as delivered" } as const;

/**
 * An order's way to the customer after it is placed, by staff with the orders role: shipped with a
 * carrier and tracking number, then delivered. No stock moves: each step is the one conditional status
 * write (order-life.ts), in a transaction with its audit record and its news (the buyer's e-mail, the webhook).
 */
export class Fulfilment {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly news: OrderNews,
  ) {}

  async ship(
    ctx: SignedInContext,
    id: string,
    carrier: string,
    trackingNumber: string,
  ): Promise<OrderDocument> {
    const v = new Validator();
    const shipment = {
      carrier: v.text("carrier", carrier, SHIPMENT_FIELDS.carrier)!,
      trackingNumber: v.text("trackingNumber", trackingNumber, SHIPMENT_FIELDS.trackingNumber)!,
    };
    v.check();
    const at = new Date();
    return this.advance(ctx, id, "SHIPPED", at, { shipment: { ...shipment, shippedAt: at } });
  }

  async deliver(ctx: SignedInContext, id: string): Promise<OrderDocument> {
    return this.advance(ctx, id, "DELIVERED", new Date());
  }

  private async advance(
    ctx: SignedInContext,
    id: string,
    to: keyof typeof STEPS,
    at: Date,
    set?: Partial<OrderDocument>,
  ): Promise<OrderDocument> {
    const _id = parseId(id, "Order id");
    const orders = collection(this.db, "orders");
    // The change and its audit record are one transaction: both are stored, or neither.
    const moved = await inTransaction(this.db, async (session) => {
      const changed = await changeStatus(orders, ctx, { _id, to, at, set, session });
      if (changed) await this.audit.record(session, ctx, statusChange(changed, set));
      if (changed) await this.news.tell(session, changed);
      return changed;
    });
    if (moved) return moved;
    const order = await orders.findOne({ _id });
    if (!order) throw notFound("Order");
    throw new ShopError(
      "ORDER_STATE",
      `This order is ${statusWords(order.status)}; only a ${wordsBefore(to)} order can be ${STEPS[to]}`,
    );
  }
}
