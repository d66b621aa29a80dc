import { PATHS } from "../../../lib/paths";
import type { InfoPageContent } from "./info-page-content";

export const RETURNS: InfoPageContent = {
  path: PATHS.returns,
  title: "Returns & warranty",
  summary:
    "Return a part within 30 days of delivery; our warranty covers it after that. Most returns are parts that did not fit: choose your vehicle first.",
  sections: [
    {
      heading: "Choose your vehicle first",
      paragraphs: [
        "The most common reason a part comes back is that it did not fit. Before you add a part to your cart, choose your vehicle (make, model and year) in the catalogue: every part then says whether it fits it, and your cart warns you about a part that does not.",
        "If you are unsure, compare the part number with the part on your vehicle, or write to us with your vehicle and the part you need before you order.",
      ],
      links: [{ label: "Find parts for your vehicle", to: PATHS.products }],
    },
    {
      heading: "Returns within 30 days",
      paragraphs: ["You may return any part within 30 days of delivery, for any of these reasons:"],
      points: [
        "It did not fit your vehicle.",
        "It arrived damaged.",
        "We sent the wrong part.",
        "You no longer need it.",
      ],
    },
    {
      heading: "How to return a part",
      paragraphs: [
        "Ask for the return from the order under My Order in your dashboard, or write to us with the order and the reason. We answer within two working days and tell you where to send the part.",
        "Parts must come back unused and uninstalled, in their original packaging. Electrical parts that have been fitted, and fluids that have been opened, cannot be taken back unless they are faulty.",
        "When a part did not fit, we ask which vehicle you bought it for: it helps us correct the catalogue's fitment data so the next shopper is not caught out.",
      ],
      links: [{ label: "Go to My Order", to: PATHS.myOrders }],
    },
    {
      heading: "Refunds",
      paragraphs: [
        "Once the part is back with us and checked, we refund it in the way you paid, usually within 5 working days. If we sent the wrong part or it arrived damaged, we also refund the shipping and pay for the return; otherwise the return postage is yours.",
      ],
    },
    {
      heading: "Warranty",
      paragraphs: [
        "Every part we sell is new and covered against defects in materials and workmanship for 12 months from delivery, or longer where its maker's own warranty says so. If a part fails within that time, write to us with the order and what happened: we replace it or refund it.",
        "The warranty does not cover normal wear (brake pads and wiper blades wear out by design), damage from incorrect fitting, accidents, or use in racing. We recommend that safety-critical parts, such as brakes and steering, are fitted by a qualified mechanic.",
      ],
      links: [{ label: "Contact us", to: PATHS.contact }],
    },
  ],
};
