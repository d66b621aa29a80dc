import { Button } from "@chakra-ui/react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { ReactNode } from "react";
import { ShopForm } from "./shop-form";

/** What the page gives a form that opens inside a card (Ship, Answer). */
export interface CardFormProps<Values> {
  /** Sends the values; resolves false when the shop refused them. */
  onSubmit: (values: Values) => Promise<boolean>;
  /** Closes the form without sending ("Not now"). */
  onClose: () => void;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
}

/**
 * A small form opened inside a card for one step of the card's item: sent with its button, or put away
 * with Not now. Once sent, the card moves on and closes it, so there is nothing to start over.
 */
export function CardForm<Values extends FieldValues>({
  label,
  defaultValues,
  submitLabel,
  onSubmit,
  onClose,
  closeLabel = "Not now",
  serverErrors,
  children,
}: CardFormProps<Values> & {
  label: string;
  defaultValues: DefaultValues<Values>;
  submitLabel: string;
  /** The close button's words, where "Not now" does not say it (an edit put away: "Cancel"). */
  closeLabel?: string;
  children: (form: UseFormReturn<Values>) => ReactNode;
}) {
  return (
    <ShopForm<Values>
      aria-label={label}
      defaultValues={defaultValues}
      onSubmit={async (values) => void (await onSubmit(values))}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
      size="sm"
      besideSubmit={
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      {children}
    </ShopForm>
  );
}
