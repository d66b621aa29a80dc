import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { ActionDialog } from "./action-dialog";

interface ConfirmButtonProps extends Omit<ButtonProps, "onClick"> {
  /** Runs once the user has confirmed; the dialog stays open, busy, until it settles. */
  onConfirm: () => Promise<unknown> | void;
  /** What will happen, under the question. */
  description?: ReactNode;
  confirmLabel?: string;
  /** The confirming button's colour: red for what destroys, the action's own for what does not. */
  confirmPalette?: string;
}

/** A button for a destructive or weighty action that first asks the spec's 'Are you sure?'. */
export function ConfirmButton({
  onConfirm,
  description,
  confirmLabel = "Yes, delete",
  confirmPalette = "red",
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
        <Button colorPalette={confirmPalette} loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      }
    >
      {description}
    </ActionDialog>
  );
}
