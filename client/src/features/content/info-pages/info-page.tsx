import { Box, Container, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { PageHead } from "../../../components/page-head";
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
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <PageHead title={content.title} description={content.summary} canonicalPath={content.path} />
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="3xl">
            {content.title}
          </Heading>
          <Text color="gray.600" fontSize="lg">
            {content.summary}
          </Text>
        </Stack>
        {content.sections.map((section) => (
          <InfoSectionCard key={section.heading} section={section} />
        ))}
        {children && (
          <Box borderWidth="1px" rounded="lg" overflow="hidden">
            {children}
          </Box>
        )}
      </Stack>
    </Container>
  );
}

function InfoSectionCard({ section }: { section: InfoSection }) {
  const anchor = anchorOf(section.heading);
  return (
    <Box
      as="section"
      id={anchor}
      aria-labelledby={`${anchor}-heading`}
      bg="white"
      borderWidth="1px"
      rounded="lg"
      p={{ base: "5", md: "8" }}
      // The sticky navigation bar must not cover the section a link to its anchor jumps to.
      scrollMarginTop="24"
    >
      <Heading as="h2" id={`${anchor}-heading`} size="xl" mb="4">
        {section.heading}
      </Heading>
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
    </Box>
  );
}
