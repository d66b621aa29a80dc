import { Button, Textarea } from "@chakra-ui/react";
import { CONTACT_ANSWER_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { ShopForm } from "../../components/shop-form";
import { textRules } from "../../lib/form-rules";

export interface AnswerValues {
  answer: string;
}

interface AnswerFormProps {
  /** Sends the answer; resolves false when the shop refused it. */
  onSubmit: (values: AnswerValues) => Promise<boolean>;
  onClose: () => void;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
}

/** An admin's answer to a contact message, e-mailed to its sender; checked by the shop's rules. */
export function AnswerForm({ onSubmit, onClose, serverErrors }: AnswerFormProps) {
  return (
    <ShopForm<AnswerValues>
      aria-label="Answer the message"
      defaultValues={{ answer: "" }}
      // An answered message's card closes this form: nothing to start over.
      onSubmit={async (values) => void (await onSubmit(values))}
      serverErrors={serverErrors}
      submitLabel="Send answer"
      size="sm"
      besideSubmit={
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Not now
        </Button>
      }
    >
      {({ register, formState: { errors } }) => (
        <FormField label="Answer" required error={errors.answer?.message}>
          <Textarea rows={5} {...register("answer", textRules(CONTACT_ANSWER_FIELDS.answer))} />
        </FormField>
      )}
    </ShopForm>
  );
}
