import type { OrderDocument } from "../../db/models";
import { trackingUrl } from "../../../shared/carrier-tracking";
import { formatPrice } from "../../../shared/format-price";
import { layOut, type MailBlock, type MailFrame } from "./mail-layout";
import type { OutgoingMail } from "./mail-queue";

/** The order's lines and total, as every e-mail about it lists them. */
const lineRows = (order: OrderDocument): MailBlock => ({
  rows: [
    ...order.lines.map((line): [string, string] => [
      `${line.quantity} × ${line.name}`,
      formatPrice(line.total),
    ]),
    ["Total", formatPrice(order.total)],
  ],
});

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
const STEPS: Partial<Record<OrderDocument["status"], (order: OrderDocument) => Step>> = {
  placed: (order) => ({
    subject: `Your order ${order.number} is placed`,
    heading: `Thank you for your order ${order.number}`,
    blocks: [
      { paragraph: "We have your order and are getting the parts ready. We e-mail you again when it ships." },
      { paragraph: `Delivering to: ${order.address}. Phone: ${order.phone}.` },
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
  cancelled: (order) =>
    saying(
      `Your order ${order.number} is cancelled`,
      `Your order ${order.number} is cancelled`,
      "The order is cancelled and nothing will be sent. If you did not ask for this, reply to tell us.",
    ),
};

/** The e-mail telling the buyer that their order has just taken its status, or null for a status without one. */
export function orderMail(order: OrderDocument, frame: MailFrame): OutgoingMail | null {
  const step = STEPS[order.status]?.(order);
  if (!step) return null;
  const blocks: MailBlock[] = [
    ...step.blocks,
    lineRows(order),
    // The spec's My Orders route (PATHS.myOrders in the client).
    { link: `${frame.shopUrl}/dashboard/myProduct`, label: "See your orders" },
  ];
  return {
    kind: `order.${order.status}`,
    to: order.email,
    subject: step.subject,
    ...layOut(frame, step.heading, blocks),
  };
}
