import type { Db, ObjectId } from "mongodb";
import { collection } from "../../db/collections";
import type { OrderDocument } from "../../db/models";
import { ShopError, notFound } from "../../shop-errors";
import type { AuditLog } from "../audit/audit-log";
import { isOwn, ownOrStaff } from "../common/ownership";
import type { SignedInContext } from "../common/request-context";
import { parseId } from "../common/validation";
import type { CardProvider } from "../payments/card-provider";
import { changeStatus, statusChange } from "./order-life";
import { mayMove, orderStatus } from "./order-statuses";
import type { Refunding } from "./refunding";
import type { StockLedger } from "./stock-ledger";

/**
 * Cancelling an order until it ships, by its buyer or staff with the orders role, or by the shop when an
 * unpaid order's hold runs out (payment-holds.ts): the status change and every line's stock given back
 * are one transaction of the ledger, so the stock comes back exactly once however many cancellations
 * race, and never for an order that shipped meanwhile. What a paid order kept is then owed back: a card's
 * is refunded through the provider at once (refunding.ts), the rest by staff.
 */
export class Cancelling {
  constructor(
    private readonly db: Db,
    private readonly ledger: StockLedger,
    private readonly audit: AuditLog,
    private readonly card: CardProvider | null,
    private readonly refunding: Refunding,
  ) {}

  async cancel(ctx: SignedInContext, id: string): Promise<OrderDocument> {
    const orders = collection(this.db, "orders");
    const _id = parseId(id, "Order id");
    let order = await orders.findOne({ _id });
    // Another customer's order is answered exactly like a missing one, so order ids cannot be probed.
    if (!order || !ownOrStaff(ctx, order.userId, "orders")) throw notFound("Order");
    if (mayMove(order.status, "CANCELLED")) {
      const cancelled = (await this.stopCardPayment(order)) && (await this.release(ctx, _id));
      if (cancelled) return this.refunding.refundCard(ctx, cancelled);
      // Cancelled, paid or shipped since it was read: answered as it is now.
      order = (await orders.findOne({ _id }))!;
    }
    // Cancelling a cancelled order again is a harmless repeat, which finishes a card's refund a crash cut short.
    if (orderStatus(order.status) === "CANCELLED") return this.refunding.refundCard(ctx, order);
    if (orderStatus(order.status) === "AWAITING_PAYMENT")
      // Its card payment went through as it was being cancelled: its webhook makes it PAID.
      throw new ShopError("ORDER_STATE", "This order's payment has just gone through; please try again");
    // The parts are on their way and cannot be put back on the shelf.
    throw new ShopError("ORDER_STATE", "This order has shipped and can no longer be cancelled");
  }

  /**
   * Cancels the order if it may still be cancelled, giving its stock back; `ctx` null when the shop itself
   * cancels it. Null when it may not (or is gone).
   */
  release(ctx: SignedInContext | null, _id: ObjectId): Promise<OrderDocument | null> {
    const orders = collection(this.db, "orders");
    return this.ledger.transaction(async (moves) => {
      const at = new Date();
      const moved = await changeStatus(orders, ctx, {
        _id,
        to: "CANCELLED",
        at,
        set: { cancelledAt: at },
        unset: ["paymentDueBy"],
        session: moves.session,
      });
      for (const line of moved?.lines ?? []) await moves.giveBack(line);
      if (moved) await moves.announce(moved);
      // Staff cancelling a customer's order is a staff change; a buyer cancelling their own is not.
      if (moved && ctx && !isOwn(ctx, moved.userId))
        await this.audit.record(moves.session, ctx, statusChange(moved, { cancelledAt: at }));
      return moved;
    });
  }

  /**
   * Before an unpaid card order's stock goes back, its payment at the provider is cancelled, so it can no
   * longer be made for an order that no longer holds its parts. False when it was made first: its webhook
   * pays the order instead.
   */
  async stopCardPayment(order: OrderDocument): Promise<boolean> {
    if (!order.cardPaymentId || !this.card || orderStatus(order.status) !== "AWAITING_PAYMENT") return true;
    const outcome = await this.card.cancelPayment(order.cardPaymentId, order._id.toHexString());
    return outcome === "cancelled";
  }
}
