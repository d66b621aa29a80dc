import { Button, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "alertdialog" for one that asks before something destructive. */
  role?: "dialog" | "alertdialog";
  /** The button that opens it. */
  trigger: ReactNode;
  title: ReactNode;
  /** What the dialog says or holds (a form), under the title. */
  children?: ReactNode;
  /** The one thing it does, beside Cancel. */
  action: ReactNode;
}

/** A dialog of the shop's: a title, what it holds, Cancel and its action; over the page, on a phone too. */
export function ActionDialog({
  open,
  onOpenChange,
  role,
  trigger,
  title,
  children,
  action,
}: ActionDialogProps) {
  return (
    <Dialog.Root role={role} open={open} onOpenChange={(e) => onOpenChange(e.open)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              {action}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
