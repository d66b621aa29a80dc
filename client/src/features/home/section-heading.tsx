import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The heading every home page section opens with, so the page reads as one design. */
export function SectionHeading({ id, title, eyebrow, children }: SectionHeadingProps) {
  return (
    <Stack gap="2" textAlign="center" align="center" mb={{ base: "6", md: "10" }}>
      {eyebrow && (
        <Text color="blue.700" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
          {eyebrow}
        </Text>
      )}
      <Heading id={id} as="h2" size={{ base: "2xl", md: "3xl" }}>
        {title}
      </Heading>
      {children && (
        <Text color="gray.600" maxW="2xl">
          {children}
        </Text>
      )}
    </Stack>
  );
}
