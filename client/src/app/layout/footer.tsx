import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PATHS } from "../../lib/paths";

/** The spec's three columns, each leading to a page of the shop. */
const COLUMNS: Array<{ title: string; links: Array<{ label: string; to: string }> }> = [
  {
    title: "Services",
    links: [
      { label: "Shipping & delivery", to: PATHS.shipping },
      { label: "Returns & warranty", to: PATHS.returns },
      { label: "Find parts for your vehicle", to: PATHS.products },
      // A visitor is asked to log in first, then lands on their orders.
      { label: "Track an order", to: PATHS.myOrders },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About us", to: PATHS.about },
      { label: "Contact", to: PATHS.contact },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of use", to: PATHS.terms },
      { label: "Privacy policy", to: PATHS.privacy },
      { label: "Cookie policy", to: PATHS.cookies },
    ],
  },
];

/**
 * The spec's footer: three link columns and the copyright line with the current year. Router links, so
 * a click with the scripts in stays in the page; their plain hrefs work before the scripts arrive.
 */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.200" mt="16">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="8">
          {COLUMNS.map((column) => (
            <Stack as="nav" aria-labelledby={footerHeadingId(column.title)} key={column.title} gap="2">
              <Heading
                as="h2"
                id={footerHeadingId(column.title)}
                size="sm"
                textTransform="uppercase"
                letterSpacing="wide"
                color="gray.400"
              >
                {column.title}
              </Heading>
              {column.links.map((link) => (
                <Link key={link.to} asChild color="gray.200" _hover={{ color: "white" }}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text textAlign="center" mt="10" fontSize="sm" color="gray.400">
          Copyright © {new Date().getFullYear()} - All rights reserved by Vehicle Parts
        </Text>
      </Container>
    </Box>
  );
}

const footerHeadingId = (title: string) => `footer-${title.toLowerCase()}`;
