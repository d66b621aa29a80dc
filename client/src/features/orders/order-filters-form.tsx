import type { OrderFilter, OrderStatus } from "../../../../generated/client/graphql";
import { ORDER_FILTER_FIELDS, ORDER_LOOKUP } from "../../../../shared/field-rules/shop-fields";
import { typedOrderNumber } from "../../../../shared/order-numbers";
import { emailAndDays, ListFiltersForm, type ListFilterValues } from "../../components/list-filters-form";
import { STATUS_LABELS } from "./order-status-labels";

/** The lookup box's text as the API's filter: an order's number when it reads as one, else a buyer's name. */
function lookupFilter(typed: string): Pick<OrderFilter, "number" | "buyer"> {
  const text = typed.trim();
  if (!text) return {};
  return typedOrderNumber(text) ? { number: text } : { buyer: text };
}

/**
 * The form's values as the API's filter: the status chosen, the buyer's e-mail start, the number or the
 * buyer's name, the days.
 */
export const toOrderFilter = (values: ListFilterValues): OrderFilter => ({
  ...(values.choice && { status: values.choice as OrderStatus }),
  ...lookupFilter(values.lookup),
  ...emailAndDays(values),
});

/**
 * The Manage Orders filters: status, the start of the buyer's e-mail, one box for the order's number (as
 * on the buyer's e-mails, when they call) or their name, and the days orders were placed.
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
        label: ORDER_LOOKUP.label,
        helperText: "VP-10234, 10234, or a name: Bea",
        rule: ORDER_LOOKUP,
      }}
      onApply={(values) => onApply(toOrderFilter(values))}
    />
  );
}
