import { PageHead } from "../../components/page-head";
import { Section } from "../../components/section";
import { PATHS } from "../../lib/paths";
import { AvailableProducts } from "./available-products";
import { ClientFeedback } from "./client-feedback";
import { ContactSection } from "./contact-section";
import { Hero } from "./hero";
import { StatsSection } from "./stats-section";

/** The spec's home page, its sections in the spec's order; the root layout adds the footer. */
export function HomePage() {
  return (
    <>
      <PageHead canonicalPath={PATHS.home} openGraph={{ type: "website" }} />
      <Section>
        <Hero />
      </Section>
      <Section>
        <AvailableProducts />
      </Section>
      <Section>
        <StatsSection />
      </Section>
      <Section>
        <ClientFeedback />
      </Section>
      <Section>
        <ContactSection />
      </Section>
    </>
  );
}
