import { PATHS } from "../../../lib/paths";
import type { InfoPageContent } from "./info-page-content";

export const PRIVACY: InfoPageContent = {
  path: PATHS.privacy,
  title: "Privacy policy",
  summary:
    "What Vehicle Parts stores about you, why, who can see it and how long we keep it. We collect only what we need to sell and deliver your parts.",
  sections: [
    {
      heading: "What we store in our shop",
      paragraphs: ["When you create an account and shop with us, we keep:"],
      points: [
        "Your account: your e-mail address, your name and your role (customer or staff).",
        "Your profile, if you fill it in: address, phone and education.",
        "Your orders: the parts, quantities and prices, the delivery address and phone you gave, and the order's history (placed, shipped, delivered, cancelled).",
        "Your cart, while you are signed in, and the vehicle each part in it was chosen for.",
        "What you write to us: reviews (name, text and rating, shown on the site) and messages sent with the contact form (e-mail, subject and message).",
      ],
    },
    {
      heading: "Signing in",
      paragraphs: [
        "Sign-in is handled by Firebase Authentication, a Google service. Firebase keeps your e-mail address, your name and your password (which we never see), or your Google account if you sign in with Google. After you sign in, our shop gives your browser an access token that proves who you are to the shop; it expires after a short time.",
      ],
    },
    {
      heading: "What stays in your browser",
      paragraphs: [
        "Some things are kept only in your own browser's storage (localStorage), not on our servers, until you sign out or clear the site's data:",
      ],
      points: [
        "cart: the parts in your cart while you are not signed in; they join your account's cart when you sign in.",
        "chosenVehicle: the vehicle you chose in the catalogue, so every part can say whether it fits.",
        "garage: the vehicles you chose while you are not signed in; they join your account's garage when you sign in, which keeps them, and the one you shop for, with your account until you remove them.",
        "accessToken and accessTokenOwner: your sign-in to the shop, removed when you sign out.",
      ],
      links: [{ label: "Cookie policy", to: PATHS.cookies }],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "We use your details to take, deliver and support your orders, to e-mail you about them, to answer your messages, to show your reviews, and to keep the shop secure. We do not sell your data, we do not show advertising, and the site runs no analytics or tracking scripts from other companies.",
      ],
    },
    {
      heading: "Who can see it",
      paragraphs: [
        "Only our staff, and only what their work needs: the order team sees orders and delivery details, the customer team sees accounts and messages. Carriers receive the name, address and phone they need to deliver your parcel.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep your account while you use it. Orders are kept for as long as tax and accounting law requires us to keep sales records, even after an account is closed. Messages are kept until they are answered and no longer needed.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can see and correct your profile in your dashboard at any time. Write to us to get a copy of what we store about you, to correct it, or to close your account and have your details removed where the law allows.",
      ],
      links: [{ label: "Contact us", to: PATHS.contact }],
    },
  ],
};
