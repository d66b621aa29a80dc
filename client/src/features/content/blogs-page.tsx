import { Box, Link, List, Stack, Text } from "@chakra-ui/react";
import { PATHS } from "../../lib/paths";
import { BLOG_POSTS } from "./blog-posts";
import { AnchoredCard, ContentPage } from "./content-page";

/** The spec's Blogs page: questions about the front end, answered for this shop. */
export function BlogsPage() {
  return (
    <ContentPage
      title="Blogs"
      summary="Questions we were asked about how this shop's front end works, and our answers."
      path={PATHS.blogs}
    >
      <Box as="nav" aria-label="Questions" bg="white" borderWidth="1px" rounded="lg" p="5">
        <List.Root as="ol" gap="2" ps="5">
          {BLOG_POSTS.map((post) => (
            <List.Item key={post.slug} _marker={{ color: "gray.600" }}>
              <Link href={`#${post.slug}`} color="blue.700">
                {post.question}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      {BLOG_POSTS.map((post) => (
        <AnchoredCard as="article" key={post.slug} id={post.slug} heading={post.question}>
          <Stack gap="4">
            {post.paragraphs.map((paragraph) => (
              <Text key={paragraph} color="gray.700" lineHeight="tall">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </AnchoredCard>
      ))}
    </ContentPage>
  );
}
