import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { PATHS } from "../../lib/paths";
import { describeVehicle, useChosenVehicle } from "../../lib/chosen-vehicle";
import { ChosenVehicleSelector } from "../catalogue";

/** The home page's banner: the shop's promise, and the vehicle selector that keeps it. */
export function Hero() {
  const [vehicle] = useChosenVehicle();
  const navigate = useNavigate();
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-br"
      gradientFrom="gray.900"
      gradientTo="blue.900"
      color="white"
    >
      <Container maxW="7xl" py={{ base: "10", md: "16", lg: "20" }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "8", lg: "12" }} alignItems="center">
          <Stack gap="5">
            <Text color="blue.200" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
              Parts that fit, delivered
            </Text>
            <Heading id="hero-heading" as="h1" size={{ base: "4xl", md: "5xl" }} lineHeight="1.1">
              Find Parts for Your Vehicle!
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} color="gray.300" maxW="xl">
              Brakes, filters, lighting, ignition and more. Tell us what you drive and we show the parts made
              for it.
            </Text>
            <Button asChild size="lg" colorPalette="blue" alignSelf="flex-start">
              <RouterLink to={PATHS.products}>Get Started</RouterLink>
            </Button>
          </Stack>
          <Card.Root as="section" aria-labelledby="vehicle-heading" bg="white" color="gray.900" shadow="xl">
            <Card.Header>
              <Heading id="vehicle-heading" as="h2" size="lg">
                Shop by vehicle
              </Heading>
              <Text color="gray.600">Choose the make, model and year of your vehicle.</Text>
            </Card.Header>
            <Card.Body>
              <ChosenVehicleSelector />
            </Card.Body>
            <Card.Footer>
              <Button
                colorPalette="blue"
                w="full"
                disabled={!vehicle}
                onClick={() => navigate(PATHS.products)}
              >
                {vehicle ? `Find parts for your ${describeVehicle(vehicle)}` : "Find parts"}
              </Button>
            </Card.Footer>
          </Card.Root>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
