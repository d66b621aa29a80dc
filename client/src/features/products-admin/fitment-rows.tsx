import { Box, Button, Checkbox, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { FitmentInput, FitmentPosition } from "../../../../generated/client/graphql";
import { FormField } from "../../components/form-field";
import { SelectField } from "../../components/select-field";
import { CROSS_FIELD_MESSAGES } from "../../../../shared/field-rules/messages";
import { FITMENT_FIELDS, FITMENT_LAST_YEAR } from "../../../../shared/field-rules/shop-fields";
import { FITMENT_POSITIONS } from "../../../../shared/fitment";
import { numberTextRules, textRules, wholeNumberInput } from "../../lib/form-rules";

/** One vehicle the part fits, as typed; an empty submodel, engine, position or note is none. */
export interface FitmentValues {
  make: string;
  model: string;
  yearFrom: string;
  yearTo: string;
  submodel: string;
  engine: string;
  position: FitmentPosition | "";
  note: string;
}

export const toFitmentValues = (fitments: FitmentInput[]): FitmentValues[] =>
  fitments.map((fitment) => ({
    make: fitment.make,
    model: fitment.model,
    yearFrom: String(fitment.yearFrom),
    yearTo: String(fitment.yearTo),
    submodel: fitment.submodel ?? "",
    engine: fitment.engine ?? "",
    position: fitment.position ?? "",
    note: fitment.note ?? "",
  }));

export const toFitmentInputs = (rows: FitmentValues[]): FitmentInput[] =>
  rows.map((row) => ({
    make: row.make.trim(),
    model: row.model.trim(),
    yearFrom: Number(row.yearFrom),
    yearTo: Number(row.yearTo),
    submodel: row.submodel.trim() || null,
    engine: row.engine.trim() || null,
    position: row.position || null,
    note: row.note.trim() || null,
  }));

const POSITION_CHOICES = Object.entries(FITMENT_POSITIONS);

const EMPTY_ROW: FitmentValues = {
  make: "",
  model: "",
  yearFrom: "",
  yearTo: "",
  submodel: "",
  engine: "",
  position: "",
  note: "",
};

/** The form this sits in: any whose values include the fitments and the universal choice (product-form.tsx). */
interface WithFitments {
  universal: boolean;
  fitments: FitmentValues[];
}

/**
 * What the part fits: every vehicle (Universal), or the vehicles listed a row each (make, model, first
 * and last year, and where it matters the submodel, engine, position and a note), added, copied and
 * removed in place. Neither is a part with no fitment data, which the shop shows as "Fitment not
 * confirmed". The last year is weighed against the first and the latest the shop takes, in the
 * server's words.
 */
export function FitmentRows() {
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = useFormContext<WithFitments>();
  const { fields, append, insert, remove } = useFieldArray<WithFitments>({ name: "fitments" });
  const universal = useWatch<WithFitments, "universal">({ name: "universal" });

  const lastYearRules = (index: number) => ({
    validate: (text: string) => {
      const own = numberTextRules(FITMENT_FIELDS.yearTo).validate(text);
      if (own !== true) return own;
      if (Number(text) > FITMENT_LAST_YEAR) return CROSS_FIELD_MESSAGES.lastYearTooLate(FITMENT_LAST_YEAR);
      const first = Number(getValues(`fitments.${index}.yearFrom`));
      return first > Number(text) ? CROSS_FIELD_MESSAGES.yearsReversed() : true;
    },
  });

  return (
    // A plain fieldset: Chakra's Fieldset would bring its recipe into every page (app/theme.ts).
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" mb="1">
        Fitments
      </Text>
      <Stack gap="3">
        <Controller
          control={control}
          name="universal"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              // Rows listed are kept while Universal is ticked, but not sent: it may be a slip.
              onCheckedChange={(e) => field.onChange(e.checked === true)}
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>Universal: fits every vehicle</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {errors.universal?.message && (
          <Text color="red.600" fontSize="sm" role="alert">
            {errors.universal.message}
          </Text>
        )}
        {!universal && fields.length === 0 && (
          <Text color="gray.600" fontSize="sm">
            No vehicles yet: shoppers see “Fitment not confirmed” until you add them, or tick Universal.
          </Text>
        )}
        {!universal &&
          fields.map((field, index) => {
            const rowErrors = errors.fitments?.[index];
            const place = `vehicle ${index + 1}`;
            return (
              <Box
                key={field.id}
                role="group"
                aria-label={`Fitment ${index + 1}`}
                borderWidth="1px"
                rounded="md"
                p="3"
              >
                <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                  <FormField label="Make" error={rowErrors?.make?.message} required>
                    <Input {...register(`fitments.${index}.make`, textRules(FITMENT_FIELDS.make))} />
                  </FormField>
                  <FormField label="Model" error={rowErrors?.model?.message} required>
                    <Input {...register(`fitments.${index}.model`, textRules(FITMENT_FIELDS.model))} />
                  </FormField>
                  <FormField label="First Year" error={rowErrors?.yearFrom?.message} required>
                    <Input
                      {...wholeNumberInput(1900, FITMENT_LAST_YEAR)}
                      {...register(`fitments.${index}.yearFrom`, numberTextRules(FITMENT_FIELDS.yearFrom))}
                    />
                  </FormField>
                  <FormField label="Last Year" error={rowErrors?.yearTo?.message} required>
                    <Input
                      {...wholeNumberInput(1900, FITMENT_LAST_YEAR)}
                      {...register(`fitments.${index}.yearTo`, lastYearRules(index))}
                    />
                  </FormField>
                  <FormField label="Submodel" error={rowErrors?.submodel?.message}>
                    <Input
                      placeholder="All"
                      {...register(`fitments.${index}.submodel`, textRules(FITMENT_FIELDS.submodel))}
                    />
                  </FormField>
                  <FormField label="Engine" error={rowErrors?.engine?.message}>
                    <Input
                      placeholder="All"
                      {...register(`fitments.${index}.engine`, textRules(FITMENT_FIELDS.engine))}
                    />
                  </FormField>
                  <SelectField
                    label="Position"
                    placeholder="None"
                    options={POSITION_CHOICES}
                    {...register(`fitments.${index}.position`)}
                  />
                  <FormField label="Note" error={rowErrors?.note?.message}>
                    <Input
                      placeholder="e.g. with 12.6-inch rotors"
                      {...register(`fitments.${index}.note`, textRules(FITMENT_FIELDS.note))}
                    />
                  </FormField>
                </SimpleGrid>
                <HStack justify="flex-end" mt="2">
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`Copy ${place}`}
                    onClick={() => insert(index + 1, { ...getValues(`fitments.${index}`) })}
                  >
                    Copy
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Remove ${place}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </HStack>
              </Box>
            );
          })}
        {!universal && (
          <Button
            alignSelf="flex-start"
            size="sm"
            variant="outline"
            colorPalette="blue"
            onClick={() => append(EMPTY_ROW)}
          >
            Add a vehicle
          </Button>
        )}
      </Stack>
    </Box>
  );
}
