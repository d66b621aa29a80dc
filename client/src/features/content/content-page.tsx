import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PageHead } from "../../components/page-head";

interface ContentPageProps {
  title: string;
  /** What the page holds: the lead under its heading, and its description for search engines. */
  summary: string;
  /** The page's own address (its canonical URL). */
  path: string;
  /** The cards under the heading. */
  children: ReactNode;
}

/** A page of the shop's own words (the Blogs page, the information pages): its heading and summary, then its cards. */
export function ContentPage({ title, summary, path, children }: ContentPageProps) {
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <PageHead title={title} description={summary} canonicalPath={path} />
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="3xl">
            {title}
          </Heading>
          <Text color="gray.600" fontSize="lg">
            {summary}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

interface AnchoredCardProps {
  /** An article (a blog post) or a section (of an information page). */
  as: "article" | "section";
  /** The card's anchor, so that a link can point at it; its heading's id is made from it. */
  id: string;
  heading: string;
  children: ReactNode;
}

/** A card of a content page under its h2, with an anchor a link (the page's contents, another page) jumps to. */
export function AnchoredCard({ as, id, heading, children }: AnchoredCardProps) {
  return (
    <Box
      as={as}
      id={id}
      aria-labelledby={`${id}-heading`}
      bg="white"
      borderWidth="1px"
      rounded="lg"
      p={{ base: "5", md: "8" }}
      // The sticky navigation bar must not cover the card a link to its anchor jumps to.
      scrollMarginTop="24"
    >
      <Heading as="h2" id={`${id}-heading`} size="xl" mb="4">
        {heading}
      </Heading>
      {children}
    </Box>
  );
}
