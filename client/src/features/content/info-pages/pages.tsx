import { ContactSection } from "../../home";
import { ABOUT } from "./about";
import { CONTACT } from "./contact";
import { COOKIES } from "./cookies";
import { InfoPage } from "./info-page";
import { PRIVACY } from "./privacy";
import { RETURNS } from "./returns";
import { SHIPPING } from "./shipping";
import { TERMS } from "./terms";

/**
 * The information pages the footer links to, one route each. They are fetched together, on the first
 * visit to any of them: a few kilobytes of words, and a shopper reading one often opens the next.
 */
export const ShippingPage = () => <InfoPage content={SHIPPING} />;
export const ReturnsPage = () => <InfoPage content={RETURNS} />;
export const AboutPage = () => <InfoPage content={ABOUT} />;
/** The shop's one contact form (the home page's section, sent to the staff's Inbox) under the words. */
export const ContactPage = () => (
  <InfoPage content={CONTACT}>
    <ContactSection />
  </InfoPage>
);
export const TermsPage = () => <InfoPage content={TERMS} />;
export const PrivacyPage = () => <InfoPage content={PRIVACY} />;
export const CookiesPage = () => <InfoPage content={COOKIES} />;
