import { Button, Input, Stack, Textarea } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { FormField } from "../../components/form-field";

export interface ContactValues {
  email: string;
  subject: string;
  message: string;
}

interface ContactFormProps {
  /** Sends the message; resolves true once it is sent, which empties the form for the next one. */
  onSubmit: (values: ContactValues) => Promise<boolean>;
  /** The server's message per field, when it refused the message. */
  serverErrors?: Partial<Record<keyof ContactValues, string>>;
}

const EMPTY: ContactValues = { email: "", subject: "", message: "" };

/**
 * The home page's contact form. The spec leaves its checks to the browser (required fields, an e-mail
 * field), so the inputs carry the native attributes and the browser stops an incomplete form itself.
 */
export function ContactForm({ onSubmit, serverErrors = {} }: ContactFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<ContactValues>({ defaultValues: EMPTY });
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(EMPTY);
  });
  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      <FormField label="Email" required error={serverErrors.email}>
        <Input type="email" autoComplete="email" required bg="white" {...register("email")} />
      </FormField>
      <FormField label="Subject" required error={serverErrors.subject}>
        <Input required bg="white" {...register("subject")} />
      </FormField>
      <FormField label="Message" required error={serverErrors.message}>
        <Textarea rows={6} required bg="white" {...register("message")} />
      </FormField>
      <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={formState.isSubmitting}>
        Send Message
      </Button>
    </Stack>
  );
}
