import { PATHS } from "../../../lib/paths";
import type { InfoPageContent } from "./info-page-content";

/** The words above the Contact page's form (the home page's own contact form, sent to the staff's Inbox). */
export const CONTACT: InfoPageContent = {
  path: PATHS.contact,
  title: "Contact",
  summary:
    "Our team answers questions about parts, their fit and your orders by e-mail, usually within one working day. What to tell us, and the form to write with.",
  sections: [
    {
      heading: "Before you write",
      paragraphs: ["A few details let us answer in one reply instead of three:"],
      points: [
        "About a part or its fit: your vehicle's make, model, year and engine, and the part number if you have it.",
        "About an order: the e-mail address you ordered with and the order's number from My Order.",
        "About a damaged or wrong part: what arrived and, if you can, a description of the damage.",
      ],
    },
    {
      heading: "Answers you may find sooner",
      paragraphs: [
        "Delivery times, returns and our warranty each have a page of their own, and My Order in your dashboard shows where every order is.",
      ],
      links: [
        { label: "Shipping & delivery", to: PATHS.shipping },
        { label: "Returns & warranty", to: PATHS.returns },
        { label: "Track an order", to: PATHS.myOrders },
      ],
    },
  ],
};
