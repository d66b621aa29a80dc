import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A dashboard screen's title (under the layout's 'Welcome to Dashboard') and a line on what it is for. */
export function ScreenHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      <Text color="gray.600">{children}</Text>
    </Stack>
  );
}
