import { useMutation } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import { useMemo, useRef, useState } from "react";
import type { OrderCardFieldsFragment, ReturnReason } from "../../../../generated/client/graphql";
import { useSaveFailure } from "../../lib/server-field-errors";
import { toast } from "../../lib/toast";
import { RequestReturnDocument } from "./api";
import { ReturnPartsForm, type ReturnPartsValues } from "./return-parts-form";

/** Whether the buyer may still ask to return parts of the order: delivered, and within the return days. */
export const returnable = (order: Pick<OrderCardFieldsFragment, "status" | "returnableUntil">) =>
  order.status === "DELIVERED" &&
  order.returnableUntil !== null &&
  new Date(order.returnableUntil) > new Date();

/**
 * The buyer's Return parts action on a delivered order: opens the form, sends the lines with a quantity
 * to return, and lets the page read its orders again, whose card then lists the return.
 */
export function ReturnParts({
  order,
  onReturned,
}: {
  order: OrderCardFieldsFragment;
  onReturned: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [requestReturn] = useMutation(RequestReturnDocument);
  const failure = useSaveFailure();
  // The server names lines by their place among those sent (only those with a quantity): the form's
  // place of each, to show its message beside the right line.
  const sent = useRef<number[]>([]);
  const serverErrors = useMemo(
    () =>
      failure.serverErrors &&
      Object.fromEntries(
        Object.entries(failure.serverErrors).map(([field, message]) => {
          const line = /^lines(?:\.(\d+))?/.exec(field);
          if (!line) return [field, message];
          const formLine = line[1] === undefined ? 0 : (sent.current[Number(line[1])] ?? 0);
          return [`lines.${formLine}.quantity`, message];
        }),
      ),
    [failure.serverErrors],
  );

  const submit = async ({ lines, reason, note }: ReturnPartsValues) => {
    const chosen = lines.flatMap((line, i) => (Number(line.quantity) > 0 ? [i] : []));
    sent.current = chosen;
    try {
      await requestReturn({
        variables: {
          input: {
            orderId: order.id,
            lines: chosen.map((i) => ({
              productId: order.lines[i]!.productId,
              quantity: Number(lines[i]!.quantity),
            })),
            reason: reason as ReturnReason, // the form asks for one
            note: note.trim() || null,
          },
        },
      });
      toast.success("Return requested");
      setOpen(false);
      onReturned();
      return true;
    } catch (refused) {
      return failure.fail(refused);
    }
  };

  if (open)
    return (
      <ReturnPartsForm
        lines={order.lines}
        onSubmit={submit}
        onClose={() => setOpen(false)}
        serverErrors={serverErrors}
      />
    );
  return (
    <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setOpen(true)}>
      Return parts
    </Button>
  );
}
