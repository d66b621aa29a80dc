import { Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import type { OrderCardFieldsFragment, ReturnReason } from "../../../../generated/client/graphql";
import { RETURN_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { CardForm, type CardFormProps } from "../../components/card-form";
import { FormField } from "../../components/form-field";
import { textRules, wholeNumberInput } from "../../lib/form-rules";
import { REASON_WORDS } from "./return-labels";

export interface ReturnPartsValues {
  /** How many of each order line go back, as typed, in the order's line order. */
  lines: { quantity: string }[];
  reason: ReturnReason | "";
  note: string;
}

/** What is wrong with a line's typed quantity: a whole number from 0 to what was ordered. */
function quantityProblem(text: string, ordered: number): string | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return "Quantity must be a whole number";
  if (Number(text) > ordered) return `Quantity must be at most ${ordered}, what you ordered`;
  return undefined;
}

/**
 * The buyer's request to send parts of a delivered order back: how many of each line (none by default),
 * why, and a note. The server checks again what other returns already take back; its messages show
 * beside the line's quantity, the reason or the note.
 */
export function ReturnPartsForm({
  lines,
  ...props
}: CardFormProps<ReturnPartsValues> & { lines: OrderCardFieldsFragment["lines"] }) {
  return (
    <CardForm<ReturnPartsValues>
      {...props}
      label="Return parts"
      defaultValues={{ lines: lines.map(() => ({ quantity: "0" })), reason: "", note: "" }}
      submitLabel="Request return"
    >
      {({ register, formState: { errors } }) => (
        <>
          <Stack gap="3">
            {lines.map((line, i) => (
              <FormField
                key={line.productId}
                label={`${line.name}: how many to return`}
                error={errors.lines?.[i]?.quantity?.message}
                helperText={`You ordered ${line.quantity}`}
              >
                <Input
                  size="sm"
                  maxW="28"
                  {...wholeNumberInput(0, line.quantity)}
                  {...register(`lines.${i}.quantity`, {
                    validate: (text, values) =>
                      quantityProblem(text, line.quantity) ??
                      (i > 0 || values.lines.some((each) => Number(each.quantity) > 0)
                        ? true
                        : "Choose at least one part to return"),
                  })}
                />
              </FormField>
            ))}
          </Stack>
          <FormField label="Reason" required error={errors.reason?.message}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register("reason", { required: "Reason is Required" })}>
                <option value="">Choose why</option>
                {Object.entries(REASON_WORDS).map(([reason, words]) => (
                  <option key={reason} value={reason}>
                    {words}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Note" error={errors.note?.message} helperText="Anything staff should know">
            <Textarea size="sm" rows={2} {...register("note", textRules(RETURN_FIELDS.note))} />
          </FormField>
        </>
      )}
    </CardForm>
  );
}
