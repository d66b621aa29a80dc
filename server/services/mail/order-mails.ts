import type { OrderDocument, PaymentDocument, RefundDocument } from "../../db/models";
import { toDollars, type Cents } from "../common/money";
import { partsCents } from "../orders/order-lines";
import { paidCents } from "../orders/order-payments";
import { trackingUrl } from "../../../shared/carrier-tracking";
import { formatPrice } from "../../../shared/format-price";
import { layOut, type MailBlock, type MailFrame } from "./mail-layout";
import type { OutgoingMail } from "./mail-queue";

/**
 * The order's lines and total, as every e-mail about it lists them: with what the total is made of
 * (subtotal, shipping, tax) where it is more than its parts.
 */
const lineRows = (order: OrderDocument): MailBlock => ({
  rows: [
    ...order.lines.map((line): [string, string] => [
      `${line.quantity} × ${line.name}`,
      formatPrice(line.total),
    ]),
    ...(order.shipping
      ? [
          ["Subtotal", dollars(partsCents(order.lines))] as [string, string],
          [`Shipping (${order.shipping.name})`, shippingPrice(order.shipping.priceCents as Cents)] as [
            string,
            string,
          ],
          ...(order.taxCents
            ? [[`Tax (${order.taxPercent}%)`, dollars(order.taxCents as Cents)] as [string, string]]
            : []),
        ]
      : []),
    ["Total", formatPrice(order.total)],
  ],
});

const shippingPrice = (cents: Cents) => (cents ? dollars(cents) : "Free");

/** Where and how the order goes, as the e-mails of a new order say it. */
function delivering(order: OrderDocument): MailBlock {
  const where = `Delivering to: ${order.address}. Phone: ${order.phone}.`;
  if (!order.shipping) return { paragraph: where };
  const { name, arrivesFrom, arrivesBy } = order.shipping;
  return {
    paragraph: `${where} ${name} shipping, expected ${day(arrivesFrom)} – ${day(arrivesBy)}.`,
  };
}

/** A day as a buyer anywhere reads it: "Tue, Dec 1". */
const day = (at: Date) =>
  at.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** A step's own words: its subject, heading and what comes before the order's lines. */
interface Step {
  subject: string;
  heading: string;
  blocks: MailBlock[];
}

const saying = (subject: string, heading: string, paragraph: string): Step => ({
  subject,
  heading,
  blocks: [{ paragraph }],
});

/** What the buyer is told at each step; steps without an e-mail are absent. */
const STEPS: Partial<Record<OrderDocument["status"], (order: OrderDocument, frame: MailFrame) => Step>> = {
  awaiting_payment: (order, frame) => ({
    subject: `Your order ${order.number} is waiting for payment`,
    heading: `Thank you for your order ${order.number}`,
    blocks: [
      {
        paragraph:
          order.paymentMethod === "BANK_TRANSFER"
            ? `Please transfer ${formatPrice(order.total)} to ${frame.bankAccount}, with ${order.number} as the reference.`
            : `Please finish paying ${formatPrice(order.total)} by card on the checkout page.`,
      },
      {
        paragraph: `We hold the parts for you until ${dueBy(order.paymentDueBy!)}; unpaid by then, the order is cancelled. We ship once the payment is in.`,
      },
      delivering(order),
    ],
  }),
  paid: (order) =>
    saying(
      `Your payment for order ${order.number} is in`,
      `We have your payment for order ${order.number}`,
      `Thank you: ${paymentWords(order.payments!.at(-1)!)}. We are getting the parts ready and e-mail you again when they ship.`,
    ),
  placed: (order) => ({
    subject: `Your order ${order.number} is placed`,
    heading: `Thank you for your order ${order.number}`,
    blocks: [
      { paragraph: "We have your order and are getting the parts ready. We e-mail you again when it ships." },
      delivering(order),
    ],
  }),
  shipped: (order) => {
    const { carrier, trackingNumber } = order.shipment!;
    const tracking = trackingUrl(carrier, trackingNumber);
    return {
      subject: `Your order ${order.number} has shipped`,
      heading: `Your order ${order.number} is on its way`,
      blocks: [
        { paragraph: `It left us with ${carrier}, tracking number ${trackingNumber}.` },
        ...(tracking ? [{ link: tracking, label: `Track it on ${carrier}'s site` }] : []),
      ],
    };
  },
  delivered: (order) =>
    saying(
      `Your order ${order.number} is delivered`,
      `Your order ${order.number} has arrived`,
      "We hope the parts are just what your vehicle needed. A review helps other drivers choose.",
    ),
  cancelled: (order) => {
    const paid = paidCents(order);
    return {
      subject: `Your order ${order.number} is cancelled`,
      heading: `Your order ${order.number} is cancelled`,
      blocks: [
        {
          paragraph:
            "The order is cancelled and nothing will be sent. If you did not ask for this, reply to tell us.",
        },
        ...(paid
          ? [
              {
                paragraph:
                  order.paymentMethod === "CARD"
                    ? `The ${dollars(paid)} you paid goes back to your card; an e-mail tells you when it has.`
                    : `We pay back the ${dollars(paid)} you paid, and e-mail you when we have.`,
              },
            ]
          : []),
      ],
    };
  },
};

