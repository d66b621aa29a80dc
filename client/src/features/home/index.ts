/**
 * The home page's public entry. The home page is the one page in the first bundle (the route table
 * renders it without waiting), so it is exported itself, not as a page to fetch. Its contact section is
 * the Contact page's form too: one form, one mutation, one set of messages.
 */
export { ContactSection } from "./contact-section";
export { HomePage } from "./home-page";
