import { Button, Checkbox, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ActionDialog } from "../../components/action-dialog";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../../shared/staff-roles";

interface StaffRolesDialogProps {
  email: string;
  /** The roles the user holds now. */
  roles: readonly StaffRole[];
  /** The owner editing their own roles: they cannot take the owner's from themselves. */
  isSelf: boolean;
  /** Resolves true once saved (the dialog closes), false when refused (it stays open to try again). */
  onSave: (roles: StaffRole[]) => Promise<boolean>;
}

/**
 * An owner's Roles button on All User: a box per staff role, with what it covers. The owner's role covers
 * the other three, so while it is ticked they show ticked and cannot be unticked alone.
 */
export function StaffRolesDialog({ email, roles, isSelf, onSave }: StaffRolesDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<StaffRole[]>([...roles]);
  const [busy, setBusy] = useState(false);
  const owner = chosen.includes("owner");

  const openWith = (next: boolean) => {
    if (next) setChosen([...roles]);
    setOpen(next);
  };
  const toggle = (role: StaffRole, on: boolean) =>
    setChosen((now) => (on ? [...now, role] : now.filter((held) => held !== role)));
  const save = async () => {
    setBusy(true);
    try {
      // The owner's role stands for all: the others are not stored beside it.
      if (await onSave(owner ? ["owner"] : chosen)) setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={openWith}
      trigger={
        <Button size="xs" variant="outline" colorPalette="blue" aria-label={`Roles of ${email}`}>
          Roles
        </Button>
      }
      title={`Staff roles of ${email}`}
      action={
        <Button colorPalette="blue" loading={busy} onClick={() => void save()}>
          Save roles
        </Button>
      }
    >
      <Stack gap="3">
        {STAFF_ROLES.map((role) => {
          const coveredByOwner = role !== "owner" && owner;
          const ownOwnerRole = role === "owner" && isSelf;
          return (
            <Checkbox.Root
              key={role}
              alignItems="flex-start"
              checked={coveredByOwner || chosen.includes(role)}
              disabled={coveredByOwner || ownOwnerRole}
              onCheckedChange={(e) => toggle(role, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                <Text fontWeight="medium">{STAFF_ROLE_LABELS[role].name}</Text>
                <Text fontSize="sm" color="gray.600" fontWeight="normal">
                  {ownOwnerRole
                    ? "You cannot take the owner role from yourself; another owner can."
                    : STAFF_ROLE_LABELS[role].covers}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
        {chosen.length === 0 && <Text fontSize="sm">No role: a customer, with no back office.</Text>}
      </Stack>
    </ActionDialog>
  );
}
