import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { ActionDialog } from "./action-dialog";

interface ConfirmButtonProps extends Omit<ButtonProps, "onClick"> {
  /** Runs once the user has confirmed; the dialog stays open, busy, until it settles. */
  onConfirm: () => Promise<unknown> | void;
  /** What will happen, under the question. */
  description?: ReactNode;
  confirmLabel?: string;
}

/** A button for a destructive action that first asks the spec's 'Are you sure?'. */
export function ConfirmButton({
  onConfirm,
  description,
  confirmLabel = "Yes, delete",
  children,
  ...buttonProps
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      role="alertdialog"
      open={open}
      onOpenChange={setOpen}
      trigger={<Button {...buttonProps}>{children}</Button>}
      title="Are you sure?"
      action={
        <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      }
    >
      {description}
    </ActionDialog>
  );
}
