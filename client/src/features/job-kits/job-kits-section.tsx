import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { JobKind } from "../../../../generated/client/graphql";
import { describeVehicle, useChosenVehicle } from "../../lib/chosen-vehicle";
import { JOB_KITS } from "../../../../shared/job-kits";
import { JobKitCard } from "./job-kit-card";

/** "Jobs for your 2014 Ford F-150": every job kit for the vehicle shopped for; nothing without one. */
export function JobKitsSection() {
  const [vehicle] = useChosenVehicle();
  if (!vehicle) return null;
  const described = describeVehicle(vehicle);
  return (
    <Stack as="section" gap="3" aria-label={`Jobs for your ${described}`}>
      <Stack gap="1">
        <Heading as="h2" size="md">
          Jobs for your {described}
        </Heading>
        <Text color="gray.600">Every part a job needs, chosen to fit, into the cart in one click.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {(Object.keys(JOB_KITS) as JobKind[]).map((job) => (
          <JobKitCard key={job} job={job} vehicle={vehicle} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
