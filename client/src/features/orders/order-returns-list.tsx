import { Stack, Text } from "@chakra-ui/react";
import type { OrderCardFieldsFragment } from "../../../../generated/client/graphql";
import { centsText } from "../../components/order-payment";
import { RETURN_STATUS_LABELS } from "./return-labels";

/** The returns asked of an order, oldest first: each one's number, where it is and what it is worth. */
export function OrderReturnsList({ returns }: { returns: OrderCardFieldsFragment["returns"] }) {
  if (returns.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold">
        Returns
      </Text>
      <Stack as="ul" listStyleType="none" gap="1" aria-label="Returns" fontSize="sm">
        {returns.map((each) => (
          <Text as="li" key={each.id} wordBreak="break-word">
            {each.number}: {RETURN_STATUS_LABELS[each.status]}, {centsText(each.amountCents)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
