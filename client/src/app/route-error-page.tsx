import { Button, Container, Heading, Text, VStack } from "@chakra-ui/react";
import { useRouteError } from "react-router-dom";
import { PageHead } from "../components/page-head";

/**
 * What a page that crashed shows instead of React Router's developer screen. The usual cause in
 * production is a new release: the old page asks for a script that no longer exists, and a reload fixes it.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container maxW="2xl" py="24">
      <PageHead title="Something went wrong" noIndex />
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          Something went wrong on this page
        </Heading>
        <Text color="gray.700">Reloading usually helps. If it keeps happening, please contact us.</Text>
        <Button colorPalette="blue" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </VStack>
    </Container>
  );
}
