import { PATHS } from "../../../lib/paths";
import type { InfoPageContent } from "./info-page-content";

export const ABOUT: InfoPageContent = {
  path: PATHS.about,
  title: "About us",
  summary:
    "Vehicle Parts is an online shop for replacement parts: brakes, filters, ignition, lighting, suspension, cooling and more, matched to the vehicle you drive.",
  sections: [
    {
      heading: "What we do",
      paragraphs: [
        "We sell replacement parts for cars and light vans to drivers who service their own vehicles and to the independent garages who do it for them. Every part in our catalogue lists the makes, models and years it fits, so you can find the right one without knowing its number.",
        "Our catalogue covers the parts a vehicle needs most often: brake pads and discs, oil, air and cabin filters, spark plugs, bulbs, batteries, wiper blades, shock absorbers and cooling parts.",
      ],
      links: [{ label: "Find parts for your vehicle", to: PATHS.products }],
    },
    {
      heading: "The right part, the first time",
      paragraphs: [
        "A part that does not fit costs you a wasted afternoon and a trip back to the post office. That is why the shop asks for your vehicle first and tells you on every part, in your cart and at the checkout whether it fits. When a part comes back because it did not fit, we check its fitment data and correct it.",
      ],
    },
    {
      heading: "Quality you can check",
      paragraphs: [
        "We sell new parts only, from makers who publish their specifications, each with its part number, its price per item and how many we have in stock. Every part is covered by our warranty, and you can return any part within 30 days of delivery.",
      ],
      links: [{ label: "Returns & warranty", to: PATHS.returns }],
    },
    {
      heading: "Talk to us",
      paragraphs: [
        "Our team answers questions about parts, fitment and orders on working days. Tell us your vehicle and what you need, and we will help you find it.",
      ],
      links: [{ label: "Contact us", to: PATHS.contact }],
    },
  ],
};
