import { AvailableProducts } from "./available-products";
import { ClientFeedback } from "./client-feedback";
import { ContactSection } from "./contact-section";
import { Hero } from "./hero";
import { StatsSection } from "./stats-section";

/** The spec's home page, its sections in the spec's order; the root layout adds the footer. */
export function HomePage() {
  return (
    <>
      <Hero />
      <AvailableProducts />
      <StatsSection />
      <ClientFeedback />
      <ContactSection />
    </>
  );
}
