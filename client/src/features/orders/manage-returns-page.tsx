import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Card, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import type { ReturnCardFieldsFragment, ReturnStatus } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { ErrorState } from "../../components/error-state";
import { LabelledValue } from "../../components/labelled-value";
import { LoadingState } from "../../components/loading-state";
import { Moment } from "../../components/moment";
import { centsText } from "../../components/order-payment";
import { ScreenHeading } from "../../components/screen-heading";
import { SelectField } from "../../components/select-field";
import { describeVehicle } from "../../lib/chosen-vehicle";
import { useSaveFailure } from "../../lib/server-field-errors";
import { withToasts } from "../../lib/with-toasts";
import { formatPrice } from "../../../../shared/format-price";
import {
  ApproveReturnDocument,
  ReceiveReturnDocument,
  RefundReturnDocument,
  RefuseReturnDocument,
  ReturnsDocument,
} from "./api";
import { REASON_WORDS, RETURN_STATUS_LABELS } from "./return-labels";
import {
  ReceiveReturnForm,
  RefundReturnForm,
  RefuseReturnForm,
  type ReceiptValues,
  type RefusalValues,
  type ReturnRefundValues,
} from "./return-forms";

/** The statuses' badge colours: what waits on staff stands out. */
const STATUS_PALETTE: Record<ReturnStatus, string> = {
  REQUESTED: "orange",
  APPROVED: "blue",
  REFUSED: "red",
  RECEIVED: "purple",
  REFUNDED: "green",
};

/**
 * The staff's Returns screen: the buyers' returns newest first, those waiting on staff (requested) unless
 * another status is chosen, each with its order, buyer, reason, lines (with the vehicle a part did not
 * fit) and amount; the next step by its status: approve or refuse, receive the parts (each back on the
 * shelf or written off), refund.
 */
