import { Box, Container, SimpleGrid, Text } from "@chakra-ui/react";
import { SectionHeading } from "./section-heading";

/** The spec's figures, hard-coded as it says. */
const STATS = [
  { value: "71", label: "Countries" },
  { value: "500+", label: "Happy Client" },
  { value: "420+", label: "Feedback" },
];

/** 'Millions Bussiness Trust Us' (the spec's spelling): the shop's figures. */
export function StatsSection() {
  return (
    <Box as="section" aria-labelledby="stats-heading" bg="white" py={{ base: "12", md: "16" }}>
      <Container maxW="7xl">
        <SectionHeading id="stats-heading" title="Millions Bussiness Trust Us">
          Workshops and drivers around the world buy their parts here.
        </SectionHeading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {STATS.map((stat) => (
            // One sentence per figure ("71 Countries"), however big the number is drawn.
            <Text key={stat.label} textAlign="center" borderWidth="1px" rounded="xl" p="6" bg="gray.50">
              <Box as="span" display="block" fontSize="5xl" fontWeight="extrabold" color="blue.700">
                {stat.value}
              </Box>{" "}
              <Box as="span" display="block" fontSize="lg" color="gray.700">
                {stat.label}
              </Box>
            </Text>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
