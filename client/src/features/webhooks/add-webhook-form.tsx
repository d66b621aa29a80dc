import { Box, Checkbox, CheckboxGroup, Input, Text } from "@chakra-ui/react";
import { Controller } from "react-hook-form";
import type { WebhookEvent } from "../../../../generated/client/graphql";
import { FormField } from "../../components/form-field";
import { ShopForm } from "../../components/shop-form";
import { WEBHOOK_EVENT_LABELS } from "./webhook-event-labels";

export interface WebhookValues {
  url: string;
  events: WebhookEvent[];
}

interface AddWebhookFormProps {
  /** Resolves true once the endpoint is added (the form starts over). */
  onSubmit: (values: WebhookValues) => Promise<boolean>;
  serverErrors?: Record<string, string> | undefined;
}

/** An endpoint's URL and the events it is sent; the shop makes its secret. */
export function AddWebhookForm({ onSubmit, serverErrors }: AddWebhookFormProps) {
  return (
    <ShopForm<WebhookValues>
      aria-label="Add an endpoint"
      defaultValues={{ url: "", events: [] }}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      submitLabel="Add endpoint"
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <FormField
            label="URL"
            required
            error={errors.url?.message}
            helperText="Where the events are POSTed, starting with https://"
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://erp.example.com/hooks/shop"
              {...register("url", { required: "URL is required" })}
            />
          </FormField>
          <Controller
            name="events"
            control={control}
            rules={{ validate: (events) => events.length > 0 || "Choose at least one event" }}
            render={({ field, fieldState }) => {
              const errorId = `${field.name}-error`;
              // A fieldset, not a FormField: a field's context would give every box the same id.
              return (
                <Box as="fieldset" aria-describedby={fieldState.error ? errorId : undefined}>
                  <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
                    Events
                  </Text>
                  <CheckboxGroup
                    name={field.name}
                    value={field.value}
                    onValueChange={(events) => field.onChange(events as WebhookEvent[])}
                    gap="2"
                  >
                    {Object.entries(WEBHOOK_EVENT_LABELS).map(([event, label]) => (
                      <Checkbox.Root key={event} value={event}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </CheckboxGroup>
                  {fieldState.error && (
                    <Text id={errorId} color="red.700" fontSize="xs" mt="2">
                      {fieldState.error.message}
                    </Text>
                  )}
                </Box>
              );
            }}
          />
        </>
      )}
    </ShopForm>
  );
}
