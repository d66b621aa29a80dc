import { PATHS } from "../../../lib/paths";
import type { InfoPageContent } from "./info-page-content";

export const COOKIES: InfoPageContent = {
  path: PATHS.cookies,
  title: "Cookie policy",
  summary:
    "Vehicle Parts sets no cookies, and no tracking, advertising or analytics ones. The few things the shop remembers are kept in your browser's storage.",
  sections: [
    {
      heading: "No cookies, no tracking",
      paragraphs: [
        "Our shop does not set cookies, and it loads no analytics, advertising or social media scripts that would set their own. Nobody follows you from our pages to other sites.",
      ],
    },
    {
      heading: "What the shop keeps in your browser",
      paragraphs: [
        "A few things must outlive a page reload, so the shop keeps them in your browser's local storage (localStorage). They are read only by this shop's pages and are never sent to other sites:",
      ],
      points: [
        "cart: the parts in your cart while you are not signed in.",
        "chosenVehicle: the vehicle you chose, so every part says whether it fits.",
        "garage: the vehicles you chose while you are not signed in (My Garage).",
        "accessToken and accessTokenOwner: your sign-in to the shop, removed when you sign out.",
      ],
    },
    {
      heading: "Signing in",
      paragraphs: [
        "When you sign in, Firebase Authentication (a Google service) keeps your session in your browser's storage so you stay signed in between visits. If you choose Continue With Google, Google's own pages may set Google's cookies under Google's own policy.",
      ],
    },
    {
      heading: "Removing them",
      paragraphs: [
        "Signing out removes your sign-in. To remove everything, clear this site's data in your browser's settings (often under Privacy, then Site data): your cart and chosen vehicle are then forgotten too.",
      ],
      links: [{ label: "Privacy policy", to: PATHS.privacy }],
    },
  ],
};
