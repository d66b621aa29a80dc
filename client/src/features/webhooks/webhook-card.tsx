import { Moment, momentText } from "../../components/moment";
import { Badge, Button, Card, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import type { WebhookDeliveryStatus, WebhookFieldsFragment } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { STACKED_ON_PHONES } from "../../components/stacked-table";
import { TableHead } from "../../components/table-head";
import { eventNameOf } from "../../../../shared/webhook-events";

const STATUS: Record<WebhookDeliveryStatus, { words: string; palette: string }> = {
  PENDING: { words: "Pending", palette: "yellow" },
  DELIVERED: { words: "Delivered", palette: "green" },
  FAILED: { words: "Failed", palette: "red" },
};

interface WebhookCardProps {
  endpoint: WebhookFieldsFragment;
  onSendTest: () => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/** An endpoint: where it is, what it is sent, its secret on demand, and how its latest deliveries went. */
export function WebhookCard({ endpoint, onSendTest, onRemove }: WebhookCardProps) {
  const titleId = useId();
  const [secretShown, setSecretShown] = useState(false);
  const [sending, setSending] = useState(false);
  const deliveries = endpoint.deliveries.edges.map((edge) => edge.node);
  const sendTest = async () => {
    setSending(true);
    await onSendTest().finally(() => setSending(false));
  };
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body gap="3">
        <Heading as="h3" size="md" id={titleId} overflowWrap="anywhere">
          {endpoint.url}
        </Heading>
        <HStack gap="2" wrap="wrap">
          {endpoint.events.map((event) => (
            <Badge key={event} colorPalette="blue" variant="subtle">
              {eventNameOf(event)}
            </Badge>
          ))}
        </HStack>
        <Text fontSize="sm" color="gray.700">
          Added by {endpoint.createdBy} on <Moment at={endpoint.createdAt} />
        </Text>
        <HStack gap="2" wrap="wrap" fontSize="sm">
          <Text fontWeight="medium">Signing secret:</Text>
          <Text fontFamily="mono" overflowWrap="anywhere">
            {secretShown ? endpoint.secret : "whsec_••••••••"}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => setSecretShown((shown) => !shown)}>
            {secretShown ? "Hide secret" : "Show secret"}
          </Button>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="blue"
            variant="outline"
            loading={sending}
            onClick={() => void sendTest()}
          >
            Send test
          </Button>
          <ConfirmButton
            size="sm"
            variant="outline"
            colorPalette="red"
            confirmLabel="Yes, remove"
            description={`${endpoint.url} will be sent nothing more, and its delivery log goes with it.`}
            onConfirm={onRemove}
          >
            Remove
          </ConfirmButton>
        </HStack>
        <Stack gap="2">
          <Heading as="h4" size="sm">
            Latest deliveries ({endpoint.deliveries.totalCount} in all)
          </Heading>
          {deliveries.length === 0 ? (
            <Text fontSize="sm" color="gray.600">
              Nothing sent yet.
            </Text>
          ) : (
            <Table.Root size="sm" css={STACKED_ON_PHONES}>
              <TableHead columns={["Event", "When", "Status", "Attempts", "Last answer"]} />
              <Table.Body>
                {deliveries.map((delivery) => (
                  <Table.Row key={delivery.id}>
                    <Table.Cell data-label="Event">{delivery.event}</Table.Cell>
                    <Table.Cell data-label="When" whiteSpace="nowrap">
                      <Moment at={delivery.createdAt} />
                    </Table.Cell>
                    <Table.Cell data-label="Status">
                      <Badge colorPalette={STATUS[delivery.status].palette}>
                        {STATUS[delivery.status].words}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell data-label="Attempts">{delivery.attempts}</Table.Cell>
                    <Table.Cell data-label="Last answer">
                      <Text overflowWrap="anywhere" whiteSpace="normal">
                        {delivery.lastStatusCode
                          ? `HTTP ${delivery.lastStatusCode}`
                          : (delivery.lastError ?? "—")}
                        {delivery.nextAttemptAt && delivery.attempts > 0
                          ? `; tried again at ${momentText(delivery.nextAttemptAt)}`
                          : ""}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
