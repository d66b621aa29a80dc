import { PATHS } from "../../../lib/paths";
import type { InfoPageContent } from "./info-page-content";

export const TERMS: InfoPageContent = {
  path: PATHS.terms,
  title: "Terms of use",
  summary:
    "The terms on which Vehicle Parts sells parts and lets you use this site: your account, orders and prices, cancellations, returns and reviews.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        'This site is run by Vehicle Parts ("we", "us"). By using the site or placing an order you agree to these terms. If you do not agree, please do not use the site.',
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "You need an account to place an order. Keep your password to yourself: you are responsible for what is done with your account. Tell us at once if you think someone else has used it. We may close an account that is used to break these terms or the law.",
      ],
    },
    {
      heading: "Orders and prices",
      paragraphs: [
        "Prices are in US dollars per item. Shipping and any sales tax are shown at the checkout before you place the order. When you place an order we check the stock and the prices at that moment: if a part has sold out or its price has changed since you filled your cart, we tell you and nothing is ordered.",
        "Some parts have a minimum order quantity (brake discs, for example, are sold in pairs); the part's page says so.",
      ],
    },
    {
      heading: "Fitment information",
      paragraphs: [
        "We take care that the vehicles listed for each part are correct, but makers change parts during a model's life. Check the part against your vehicle before fitting it, and have safety-critical parts such as brakes and steering fitted by a qualified mechanic.",
      ],
    },
    {
      heading: "Cancellations and returns",
      paragraphs: [
        "You may cancel an order until it ships. After delivery, you may return parts within 30 days as our returns page describes, and parts are covered by our warranty. None of this limits your rights as a consumer under the law.",
      ],
      links: [{ label: "Returns & warranty", to: PATHS.returns }],
    },
    {
      heading: "Reviews and messages",
      paragraphs: [
        "Reviews must be your own honest experience and must not contain anything unlawful, offensive or advertising. We may remove a review that breaks this rule. We read every message sent through the contact form and answer by e-mail.",
      ],
    },
    {
      heading: "Our responsibility",
      paragraphs: [
        "We are responsible for the parts we sell being as described and fit for their purpose. We are not responsible for losses caused by incorrect fitting or by using a part on a vehicle it is not listed for. Nothing in these terms excludes liability that the law does not allow us to exclude.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms; the version on this page when you place an order is the one that applies to it.",
      ],
    },
  ],
};