export function ManageReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | "">("REQUESTED");
  const { data, previousData, loading, error, refetch } = useQuery(ReturnsDocument, {
    variables: { status: status || null },
    fetchPolicy: "cache-and-network",
  });
  const shown = data ?? previousData;
  const returns = shown?.returns ?? [];
  // A step moves the return out of the chosen status: the list is asked again.
  const reread = () => void refetch().catch(() => undefined);

  return (
    <Stack gap="5">
      <ScreenHeading title="Returns">
        Parts buyers send back: approve or refuse each request, then receive the parts and refund them.
      </ScreenHeading>
      <Box maxW="xs">
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as ReturnStatus | "")}
          placeholder="All statuses"
          options={Object.entries(RETURN_STATUS_LABELS)}
        />
      </Box>
      {loading && !shown ? (
        <LoadingState label="Loading returns…" />
      ) : error && !shown ? (
        <ErrorState error={error} onRetry={reread} />
      ) : returns.length === 0 ? (
        <Text color="gray.700">
          {status
            ? `No returns are ${RETURN_STATUS_LABELS[status].toLowerCase()}.`
            : "No one has returned anything yet."}
        </Text>
      ) : (
        <Stack gap="4">
          {returns.map((ret) => (
            <ReturnCard key={ret.id} ret={ret} onChanged={reread} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReturnCard({ ret, onChanged }: { ret: ReturnCardFieldsFragment; onChanged: () => void }) {
  const facts: [string, ReactNode][] = [
    ["Order number", ret.orderNumber],
    ["Buyer email", ret.email],
    ["Reason", REASON_WORDS[ret.reason]],
    ["Note", ret.note || "—"],
    ["Amount", centsText(ret.amountCents)],
    ["Requested on", <Moment at={ret.createdAt} />],
  ];
  if (ret.refusal) facts.push(["Refused because", ret.refusal]);
  if (ret.refund)
    facts.push([
      "Refund",
      // One span: the value is laid out as a flex box, which would drop the spaces between its parts.
      <span>
        {centsText(ret.refund.amountCents)} on <Moment at={ret.refund.at} />, reference {ret.refund.reference}
      </span>,
    ]);
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`return-${ret.id}`}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="md" id={`return-${ret.id}`}>
            {ret.number}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[ret.status]}>{RETURN_STATUS_LABELS[ret.status]}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            {facts.map(([label, value]) => (
              <LabelledValue key={label} label={label} labelMinW="28" wordBreak="break-word">
                {value}
              </LabelledValue>
            ))}
          </DataList.Root>
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Returned parts" fontSize="sm">
            {ret.lines.map((line) => (
              <Box as="li" key={line.productId} borderTopWidth="1px" pt="2">
                <Text fontWeight="medium" wordBreak="break-word">
                  {line.name}
                </Text>
                <Text color="gray.700">
                  Quantity {line.quantity} × {formatPrice(line.unitPrice)}
                </Text>
                {ret.reason === "DID_NOT_FIT" && line.vehicle && (
                  <Text color="gray.700">Did not fit {describeVehicle(line.vehicle)}</Text>
                )}
                {line.restocked !== null && line.restocked !== undefined && (
                  <Text color="gray.700">{line.restocked ? "Back on the shelf" : "Written off"}</Text>
                )}
              </Box>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
      {["REQUESTED", "APPROVED", "RECEIVED"].includes(ret.status) && (
        <Card.Footer>
          <ReturnActions ret={ret} onChanged={onChanged} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/**
 * A return's next step by its status, one form open at a time. Each mutation answers the return, so its
 * card shows where it is at once; `onChanged` asks the list again, which it may have left. A refusal by
 * the server (the return moved on meanwhile) is a toast, and the list is asked again to show where.
 */
function ReturnActions({ ret, onChanged }: { ret: ReturnCardFieldsFragment; onChanged: () => void }) {
  const [open, setOpen] = useState<"refuse" | "receive" | "refund" | null>(null);
  const [approve, approving] = useMutation(ApproveReturnDocument);
  const [refuse] = useMutation(RefuseReturnDocument);
  const [receive] = useMutation(ReceiveReturnDocument);
  const [refund] = useMutation(RefundReturnDocument);
  const failure = useSaveFailure();
  const id = ret.id;

  /** Runs a step from a form: a toast and the form closed, or the server's messages beside its fields. */
  const step = async (mutate: () => Promise<unknown>, success: string) => {
    const done = await failure.save(mutate, success);
    if (done) setOpen(null);
    onChanged();
    return done;
  };
  const close = () => setOpen(null);

  if (open === "refuse")
    return (
      <RefuseReturnForm
        onSubmit={({ reason }: RefusalValues) =>
          step(() => refuse({ variables: { id, reason } }), "Return refused")
        }
        onClose={close}
        serverErrors={failure.serverErrors}
      />
    );
  if (open === "receive")
    return (
      <ReceiveReturnForm
        ret={ret}
        onSubmit={({ restock }: ReceiptValues) =>
          step(
            () =>
              receive({
                variables: {
                  id,
                  lines: ret.lines.map((line, i) => ({
                    productId: line.productId,
                    restock: restock[i] === true,
                  })),
                },
              }),
            "Return received",
          )
        }
        onClose={close}
        serverErrors={failure.serverErrors}
      />
    );
  if (open === "refund")
    return (
      <RefundReturnForm
        amount={centsText(ret.amountCents)}
        onSubmit={({ reference }: ReturnRefundValues) =>
          step(() => refund({ variables: { id, reference: reference.trim() || null } }), "Return refunded")
        }
        onClose={close}
        serverErrors={failure.serverErrors}
      />
    );
  return (
    <Stack direction={{ base: "column", sm: "row" }} gap="3">
      {ret.status === "REQUESTED" && (
        <>
          <ConfirmButton
            size="sm"
            colorPalette="green"
            variant="outline"
            loading={approving.loading}
            onConfirm={async () => {
              await withToasts(() => approve({ variables: { id } }), "Return approved");
              onChanged();
            }}
            description={`The buyer will be told to send the parts of ${ret.number} back.`}
            confirmLabel="Yes, approve"
            confirmPalette="green"
          >
            Approve
          </ConfirmButton>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setOpen("refuse")}>
            Refuse
          </Button>
        </>
      )}
      {ret.status === "APPROVED" && (
        <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setOpen("receive")}>
          Receive
        </Button>
      )}
      {ret.status === "RECEIVED" && (
        <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setOpen("refund")}>
          Refund
        </Button>
      )}
    </Stack>
  );
}
