import { Box, Link, List, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { AnchoredCard, ContentPage } from "../content-page";
import type { InfoPageContent, InfoSection } from "./info-page-content";

/** A section's anchor, from its heading ("Did not fit?" -> "did-not-fit"), so a link can point at it. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

interface InfoPageProps {
  content: InfoPageContent;
  /** What the page offers after its words (the Contact page's form), drawn as one more card. */
  children?: ReactNode;
}

/** Every information page: its heading and summary, then one card per section, as the Blogs page reads. */
export function InfoPage({ content, children }: InfoPageProps) {
  return (
    <ContentPage title={content.title} summary={content.summary} path={content.path}>
      {content.sections.map((section) => (
        <InfoSectionCard key={section.heading} section={section} />
      ))}
      {children && (
        <Box borderWidth="1px" rounded="lg" overflow="hidden">
          {children}
        </Box>
      )}
    </ContentPage>
  );
}

function InfoSectionCard({ section }: { section: InfoSection }) {
  return (
    <AnchoredCard as="section" id={anchorOf(section.heading)} heading={section.heading}>
      <Stack gap="4" color="gray.700" lineHeight="tall">
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {section.points && (
          <List.Root gap="2" ps="5">
            {section.points.map((point) => (
              <List.Item key={point} _marker={{ color: "gray.600" }}>
                {point}
              </List.Item>
            ))}
          </List.Root>
        )}
        {section.links && (
          <Stack direction={{ base: "column", sm: "row" }} gap={{ base: "2", sm: "6" }}>
            {section.links.map((link) => (
              <Link key={link.to} asChild color="blue.700" fontWeight="semibold">
                <RouterLink to={link.to}>
                  {link.label}
                  <span aria-hidden="true"> →</span>
                </RouterLink>
              </Link>
            ))}
          </Stack>
        )}
      </Stack>
    </AnchoredCard>
  );
}
