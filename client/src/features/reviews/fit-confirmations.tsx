import { List, Stack, Text } from "@chakra-ui/react";
import type { PartReviewsFragment } from "../../../../generated/client/graphql";
import { describeVehicle } from "../../lib/chosen-vehicle";

/** How many reviewers said the part fitted each car they bought it for: what a shopper with that car wants to know. */
export function FitConfirmations({ fits }: { fits: PartReviewsFragment["rating"]["fitConfirmed"] }) {
  if (fits.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">Fit confirmed by reviewers</Text>
      <List.Root ps="5">
        {fits.map(({ vehicle, count }) => (
          <List.Item key={describeVehicle(vehicle)}>
            {describeVehicle(vehicle)}: {count} {count === 1 ? "reviewer" : "reviewers"}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