const dollars = (cents: Cents) => formatPrice(toDollars(cents));

/** A payment in a buyer's words: "$54.99 received by bank transfer (reference BT-1)". */
const paymentWords = (payment: PaymentDocument) =>
  `${dollars(payment.amountCents as Cents)} received ${METHOD_WORDS[payment.method]} (reference ${payment.reference})`;

const METHOD_WORDS: Record<PaymentDocument["method"], string> = {
  PAY_ON_DELIVERY: "on delivery",
  BANK_TRANSFER: "by bank transfer",
  CARD: "by card",
};

/** When a hold runs out, as a buyer anywhere reads it: the shop's clock is UTC, and says so. */
const dueBy = (at: Date) =>
  `${at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;

/** The e-mail telling the buyer that their order has just taken its status, or null for a status without one. */
export function orderMail(order: OrderDocument, frame: MailFrame): OutgoingMail | null {
  const step = STEPS[order.status]?.(order, frame);
  return step ? framed(order, frame, `order.${order.status}`, step) : null;
}

/** The news that money of a cancelled order went back to its buyer. */
export function refundMail(order: OrderDocument, refund: RefundDocument, frame: MailFrame): OutgoingMail {
  const amount = dollars(refund.amountCents as Cents);
  const step = saying(
    `Your refund for order ${order.number}`,
    `We have refunded ${amount} for order ${order.number}`,
    refund.method === "CARD"
      ? `${amount} went back to your card (reference ${refund.reference}); it takes a few days to show on your statement.`
      : `${amount} went back to you (reference ${refund.reference}).`,
  );
  return framed(order, frame, "order.refund", step);
}

/** The receipt of a payment that leaves the order's status as it was (one made on delivery). */
export function paymentMail(order: OrderDocument, payment: PaymentDocument, frame: MailFrame): OutgoingMail {
  const step = saying(
    `Your payment for order ${order.number} is in`,
    `We have your payment for order ${order.number}`,
    `Thank you: ${paymentWords(payment)}.`,
  );
  return framed(order, frame, "order.payment", step);
}

/** A step's words with what follows every step: the order's lines and the link to the buyer's orders. */
function framed(order: OrderDocument, frame: MailFrame, kind: string, step: Step): OutgoingMail {
  const blocks: MailBlock[] = [
    ...step.blocks,
    lineRows(order),
    // The spec's My Orders route (PATHS.myOrders in the client).
    { link: `${frame.shopUrl}/dashboard/myProduct`, label: "See your orders" },
  ];
  return {
    kind,
    to: order.email,
    subject: step.subject,
    ...layOut(frame, step.heading, blocks),
  };
}
