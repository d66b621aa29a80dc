import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

interface NothingYetProps {
  /** What is empty, as the page's second-level heading. */
  title: string;
  description: string;
  /** Where to go to fill it, and the link's words. */
  to: string;
  linkLabel: string;
}

/** A list with nothing in it yet (a cart, the orders), said plainly, with the way to what fills it. */
export function NothingYet({ title, description, to, linkLabel }: NothingYetProps) {
  return (
    <EmptyState.Root bg="white" borderWidth="1px" rounded="lg">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          <EmptyState.Description color="gray.600">{description}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue">
          <RouterLink to={to}>{linkLabel}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
