import { Input, Stack, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormField } from "../../components/form-field";
import { SubmitButton } from "../../components/submit-button";

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

/**
 * The home page's contact form. The spec leaves its checks to the browser (required fields, an e-mail
 * field), so the inputs carry the native attributes and the browser stops an incomplete form itself; the
 * form needs no form library either (the home page loads without one), the browser keeps the values.
 */
export function ContactForm({ onSubmit, serverErrors = {} }: ContactFormProps) {
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: keyof ContactValues) => String(data.get(name) ?? "");
    setSending(true);
    try {
      if (await onSubmit({ email: field("email"), subject: field("subject"), message: field("message") }))
        form.reset();
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack asChild gap="4">
      <form onSubmit={submit}>
        <FormField label="Email" required error={serverErrors.email}>
          <Input name="email" type="email" autoComplete="email" required bg="white" />
        </FormField>
        <FormField label="Subject" required error={serverErrors.subject}>
          <Input name="subject" required bg="white" />
        </FormField>
        <FormField label="Message" required error={serverErrors.message}>
          <Textarea name="message" rows={6} required bg="white" />
        </FormField>
        <SubmitButton colorPalette="blue" alignSelf="flex-start" loading={sending}>
          Send Message
        </SubmitButton>
      </form>
    </Stack>
  );
}
