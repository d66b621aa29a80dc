import { PATHS } from "../../../lib/paths";
import type { InfoPageContent } from "./info-page-content";

export const SHIPPING: InfoPageContent = {
  path: PATHS.shipping,
  title: "Shipping & delivery",
  summary: "How we send your parts, how long they take to reach you, and how to follow an order on its way.",
  sections: [
    {
      heading: "Delivery options",
      paragraphs: [
        "You choose how your order travels at the checkout, where every option shows its price and its delivery estimate before you place the order. What you see there is what you pay: no charge is added later.",
      ],
      points: [
        "Standard delivery: usually 3 to 5 working days after the order leaves us.",
        "Express delivery: usually 1 to 2 working days after the order leaves us, for the repair that cannot wait.",
        "Orders placed on a working day before early afternoon usually leave us the same day; later ones the next working day.",
      ],
    },
    {
      heading: "Estimates, not promises",
      paragraphs: [
        "Delivery times are the carrier's usual times, not a guarantee: weather, public holidays and remote addresses can add a day or two. Bulky or heavy parts such as brake discs, exhausts and batteries may travel separately from the rest of an order and arrive on another day.",
      ],
    },
    {
      heading: "Following your order",
      paragraphs: [
        "Once your order is shipped, My Order in your dashboard shows the carrier and the tracking number, and the order's history says when it was placed, shipped and delivered.",
        "Until an order ships you can still cancel it from My Order; the parts go back on the shelf at once.",
      ],
      links: [{ label: "Track an order", to: PATHS.myOrders }],
    },
    {
      heading: "Checking the parcel",
      paragraphs: [
        "Please look the parcel over when it arrives. If the box is damaged or a part is broken, keep the packaging and tell us within 48 hours: we send a replacement or refund you, at no cost to you.",
      ],
      links: [{ label: "Contact us", to: PATHS.contact }],
    },
  ],
};
