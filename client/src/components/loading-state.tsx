import { Center, Spinner, Text, VStack } from "@chakra-ui/react";

/** Shown wherever a query is on its way, so the page never looks empty or broken while it loads. */
export function LoadingState({ label = "Loading…" }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="blue.600" borderWidth="3px" />
        <Text color="gray.600">{label}</Text>
      </VStack>
    </Center>
  );
}
