import { Card, Heading, type CardRootProps, type HeadingProps } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

interface SectionCardProps extends Omit<CardRootProps, "title"> {
  /** The section's heading (an h2), which names it. */
  title: ReactNode;
  /** "lg" for a part of a page (the checkout's order), "xl" for a card that is the page's one form. */
  headingSize?: HeadingProps["size"];
  children: ReactNode;
}

/** A titled card that is a section of its page, named by its heading for screen readers' region lists. */
export function SectionCard({ title, headingSize = "lg", children, ...card }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} {...card}>
      <Card.Body gap="4">
        <Heading as="h2" id={titleId} size={headingSize}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
