import { Container, Flex, Link, Text } from "@chakra-ui/react";
import { NavLink } from "react-router-dom";
import { describeVehicle, useChosenVehicle } from "../../lib/chosen-vehicle";
import { PATHS } from "../../lib/paths";
import { LineIcon } from "./line-icon";

/**
 * The vehicle shopped for, on every page and every width, under the bar's links: "My Garage: 2018 Toyota
 * Camry", leading to the garage. A strip of its own, of a fixed height, so the vehicle (known only in the
 * browser: the server's page asks for one) changes its words and moves nothing.
 */
export function VehicleStrip() {
  const [vehicle] = useChosenVehicle();
  return (
    <Container maxW="7xl">
      <Flex h="9" align="center" borderTopWidth="1px" borderColor="whiteAlpha.200" fontSize="sm">
        <Link
          asChild
          color="gray.100"
          display="inline-flex"
          alignItems="center"
          gap="2"
          minW="0"
          _hover={{ color: "white" }}
        >
          <NavLink to={PATHS.garage}>
            <CarIcon />
            <Text as="span" truncate>
              My Garage: {vehicle ? describeVehicle(vehicle) : "add your vehicle to see the parts that fit"}
            </Text>
          </NavLink>
        </Link>
      </Flex>
    </Container>
  );
}

const CarIcon = () => (
  <LineIcon>
    <path d="M5 17h14M3 13l2-6h14l2 6v4H3z" />
    <circle cx="7.5" cy="17" r="1.5" />
    <circle cx="16.5" cy="17" r="1.5" />
  </LineIcon>
);
