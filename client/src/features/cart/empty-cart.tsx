import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PATHS } from "../../lib/paths";

/** A cart with nothing in it, and the way to the parts. */
export function EmptyCart() {
  return (
    <EmptyState.Root bg="white" borderWidth="1px" rounded="lg">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">Your cart is empty</EmptyState.Title>
          <EmptyState.Description color="gray.600">
            Add the parts your repair needs from the catalogue, then check out once.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue">
          <RouterLink to={PATHS.products}>Browse products</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
