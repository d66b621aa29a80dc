import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../../../generated/client";
import { ConfirmButton } from "../../components/confirm-button";
import { SectionCard } from "../../components/section-card";
import { describeVehicle } from "../../lib/chosen-vehicle";
import { withToasts } from "../../lib/with-toasts";

const FitmentChecksDocument = graphql(`
  query FitmentChecks {
    fitmentChecks {
      id
      name
      partNumber
      fitReturns {
        vehicle {
          make
          model
          year
          submodel
          engine
        }
        returns
        sold
      }
    }
  }
`);

const ConfirmFitmentDocument = graphql(`
  mutation ConfirmFitment($productId: ID!) {
    confirmFitment(productId: $productId) {
      id
      fitmentCheck
    }
  }
`);

const returnsOf = (count: number) => `${count} ${count === 1 ? "return" : "returns"}`;

/**
 * The parts flagged "check this fitment": buyers returned them for one vehicle twice or more because
 * they did not fit it. Each shows its returns and sales per vehicle; staff fix the fitments (Edit) or
 * confirm them as they are, which ends the flag. Nothing while no part is flagged.
 */
export function FitmentChecks() {
  const { data, refetch } = useQuery(FitmentChecksDocument, { fetchPolicy: "cache-and-network" });
  const [confirmFitment, confirming] = useMutation(ConfirmFitmentDocument);
  const parts = data?.fitmentChecks ?? [];
  if (parts.length === 0) return null;
  const confirm = async (productId: string) => {
    await withToasts(() => confirmFitment({ variables: { productId } }), "Fitment confirmed");
    await refetch().catch(() => undefined);
  };
  return (
    <SectionCard title="Check this fitment" headingSize="md" borderColor="orange.300">
      <Text fontSize="sm" color="gray.700">
        Buyers returned these parts because they did not fit: fix their fitments with Edit, or confirm them.
      </Text>
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Parts to check">
        {parts.map((part) => (
          <Box as="li" key={part.id} borderTopWidth="1px" pt="3">
            <Stack direction={{ base: "column", sm: "row" }} justify="space-between" gap="3">
              <Stack gap="1" minW="0">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {part.partNumber} {part.name}
                </Text>
                {part.fitReturns.map((each) => (
                  <Text key={describeVehicle(each.vehicle)} fontSize="sm" color="gray.700">
                    {describeVehicle(each.vehicle)}: {returnsOf(each.returns)} of {each.sold} sold
                  </Text>
                ))}
              </Stack>
              <ConfirmButton
                size="sm"
                variant="outline"
                colorPalette="blue"
                loading={confirming.loading}
                onConfirm={() => confirm(part.id)}
                description={`The fitments of ${part.name} stay as they are, and its count of returns starts again.`}
                confirmLabel="Yes, they are right"
                confirmPalette="blue"
              >
                Fitments are right
              </ConfirmButton>
            </Stack>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
