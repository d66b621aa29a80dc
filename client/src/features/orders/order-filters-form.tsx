import type { OrderFilter, OrderStatus } from "../../../../generated/client/graphql";
import { ORDER_FILTER_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { emailAndDays, ListFiltersForm, type ListFilterValues } from "../../components/list-filters-form";
import { STATUS_LABELS } from "./order-status-labels";

/** The form's values as the API's filter: the status chosen, the buyer's e-mail start, the number, the days. */
export const toOrderFilter = (values: ListFilterValues): OrderFilter => ({
  ...(values.choice && { status: values.choice as OrderStatus }),
  ...(values.lookup.trim() && { number: values.lookup.trim() }),
  ...emailAndDays(values),
});

/**
 * The Manage Orders filters: status, the start of the buyer's e-mail, the order's number (as on the
 * buyer's e-mails, when they call), and the days orders were placed.
 */
export function OrderFiltersForm({ onApply }: { onApply: (filter: OrderFilter) => void }) {
  return (
    <ListFiltersForm
      name="Filter orders"
      choice={{ label: "Status", placeholder: "All statuses", options: Object.entries(STATUS_LABELS) }}
      email={{
        label: "Email",
        helperText: "The start of the buyer's address",
        rule: ORDER_FILTER_FIELDS.email,
      }}
      lookup={{
        label: "Order number",
        helperText: "VP-10234, or just 10234",
        rule: ORDER_FILTER_FIELDS.number,
      }}
      onApply={(values) => onApply(toOrderFilter(values))}
    />
  );
}
