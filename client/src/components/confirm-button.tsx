import { Button, Dialog, Portal, type ButtonProps } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";

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
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button {...buttonProps}>{children}</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Are you sure?</Dialog.Title>
            </Dialog.Header>
            {description && <Dialog.Body>{description}</Dialog.Body>}
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
