import type { ClientSession } from "mongodb";
import type { OrderDocument, PaymentDocument, RefundDocument, ReturnDocument } from "../../db/models";
import type { WebhookEvent } from "../../../shared/webhook-events";
import type { MailFrame } from "../mail/mail-layout";
import type { MailQueue } from "../mail/mail-queue";
import { orderMail, paymentMail, refundMail } from "../mail/order-mails";
import { returnMail } from "../mail/return-mails";
import type { WebhooksService } from "../webhooks/webhooks.service";
import { orderPayload } from "./order-life";

/** The webhook event each status an order takes raises; statuses without one are absent. */
const ORDER_EVENTS: Partial<Record<OrderDocument["status"], WebhookEvent>> = {
  // Its stock is held for it: a warehouse plans for it as for any order (the payload says it is unpaid).
  awaiting_payment: "order.placed",
  placed: "order.placed",
  paid: "order.paid",
  shipped: "order.shipped",
  cancelled: "order.cancelled",
};

/**
 * What an order taking a status tells the world beyond the shop's database: the webhook event integrators
 * subscribe to, and the e-mail to its buyer. Both are queued in the transaction of the change itself, so
 * they go out exactly when the change is stored, whatever stops the process after; their queues send them.
 */
export class OrderNews {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly mail: MailQueue,
    private readonly frame: MailFrame,
  ) {}

  /** Queues the news of `order`'s status, which the change in `session` has just given it. */
  async tell(session: ClientSession, order: OrderDocument): Promise<void> {
    const event = ORDER_EVENTS[order.status];
    if (event) await this.webhooks.enqueue(session, event, orderPayload(order));
    const mail = orderMail(order, this.frame);
    if (mail) await this.mail.enqueue(session, mail);
  }

  /** Queues the e-mail telling the buyer of their return's new status. */
  async tellReturn(session: ClientSession, ret: ReturnDocument): Promise<void> {
    const mail = returnMail(ret, this.frame);
    if (mail) await this.mail.enqueue(session, mail);
  }

  /** Queues the e-mail telling the buyer of a refund. */
  async tellRefund(session: ClientSession, order: OrderDocument, refund: RefundDocument): Promise<void> {
    await this.mail.enqueue(session, refundMail(order, refund, this.frame));
  }

  /** Queues the news of a payment that left the order's status as it was (one made on delivery). */
  async tellPayment(session: ClientSession, order: OrderDocument, payment: PaymentDocument): Promise<void> {
    await this.webhooks.enqueue(session, "order.paid", orderPayload(order));
    await this.mail.enqueue(session, paymentMail(order, payment, this.frame));
  }
}
