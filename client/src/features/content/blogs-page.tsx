import { Box, Container, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { PageHead } from "../../components/page-head";
import { PATHS } from "../../lib/paths";
import { BLOG_POSTS } from "./blog-posts";

/** The spec's Blogs page: questions about the front end, answered for this shop. */
export function BlogsPage() {
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <PageHead
        title="Blogs"
        description="Questions we were asked about how this shop's front end works, and our answers."
        canonicalPath={PATHS.blogs}
      />
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="3xl">
            Blogs
          </Heading>
          <Text color="gray.600" fontSize="lg">
            Questions we were asked about how this shop's front end works, and our answers.
          </Text>
        </Stack>
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
          <Box
            as="article"
            key={post.slug}
            id={post.slug}
            aria-labelledby={`${post.slug}-question`}
            bg="white"
            borderWidth="1px"
            rounded="lg"
            p={{ base: "5", md: "8" }}
            // The sticky navigation bar must not cover the question a contents link jumps to.
            scrollMarginTop="24"
          >
            <Heading as="h2" id={`${post.slug}-question`} size="xl" mb="4">
              {post.question}
            </Heading>
            <Stack gap="4">
              {post.paragraphs.map((paragraph) => (
                <Text key={paragraph} color="gray.700" lineHeight="tall">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
