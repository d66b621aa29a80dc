import type { Db } from "mongodb";
import { collection } from "../../db/collections";
import type { OrderDocument } from "../../db/models";
import { ShopError, notFound } from "../../shop-errors";
import type { AuditLog } from "../audit/audit-log";
import { isOwn, ownOrStaff } from "../common/ownership";
import type { SignedInContext } from "../common/request-context";
import { parseId } from "../common/validation";
import { changeStatus, statusChange } from "./order-life";
import { mayMove, orderStatus } from "./order-statuses";
import type { StockLedger } from "./stock-ledger";

/**
 * Cancelling an order, by its buyer or staff with the orders role, until it ships: the status change and every line's
 * stock given back are one transaction of the ledger, so the stock comes back exactly once however many
 * cancellations race, and never for an order that shipped meanwhile.
 */
export class Cancelling {
  constructor(
    private readonly db: Db,
    private readonly ledger: StockLedger,
    private readonly audit: AuditLog,
  ) {}

  async cancel(ctx: SignedInContext, id: string): Promise<OrderDocument> {
    const orders = collection(this.db, "orders");
    const _id = parseId(id, "Order id");
    let order = await orders.findOne({ _id });
    // Another customer's order is answered exactly like a missing one, so order ids cannot be probed.
    if (!order || !ownOrStaff(ctx, order.userId, "orders")) throw notFound("Order");
    if (mayMove(order.status, "CANCELLED")) {
      const cancelled = await this.ledger.transaction(async (moves) => {
        const at = new Date();
        const moved = await changeStatus(orders, ctx, {
          _id,
          to: "CANCELLED",
          at,
          set: { cancelledAt: at },
          session: moves.session,
        });
        for (const line of moved?.lines ?? []) await moves.giveBack(line);
        if (moved) await moves.announce(moved);
        // Staff cancelling a customer's order is a staff change; a buyer cancelling their own is not.
        if (moved && !isOwn(ctx, moved.userId))
          await this.audit.record(moves.session, ctx, statusChange(moved, { cancelledAt: at }));
        return moved;
      });
      if (cancelled) return cancelled;
      // Cancelled or shipped since it was read: answered as it is now.
      order = (await orders.findOne({ _id }))!;
    }
    // Cancelling a cancelled order again is a harmless repeat.
    if (orderStatus(order.status) === "CANCELLED") return order;
    // Shipped: the parts are on their way and cannot be put back on the shelf.
    throw new ShopError("ORDER_STATE", "This order has shipped and can no longer be cancelled");
  }
}
