import type { Db } from "mongodb";
import { collection } from "../../db/collections";
import { inTransaction } from "../../db/transactions";
import type { OrderDocument, RefundDocument } from "../../db/models";
import { REFUND_FIELDS } from "../../../shared/field-rules/shop-fields";
import { formatPrice } from "../../../shared/format-price";
import { ShopError, notFound } from "../../shop-errors";
import type { AuditLog } from "../audit/audit-log";
import { isOwn } from "../common/ownership";
import { toDollars, type Cents } from "../common/money";
import type { SignedInContext } from "../common/request-context";
import { Validator, parseId } from "../common/validation";
import type { CardProvider } from "../payments/card-provider";
import type { OrderNews } from "./order-news";
import { paymentMethodOf, refundDueCents } from "./order-payments";

/** How often a refund is written afresh when another refund of the order came between read and write. */
const REFUND_ATTEMPTS = 3;

/**
 * Money going back for a cancelled order: a card's through the provider, at once, when the order is
 * cancelled; a bank transfer's or the courier's by staff, who pay it and record it (refundOrder). Each
 * refund is written conditional on the refunds the order had when read, so two racing cannot refund more
 * than was kept; a card's refund carries an idempotency key named after the order and how many refunds
 * it had, so one retried after a crash (the provider refunded, the shop had not yet written it) is the
 * provider's first refund again, written once.
 */
export class Refunding {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly news: OrderNews,
    private readonly card: CardProvider | null,
  ) {}

  private get orders() {
    return collection(this.db, "orders");
  }

  /**
   * Gives a just-cancelled card order's money back through the provider; answers the order as it is then.
   * Other orders are left for staff to refund; an order with nothing owed back is answered as it is.
   */
  async refundCard(ctx: SignedInContext | null, order: OrderDocument): Promise<OrderDocument> {
    const due = refundDueCents(order);
    if (!due || paymentMethodOf(order) !== "CARD") return order;
    const refund: RefundDocument = {
      method: "CARD",
      amountCents: due,
      reference: await this.refundAtProvider(order, due, refundKey(order)),
      at: new Date(),
      ...(ctx && { by: ctx.user._id }),
    };
    return (await this.write(ctx, order, refund)) ?? (await this.orders.findOne({ _id: order._id }))!;
  }

  /**
   * Refunds `amountCents` of a card order's payment through the provider, `key` naming this refund;
   * answers the provider's id of it.
   */
  refundAtProvider(order: OrderDocument, amountCents: number, key: string): Promise<string> {
    const payment = order.payments?.find((paid) => paid.method === "CARD");
    if (!payment || !this.card) throw new Error(`card order ${order.number} has no card payment to refund`);
    return this.card.refund(payment.reference, amountCents, key);
  }

  /**
   * refundOrder: staff with the orders role give back what a cancelled order kept: a card's through the
   * provider (the reference is then the provider's), any other as they paid it (the reference is the bank's).
   */
  async refund(
    ctx: SignedInContext,
    id: string,
    amountCents: number,
    reference?: string | null,
  ): Promise<OrderDocument> {
    const _id = parseId(id, "Order id");
    for (let attempt = 1; ; attempt++) {
      const order = await this.orders.findOne({ _id });
      if (!order) throw notFound("Order");
      const method = paymentMethodOf(order);
      const v = new Validator();
      const amount = v.number("amountCents", amountCents, REFUND_FIELDS.amountCents);
      // A card's refund is named by the provider; any other by what staff typed.
      const typed = method === "CARD" ? undefined : v.text("reference", reference, REFUND_FIELDS.reference);
      v.check();
      const due = refundDueCents(order);
      if (!due) throw new ShopError("ORDER_STATE", "Nothing of this order is owed back");
      if (amount! > due) v.add("amountCents", `Amount must be at most ${dollars(due)}, what is owed back`);
      v.check();
      const refund: RefundDocument = {
        method,
        amountCents: amount!,
        reference: typed ?? (await this.refundAtProvider(order, amount!, refundKey(order))),
        at: new Date(),
        by: ctx.user._id,
      };
      const refunded = await this.write(ctx, order, refund);
      if (refunded) return refunded;
      if (attempt === REFUND_ATTEMPTS)
        throw new ShopError(
          "ORDER_STATE",
          "The order changed while the refund was recorded; please try again",
        );
    }
  }

  /** Adds `refund` to `order` as read, with its e-mail and (staff's) audit record; null when it changed since. */
  private write(
    ctx: SignedInContext | null,
    order: OrderDocument,
    refund: RefundDocument,
  ): Promise<OrderDocument | null> {
    return inTransaction(this.db, async (session) => {
      const refunded = await this.orders.findOneAndUpdate(
        { _id: order._id, [`refunds.${order.refunds?.length ?? 0}`]: { $exists: false } },
        { $push: { refunds: refund } },
        { returnDocument: "after", session },
      );
      if (!refunded) return null;
      await this.news.tellRefund(session, refunded, refund);
      // Staff refunding a customer's order is a staff change; a buyer's cancellation refunding their card is not.
      if (ctx && !isOwn(ctx, refunded.userId))
        await this.audit.record(session, ctx, {
          kind: "order.refunded",
          subject: { id: order._id.toHexString(), label: `Order ${order.number} of ${order.email}` },
          changes: [
            { field: "refund", after: `${dollars(refund.amountCents as Cents)}, ${refund.reference}` },
          ],
        });
      return refunded;
    });
  }
}

/** A refund's idempotency key at the provider: the order's, and how many refunds it had before this one. */
const refundKey = (order: OrderDocument) =>
  `order-${order._id.toHexString()}-refund-${order.refunds?.length ?? 0}`;

const dollars = (cents: Cents) => formatPrice(toDollars(cents));
