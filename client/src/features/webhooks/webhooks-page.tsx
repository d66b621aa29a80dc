import { useMutation, useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { ScreenHeading } from "../../components/screen-heading";
import { SectionCard } from "../../components/section-card";
import { errorMessage } from "../../lib/graphql-errors";
import { useSaveFailure } from "../../lib/server-field-errors";
import { toast } from "../../lib/toast";
import { withToasts } from "../../lib/with-toasts";
import { AddWebhookForm, type WebhookValues } from "./add-webhook-form";
import { AddWebhookDocument, RemoveWebhookDocument, SendTestWebhookDocument, WebhooksDocument } from "./api";
import { WebhookCard } from "./webhook-card";

/**
 * The owner's Webhooks page: integrators' endpoints, each sent the events it asks for, signed with its
 * secret (README, Webhooks), with a test send and the latest deliveries; and a form to add one.
 */
export function WebhooksPage() {
  // Deliveries go out in the background: ask again on each visit.
  const { data, error, refetch } = useQuery(WebhooksDocument, { fetchPolicy: "cache-and-network" });
  const [addWebhook] = useMutation(AddWebhookDocument);
  const [removeWebhook] = useMutation(RemoveWebhookDocument);
  const [sendTestWebhook] = useMutation(SendTestWebhookDocument);
  const { serverErrors, save } = useSaveFailure();

  const add = (values: WebhookValues) =>
    save(async () => {
      await addWebhook({ variables: { input: { url: values.url.trim(), events: values.events } } });
      await refetch();
    }, "Endpoint added");

  const sendTest = async (id: string) => {
    const queued = await withToasts(
      () => sendTestWebhook({ variables: { id } }),
      "Test event queued: its delivery shows below in a moment",
    );
    // The dispatcher sends it within a second or two: show how it went.
    if (queued) setTimeout(() => void refetch().catch(() => undefined), 2_000);
  };

  const remove = async (id: string) => {
    try {
      await removeWebhook({ variables: { id } });
      toast.success("Endpoint removed");
      await refetch();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  const endpoints = data?.webhooks;
  return (
    <Stack gap="6">
      <ScreenHeading title="Webhooks">
        Other programs (an ERP, a warehouse, an accounting tool) are told of orders and stock as they happen.
      </ScreenHeading>
      {endpoints ? (
        endpoints.length === 0 ? (
          <Text color="gray.700">No endpoint yet: add the first below.</Text>
        ) : (
          <Stack gap="4">
            {endpoints.map((endpoint) => (
              <WebhookCard
                key={endpoint.id}
                endpoint={endpoint}
                onSendTest={() => sendTest(endpoint.id)}
                onRemove={() => remove(endpoint.id)}
              />
            ))}
          </Stack>
        )
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <LoadingState label="Loading webhooks…" />
      )}
      <SectionCard title="Add an endpoint" maxW="2xl">
        <AddWebhookForm onSubmit={add} serverErrors={serverErrors} />
      </SectionCard>
    </Stack>
  );
}
