import { Button, GridItem, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { CROSS_FIELD_MESSAGES } from "../../../shared/field-rules/messages";
import type { TextRule } from "../../../shared/field-rules/rule";
import { textRules } from "../lib/form-rules";
import { FormField } from "./form-field";
import { SelectField } from "./select-field";

/** What a back-office list's filters hold, as typed: a choice, the start of an e-mail, a lookup, two days. */
export interface ListFilterValues {
  /** The select's value; empty for all. */
  choice: string;
  email: string;
  /** The lookup box's text (Manage Orders: an order's number or its buyer's name), when the list has one. */
  lookup: string;
  /** Days as the date inputs give them, YYYY-MM-DD; empty when not set. */
  from: string;
  to: string;
}

const NO_FILTERS: ListFilterValues = { choice: "", email: "", lookup: "", from: "", to: "" };

/** Midnight at the start of a day of the user's calendar, `days` later. */
function startOfDay(date: string, days = 0): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year!, month! - 1, day! + days).toISOString();
}

/**
 * The typed e-mail and days as the API's filters take them, each only when given. The days are whole
 * days where the user is: From at the start of its day, To at the end of its own (the API's `to` is the
 * first moment left out).
 */
export function emailAndDays(values: ListFilterValues): { email?: string; from?: string; to?: string } {
  const email = values.email.trim();
  return {
    ...(email && { email }),
    ...(values.from && { from: startOfDay(values.from) }),
    ...(values.to && { to: startOfDay(values.to, 1) }),
  };
}

interface TextBox {
  label: string;
  helperText: string;
  rule: TextRule;
}

interface ListFiltersFormProps {
  /** The form's accessible name, e.g. "Filter orders". */
  name: string;
  /** The select: its label, its "all" choice and the rest. */
  choice: { label: string; placeholder: string; options: Array<readonly [value: string, words: string]> };
  /** The e-mail box: its label, what it matches and the rule it is checked by. */
  email: TextBox;
  /** A box finding items by what people call them (Manage Orders: the number or the buyer's name), if any. */
  lookup?: TextBox;
  /** Called with the values on Apply, and with no filters on Clear. */
  onApply: (values: ListFilterValues) => void;
}

/**
 * The filters of a back-office list (Manage Orders, Audit): a select, the start of an e-mail, maybe a
 * lookup box, and From and To days, To no earlier than From as the API insists; Apply and Clear.
 */
export function ListFiltersForm({ name, choice, email, lookup, onApply }: ListFiltersFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ListFilterValues>({ defaultValues: NO_FILTERS });

  const clear = () => {
    reset(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <form noValidate aria-label={name} onSubmit={handleSubmit(onApply)}>
      <Stack gap="4" p="4" borderWidth="1px" rounded="lg" bg="white">
        {/* The two dates side by side even on a phone; the select and boxes beside them from tablets up. */}
        <SimpleGrid columns={lookup ? { base: 2, md: 3, lg: 5 } : { base: 2, md: 4 }} gap="4">
          <GridItem colSpan={{ base: 2, md: 1 }}>
            <SelectField
              label={choice.label}
              placeholder={choice.placeholder}
              options={choice.options}
              {...register("choice")}
            />
          </GridItem>
          <GridItem colSpan={{ base: 2, md: 1 }}>
            <FormField label={email.label} error={errors.email?.message} helperText={email.helperText}>
              <Input
                type="search"
                inputMode="email"
                autoComplete="off"
                {...register("email", textRules(email.rule))}
              />
            </FormField>
          </GridItem>
          {lookup && (
            <GridItem colSpan={{ base: 2, md: 1 }}>
              <FormField label={lookup.label} error={errors.lookup?.message} helperText={lookup.helperText}>
                <Input type="search" autoComplete="off" {...register("lookup", textRules(lookup.rule))} />
              </FormField>
            </GridItem>
          )}
          <FormField label="From" error={errors.from?.message}>
            <Input type="date" {...register("from")} />
          </FormField>
          <FormField label="To" error={errors.to?.message}>
            <Input
              type="date"
              {...register("to", {
                // The same days the API refuses: `to` is sent as the end of its day (emailAndDays).
                validate: (to, { from }) =>
                  !to || !from || to >= from || CROSS_FIELD_MESSAGES.toNotAfterFrom(),
              })}
            />
          </FormField>
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue">
            Apply filters
          </Button>
          <Button type="button" variant="outline" onClick={clear}>
            Clear filters
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
