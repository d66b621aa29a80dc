import { Button, Input, Stack } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ActionDialog } from "../../components/action-dialog";
import { FormField } from "../../components/form-field";
import { PRODUCT_CHANGE_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { numberTextRules, wholeNumberInput } from "../../lib/form-rules";
import { useServerErrors } from "../../lib/server-field-errors";

export interface PriceStockChange {
  price: number;
  availableQuantity: number;
}

interface PriceStockValues {
  price: string;
  availableQuantity: string;
}

interface EditPriceStockDialogProps {
  productName: string;
  current: PriceStockChange;
  /** Resolves true once saved: the dialog then closes. */
  onSave: (change: PriceStockChange) => Promise<boolean>;
  saving?: boolean;
  /** The server's BAD_USER_INPUT messages by field. */
  serverErrors?: Record<string, string>;
}

const asValues = ({ price, availableQuantity }: PriceStockChange): PriceStockValues => ({
  price: String(price),
  availableQuantity: String(availableQuantity),
});

/** The two things an admin changes most often, price and stock, behind the card's Edit button. */
export function EditPriceStockDialog({
  productName,
  current,
  onSave,
  saving,
  serverErrors,
}: EditPriceStockDialogProps) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PriceStockValues>({ defaultValues: asValues(current) });
  useServerErrors(serverErrors, setError);
  const errorOf = (field: keyof PriceStockValues) => errors[field]?.message;

  const changeOpen = (next: boolean) => {
    // Each opening starts from the product as it is now, not from an abandoned edit.
    if (next) reset(asValues(current));
    setOpen(next);
  };

  const submit = handleSubmit(async (values) => {
    const saved = await onSave({
      price: Number(values.price),
      availableQuantity: Number(values.availableQuantity),
    });
    if (saved) setOpen(false);
  });

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button size="sm" colorPalette="blue" aria-label={`Edit price and stock of ${productName}`}>
          Edit
        </Button>
      }
      title={`Edit ${productName}`}
      action={
        <Button type="submit" form={formId} colorPalette="blue" loading={saving}>
          Save
        </Button>
      }
    >
      <Stack asChild gap="4">
        <form id={formId} onSubmit={submit} noValidate>
          <FormField label="Price" error={errorOf("price")} required helperText="US dollars per item">
            <Input inputMode="decimal" {...register("price", numberTextRules(PRODUCT_CHANGE_FIELDS.price))} />
          </FormField>
          <FormField label="Available Quantity" error={errorOf("availableQuantity")} required>
            <Input
              {...wholeNumberInput(0)}
              {...register("availableQuantity", numberTextRules(PRODUCT_CHANGE_FIELDS.availableQuantity))}
            />
          </FormField>
        </form>
      </Stack>
    </ActionDialog>
  );
}
