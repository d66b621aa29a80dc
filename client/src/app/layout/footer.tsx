import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";

const COLUMNS: Array<{ title: string; links: string[] }> = [
  { title: "Services", links: ["Branding", "Design", "Marketing", "Advertisement"] },
  { title: "Company", links: ["About us", "Contact", "Jobs", "Press kit"] },
  { title: "Legal", links: ["Terms of use", "Privacy policy", "Cookie policy"] },
];

/** The spec's footer: three link columns and the copyright line with the current year. */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.200" mt="16">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="8">
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap="2">
              <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide" color="gray.400">
                {column.title}
              </Heading>
              {column.links.map((label) => (
                <Link key={label} href="#" color="gray.200" _hover={{ color: "white" }}>
                  {label}
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
