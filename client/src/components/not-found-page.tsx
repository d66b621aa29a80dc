import { Button, Container, Heading, Text, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PATHS } from "../lib/paths";
import { useNotFoundStatus } from "../lib/server-page";
import { PageHead } from "./page-head";

/** The page for a path that is no page, or a link to something that no longer exists (a removed part); a
 * rendered one answers 404. */
export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <Container maxW="2xl" py="24">
      <PageHead title="Page not found" noIndex />
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="6xl" color="gray.700">
          404
        </Heading>
        <Text fontSize="xl">The page you are looking for is not found.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={PATHS.home}>Back to Home</RouterLink>
        </Button>
      </VStack>
    </Container>
  );
}
