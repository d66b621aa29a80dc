import { ObjectId, type Db } from "mongodb";
import { collection } from "../../db/collections";
import { inTransaction } from "../../db/transactions";
import type { OrderDocument, PaymentDocument } from "../../db/models";
import { aboveAmountDue, notWholeAmountDue } from "../../../shared/field-rules/messages";
import { PAYMENT_FIELDS } from "../../../shared/field-rules/shop-fields";
import { formatPrice } from "../../../shared/format-price";
import { ShopError, notFound } from "../../shop-errors";
import type { AuditLog } from "../audit/audit-log";
import { isOwn } from "../common/ownership";
import { toCents, toDollars, type Cents } from "../common/money";
import type { SignedInContext } from "../common/request-context";
import { Validator, isIdText, parseId } from "../common/validation";
import type { CardProvider } from "../payments/card-provider";
import { changeStatus } from "./order-life";
import type { OrderNews } from "./order-news";
import { amountDueCents, paymentMethodOf } from "./order-payments";
import { orderStatus, statusWords } from "./order-statuses";

/** How often a payment is written afresh when another change of the order came between read and write. */
const RECORD_ATTEMPTS = 3;

/** What Stripe.js needs to confirm a card payment (schema.graphql's CardPayment). */
export interface CardPaymentStart {
  clientSecret: string;
  publishableKey: string;
  amountCents: number;
}

/**
 * Money coming in for an order: payments staff record (a bank transfer arrived, the courier's cash) and
 * card payments through the provider, which only its signed word settles. A payment that pays an order
 * AWAITING_PAYMENT in full makes it PAID in the same write (order-life.ts's one conditional change); one
 * for an order paid on delivery is added to its payments, its status unchanged. Either way the write is
 * conditional on the payments the order had when read, so two payments racing cannot overpay it.
 */
