import { Box, Button, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { FitmentInput } from "../../../../generated/client/graphql";
import { FormField } from "../../components/form-field";
import { CROSS_FIELD_MESSAGES } from "../../../../shared/field-rules/messages";
import { FITMENT_FIELDS, FITMENT_LAST_YEAR } from "../../../../shared/field-rules/shop-fields";
import { numberTextRules, textRules, wholeNumberInput } from "../../lib/form-rules";

/** One vehicle the part fits, as typed. */
export interface FitmentValues {
  make: string;
  model: string;
  yearFrom: string;
  yearTo: string;
}

export const toFitmentValues = (fitments: FitmentInput[]): FitmentValues[] =>
  fitments.map(({ make, model, yearFrom, yearTo }) => ({
    make,
    model,
    yearFrom: String(yearFrom),
    yearTo: String(yearTo),
  }));

export const toFitmentInputs = (rows: FitmentValues[]): FitmentInput[] =>
  rows.map((row) => ({
    make: row.make.trim(),
    model: row.model.trim(),
    yearFrom: Number(row.yearFrom),
    yearTo: Number(row.yearTo),
  }));

const EMPTY_ROW: FitmentValues = { make: "", model: "", yearFrom: "", yearTo: "" };

/** The form this sits in: any whose values include the fitments (product-form.tsx). */
interface WithFitments {
  fitments: FitmentValues[];
}

/**
 * The vehicles a part fits, a row each (make, model, first and last year), added and removed in place.
 * No rows is a universal part, which fits every vehicle. The last year is weighed against the first and
 * the latest the shop takes, in the server's words.
 */
export function FitmentRows() {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<WithFitments>();
  const { fields, append, remove } = useFieldArray<WithFitments>({ name: "fitments" });

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
        {fields.length === 0 && (
          <Text color="gray.600" fontSize="sm">
            None: a universal part, which fits every vehicle.
          </Text>
        )}
        {fields.map((field, index) => {
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
              </SimpleGrid>
              <HStack justify="flex-end" mt="2">
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
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          colorPalette="blue"
          onClick={() => append(EMPTY_ROW)}
        >
          Add a vehicle
        </Button>
      </Stack>
    </Box>
  );
}
