import { Card, Center, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The login and sign-up screens: one centred card, full width on a phone, a comfortable column above. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center px={{ base: "4", md: "6" }} py={{ base: "8", md: "16" }}>
      <Card.Root w="full" maxW="md" shadow="md">
        <Card.Header>
          <Heading as="h1" size="2xl" textAlign="center">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}

/** Why signing in failed, in red as the spec asks; announced at once to screen readers. */
export function SignInError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Text color="red.600" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}
