import { Button, GridItem, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import type { OrderFilter, OrderStatus } from "../../../../generated/client/graphql";
import { CROSS_FIELD_MESSAGES } from "../../../../shared/field-rules/messages";
import { ORDER_FILTER_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { SelectField } from "../../components/select-field";
import { textRules } from "../../lib/form-rules";
import { STATUS_LABELS } from "./order-status-labels";

export interface OrderFilterValues {
  status: OrderStatus | "";
  email: string;
  /** Dates as the date inputs give them, YYYY-MM-DD; empty when not set. */
  from: string;
  to: string;
}

const NO_FILTERS: OrderFilterValues = { status: "", email: "", from: "", to: "" };

/** Midnight at the start of a day of the admin's calendar, `days` later. */
function startOfDay(date: string, days = 0): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year!, month! - 1, day! + days).toISOString();
}

/**
 * The form's values as the API's filter. The dates are whole days where the admin is: From at the
 * start of its day, To at the end of its own (the API's `to` is the first moment left out).
 */
export function toOrderFilter(values: OrderFilterValues): OrderFilter {
  const email = values.email.trim();
  return {
    ...(values.status && { status: values.status }),
    ...(email && { email }),
    ...(values.from && { from: startOfDay(values.from) }),
    ...(values.to && { to: startOfDay(values.to, 1) }),
  };
}

interface OrderFiltersFormProps {
  onApply: (filter: OrderFilter) => void;
}

/** The Manage Orders filters: status, the start of the buyer's e-mail, and the days orders were placed. */
export function OrderFiltersForm({ onApply }: OrderFiltersFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrderFilterValues>({ defaultValues: NO_FILTERS });

  const clear = () => {
    reset(NO_FILTERS);
    onApply({});
  };

  return (
    <form
      noValidate
      aria-label="Filter orders"
      onSubmit={handleSubmit((values) => onApply(toOrderFilter(values)))}
    >
      <Stack gap="4" p="4" borderWidth="1px" rounded="lg" bg="white">
        {/* The two dates side by side even on a phone; status and e-mail beside them from tablets up. */}
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <GridItem colSpan={{ base: 2, md: 1 }}>
            <SelectField
              label="Status"
              placeholder="All statuses"
              options={Object.entries(STATUS_LABELS)}
              {...register("status")}
            />
          </GridItem>
          <GridItem colSpan={{ base: 2, md: 1 }}>
            <FormField
              label="Email"
              error={errors.email?.message}
              helperText="The start of the buyer's address"
            >
              <Input
                type="search"
                inputMode="email"
                autoComplete="off"
                {...register("email", textRules(ORDER_FILTER_FIELDS.email))}
              />
            </FormField>
          </GridItem>
          <FormField label="From" error={errors.from?.message}>
            <Input type="date" {...register("from")} />
          </FormField>
          <FormField label="To" error={errors.to?.message}>
            <Input
              type="date"
              {...register("to", {
                // The same days the API refuses: `to` is sent as the end of its day (toOrderFilter).
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
