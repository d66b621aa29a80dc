import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { ErrorState } from "../../components/error-state";
import { PageHead } from "../../components/page-head";
import { LoadingState } from "../../components/loading-state";
import { useAuth } from "../../lib/auth-context";
import { describeVehicle } from "../../lib/chosen-vehicle";
import { sameVehicle } from "../../../../shared/vehicle-names";
import { toast } from "../../lib/toast";
import { ChosenVehicleSelector } from "../catalogue";
import { JobKitsSection } from "../job-kits";
import { GARAGE_MAX_VEHICLES } from "../../../../shared/garage-limits";
import { GarageVehicleCard } from "./garage-vehicle-card";
import { useGarage, type GarageEntry } from "./use-garage";
import { VinLookup } from "./vin-lookup";

/**
 * My Garage: the vehicles a shopper keeps, the one they shop for marked, each to shop for, name or remove,
 * and the vehicle selects to add another. A customer's garage is kept with their account; a visitor's in this
 * browser, until they log in.
 */
export function GaragePage() {
  const { status } = useAuth();
  const garage = useGarage();

  const remove = (entry: GarageEntry) =>
    garage.remove(entry).then(
      () => toast.success(`${describeVehicle(entry.vehicle)} removed from your garage`),
      (error: Error) => toast.error(error.message),
    );

  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      {/* Whose garage it is depends on who looks: nothing for search engines. */}
      <PageHead title="My Garage" noIndex />
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            My Garage
          </Heading>
          <Text color="gray.600">
            {status === "signedIn"
              ? `Your vehicles, kept with your account on every device (${GARAGE_MAX_VEHICLES} at most).`
              : "Your vehicles, kept in this browser. Log in to keep them with your account on every device."}
          </Text>
        </Stack>
        {garage.error ? (
          <ErrorState error={garage.error} />
        ) : garage.loading ? (
          <LoadingState label="Loading your garage…" />
        ) : garage.entries.length === 0 ? (
          <Text>No vehicles yet: choose one below, and every part will say whether it fits it.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Your vehicles">
            {garage.entries.map((entry) => (
              <GarageVehicleCard
                key={entry.id ?? describeVehicle(entry.vehicle)}
                entry={entry}
                current={garage.chosen !== null && sameVehicle(garage.chosen, entry.vehicle)}
                onChoose={() => garage.choose(entry.vehicle)}
                onRemove={() => void remove(entry)}
              />
            ))}
          </Stack>
        )}
        <JobKitsSection />
        <Stack gap="2">
          <Heading as="h2" size="md">
            Add a vehicle
          </Heading>
          <VinLookup />
          <Text color="gray.600">Or choose it:</Text>
          <ChosenVehicleSelector />
        </Stack>
      </Stack>
    </Container>
  );
}
