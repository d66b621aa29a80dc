import { Textarea } from "@chakra-ui/react";
import { CONTACT_ANSWER_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { CardForm, type CardFormProps } from "../../components/card-form";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";

export interface AnswerValues {
  answer: string;
}

/** An admin's answer to a contact message, e-mailed to its sender; checked by the shop's rules. */
export function AnswerForm(props: CardFormProps<AnswerValues>) {
  return (
    <CardForm<AnswerValues>
      {...props}
      label="Answer the message"
      defaultValues={{ answer: "" }}
      submitLabel="Send answer"
    >
      {({ register, formState: { errors } }) => (
        <FormField label="Answer" required error={errors.answer?.message}>
          <Textarea rows={5} {...register("answer", textRules(CONTACT_ANSWER_FIELDS.answer))} />
        </FormField>
      )}
    </CardForm>
  );
}
