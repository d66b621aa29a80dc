import type { ReturnDocument, StoredReturnStatus } from "../../db/models";
import { layOut, type MailBlock, type MailFrame } from "./mail-layout";
import type { OutgoingMail } from "./mail-queue";

/** What the buyer is told as their return moves; refunded is the refund's own e-mail (order-mails.ts). */
const STEPS: Partial<
  Record<StoredReturnStatus, (ret: ReturnDocument) => { heading: string; paragraph: string }>
> = {
  requested: (ret) => ({
    heading: `We have your return ${ret.number}`,
    paragraph: "We look at it within two working days and e-mail you whether to send the parts.",
  }),
  approved: (ret) => ({
    heading: `Your return ${ret.number} is approved`,
    paragraph: `Please send the parts back, with ${ret.number} on the parcel. We refund you once they arrive.`,
  }),
  refused: (ret) => ({
    heading: `Your return ${ret.number} is refused`,
    paragraph: `We cannot take these parts back: ${ret.refusal}. Reply to this e-mail if you think we are wrong.`,
  }),
  received: (ret) => ({
    heading: `The parts of your return ${ret.number} have arrived`,
    paragraph: "Thank you. Your refund follows shortly, and an e-mail tells you when it is on its way.",
  }),
};

/** The e-mail telling the buyer their return has just taken its status, or null for a status without one. */
export function returnMail(ret: ReturnDocument, frame: MailFrame): OutgoingMail | null {
  const step = STEPS[ret.status]?.(ret);
  if (!step) return null;
  const blocks: MailBlock[] = [
    { paragraph: step.paragraph },
    { rows: ret.lines.map((line): [string, string] => [`${line.quantity} × ${line.name}`, ""]) },
    { link: `${frame.shopUrl}/dashboard/myProduct`, label: "See your orders" },
  ];
  return {
    kind: `return.${ret.status}`,
    to: ret.email,
    subject: step.heading,
    ...layOut(frame, step.heading, blocks),
  };
}