export class Paying {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly news: OrderNews,
    private readonly card: CardProvider | null,
  ) {}

  private get orders() {
    return collection(this.db, "orders");
  }

  /** recordPayment: staff with the orders role record money received outside the shop. */
  async record(
    ctx: SignedInContext,
    id: string,
    amountCents: number,
    reference: string,
  ): Promise<OrderDocument> {
    const v = new Validator();
    const amount = v.number("amountCents", amountCents, PAYMENT_FIELDS.amountCents);
    const typedReference = v.text("reference", reference, PAYMENT_FIELDS.reference);
    v.check();
    const _id = parseId(id, "Order id");
    for (let attempt = 1; ; attempt++) {
      const order = await this.orders.findOne({ _id });
      if (!order) throw notFound("Order");
      const method = paymentMethodOf(order);
      // A card is paid by its holder on the checkout page; staff typing one in would bypass the provider.
      if (method === "CARD")
        throw new ShopError("ORDER_STATE", "A card order is paid by its buyer on the checkout page");
      const due = amountDueCents(order);
      if (orderStatus(order.status) === "CANCELLED")
        throw new ShopError("ORDER_STATE", "This order is cancelled; nothing is due");
      if (!due) throw new ShopError("ORDER_STATE", "This order is paid in full");
      refuseAmount(amount!, due, orderStatus(order.status) === "AWAITING_PAYMENT");
      const payment: PaymentDocument = {
        method,
        amountCents: amount!,
        reference: typedReference!,
        at: new Date(),
        by: ctx.user._id,
      };
      const paid = await this.pay(ctx, order, payment);
      if (paid) return paid;
      if (attempt === RECORD_ATTEMPTS)
        throw new ShopError(
          "ORDER_STATE",
          "The order changed while the payment was recorded; please try again",
        );
    }
  }

  /**
   * startCardPayment: asks the provider for a payment of the buyer's own CARD order's total, as the server
   * computed it (never a number the browser sent). Another's order is answered as a missing one, staff's
   * asking included: a card payment is its holder's.
   */
  async startCard(ctx: SignedInContext, orderId: string): Promise<CardPaymentStart> {
    if (!this.card) throw new ShopError("ORDER_STATE", "This shop does not take card payments");
    const _id = parseId(orderId, "Order id", "orderId");
    const order = await this.orders.findOne({ _id });
    if (!order || !isOwn(ctx, order.userId)) throw notFound("Order");
    if (paymentMethodOf(order) !== "CARD" || orderStatus(order.status) !== "AWAITING_PAYMENT")
      throw new ShopError(
        "ORDER_STATE",
        `This order is ${statusWords(order.status)}, not waiting for a card payment`,
      );
    const amountCents = toCents(order.total);
    const started = await this.card.startPayment({
      id: _id.toHexString(),
      number: order.number,
      email: order.email,
      amountCents,
    });
    // Kept so that the hold, running out, cancels this payment at the provider before the stock goes back.
    const kept = await this.orders.updateOne(
      { _id, status: order.status },
      { $set: { cardPaymentId: started.paymentId } },
    );
    if (!kept.matchedCount) {
      // The hold ran out (or the buyer cancelled) meanwhile: the payment must not be made.
      await this.card.cancelPayment(started.paymentId, orderId);
      throw new ShopError("ORDER_STATE", "This order is no longer waiting for payment");
    }
    return { clientSecret: started.clientSecret, publishableKey: this.card.publishableKey, amountCents };
  }

  /**
   * The provider's signed word that a card payment succeeded: the order is paid, once, however often the
   * word comes. A payment for an order cancelled meanwhile (its hold ran out as the buyer paid) is refunded
   * whole: the shop keeps no money for parts it does not send.
   */
  async cardSucceeded(event: {
    paymentId: string;
    orderId: string | null;
    amountCents: number;
  }): Promise<"paid" | "settled" | "unknown"> {
    const order = await this.cardOrder(event.orderId);
    if (!order) return "unknown";
    if (order.payments?.some((payment) => payment.reference === event.paymentId)) return "settled";
    if (orderStatus(order.status) === "CANCELLED") {
      await this.card!.refund(event.paymentId, event.amountCents, `refund-${event.paymentId}`);
      return "settled";
    }
    const payment: PaymentDocument = {
      method: "CARD",
      amountCents: event.amountCents,
      reference: event.paymentId,
      at: new Date(),
    };
    const paid = await this.pay(null, order, payment);
    // Another delivery of the same word came first: it paid the order.
    return paid ? "paid" : "settled";
  }

  /** The CARD order a provider's event names, if it is one of ours. */
  private async cardOrder(orderId: string | null): Promise<OrderDocument | null> {
    if (!orderId || !isIdText(orderId)) return null;
    const order = await this.orders.findOne({ _id: new ObjectId(orderId) });
    return order && paymentMethodOf(order) === "CARD" ? order : null;
  }

  /**
   * Adds `payment` to `order`, as read: PAID when it pays an order AWAITING_PAYMENT in full. Null when
   * the order changed since it was read (another payment, a cancellation): the caller reads it again.
   */
  private async pay(
    ctx: SignedInContext | null,
    order: OrderDocument,
    payment: PaymentDocument,
  ): Promise<OrderDocument | null> {
    const paysInFull =
      orderStatus(order.status) === "AWAITING_PAYMENT" && payment.amountCents >= amountDueCents(order);
    return inTransaction(this.db, async (session) => {
      const paid = paysInFull
        ? await changeStatus(this.orders, ctx, {
            _id: order._id,
            to: "PAID",
            at: payment.at,
            push: { payments: payment },
            unset: ["paymentDueBy"],
            session,
          })
        : await this.orders.findOneAndUpdate(
            // No payment came in since the order was read: the amount was judged against what it owed.
            {
              _id: order._id,
              status: order.status,
              [`payments.${order.payments?.length ?? 0}`]: { $exists: false },
            },
            { $push: { payments: payment } },
            { returnDocument: "after", session },
          );
      if (!paid) return null;
      if (paysInFull) await this.news.tell(session, paid);
      else await this.news.tellPayment(session, paid, payment);
      if (ctx) await this.audit.record(session, ctx, paymentRecord(paid, payment, order.status));
      return paid;
    });
  }
}

/**
 * An amount staff may record: at most what is due, and all of it while the order waits for payment (a
 * part payment would leave the stock held for an order that still cannot ship).
 */
function refuseAmount(amount: number, due: Cents, whole: boolean): void {
  const v = new Validator();
  if (amount > due) v.add("amountCents", aboveAmountDue(formatPrice(toDollars(due))));
  else if (whole && amount !== due) v.add("amountCents", notWholeAmountDue(formatPrice(toDollars(due))));
  v.check();
}

/** The audit record of a payment staff recorded. */
function paymentRecord(order: OrderDocument, payment: PaymentDocument, before: OrderDocument["status"]) {
  return {
    kind: "order.payment_recorded" as const,
    subject: { id: order._id.toHexString(), label: `Order ${order.number} of ${order.email}` },
    changes: [
      {
        field: "payment",
        after: `${formatPrice(toDollars(payment.amountCents as Cents))}, ${payment.reference}`,
      },
      ...(before === order.status ? [] : [{ field: "status", before, after: order.status }]),
    ],
  };
}
