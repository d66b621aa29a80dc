import { HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useId } from "react";
import type { UserRowFieldsFragment } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { STACKED_ON_PHONES } from "../../components/stacked-table";
import { TableHead } from "../../components/table-head";
import { STAFF_ROLE_LABELS, type StaffRole } from "../../../../shared/staff-roles";
import { StaffRolesDialog } from "./staff-roles-dialog";

export type UserRowData = UserRowFieldsFragment;

interface UserActions {
  /** The signed-in member of staff's e-mail: they are not offered to remove themself. */
  currentEmail: string | undefined;
  /** Whether they are an owner: only owners make admins, give roles and remove staff. */
  viewerIsOwner: boolean;
  /** The e-mail whose Make Admin is on its way, if any. */
  promotingEmail?: string | undefined;
  /** Resolves once the promotion settled; the confirm dialog stays busy until then. */
  onMakeAdmin: (email: string) => Promise<unknown>;
  /** Resolves once the removal settled; the confirm dialog stays busy until then. */
  onRemove: (email: string) => Promise<unknown>;
  /** Resolves true once the roles are saved. */
  onSetRoles: (email: string, roles: StaffRole[]) => Promise<boolean>;
}

interface UserRowProps extends UserActions {
  /** Null while the rows shown are the last page's, on their way out. */
  number: number | null;
  user: UserRowData;
}

/** A user's staff roles as All User lists them ("Orders, Catalogue"), or "Customer". */
const heldRoles = (roles: readonly StaffRole[]) =>
  roles.length ? roles.map((role) => STAFF_ROLE_LABELS[role].name).join(", ") : "Customer";

export function UserRow({
  number,
  user,
  currentEmail,
  viewerIsOwner,
  promotingEmail,
  onMakeAdmin,
  onRemove,
  onSetRoles,
}: UserRowProps) {
  const selfNoteId = useId();
  const isSelf = user.email === currentEmail;
  const roles = user.staffRoles.map((role) => role.toLowerCase() as StaffRole);
  // Staff go only by an owner's hand (the server says the same).
  const removeRefusal = isSelf
    ? "You cannot remove yourself"
    : roles.length && !viewerIsOwner
      ? "Only owners may remove staff"
      : null;
  return (
    <Table.Row>
      <Table.Cell data-label="No.">{number}</Table.Cell>
      <Table.Cell data-label="Email">
        {/* Long addresses wrap instead of pushing the action columns out of view. */}
        <Text overflowWrap="anywhere" whiteSpace="normal" minW="0" maxW={{ md: "56" }}>
          {user.email}
        </Text>
      </Table.Cell>
      <Table.Cell data-label="Name">{user.displayName ?? <Text color="gray.600">—</Text>}</Table.Cell>
      <Table.Cell data-label="Role">
        <HStack gap="3" wrap="wrap" justify={{ base: "flex-end", md: "flex-start" }}>
          {user.role === "ADMIN" ? (
            <Text fontWeight="semibold" color="blue.800">
              Admin
            </Text>
          ) : (
            <Text color="gray.700">{heldRoles(roles)}</Text>
          )}
          {viewerIsOwner && user.role !== "ADMIN" && (
            <ConfirmButton
              size="xs"
              colorPalette="blue"
              loading={promotingEmail === user.email}
              onConfirm={() => onMakeAdmin(user.email)}
              description={`${user.email} will be able to manage every user, product and order.`}
              confirmLabel="Yes, make admin"
              confirmPalette="blue"
            >
              Make Admin
            </ConfirmButton>
          )}
          {viewerIsOwner && (
            <StaffRolesDialog
              email={user.email}
              roles={roles}
              isSelf={isSelf}
              onSave={(chosen) => onSetRoles(user.email, chosen)}
            />
          )}
        </HStack>
      </Table.Cell>
      <Table.Cell data-label="Remove">
        <Stack gap="1" align={{ base: "flex-end", md: "flex-start" }}>
          <ConfirmButton
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={!!removeRefusal}
            aria-describedby={removeRefusal ? selfNoteId : undefined}
            confirmLabel="Yes, remove"
            description={`${user.email} will lose their account and access. Their orders stay for the record.`}
            onConfirm={() => onRemove(user.email)}
          >
            Remove User
          </ConfirmButton>
          {removeRefusal && (
            <Text id={selfNoteId} fontSize="xs" color="gray.600">
              {removeRefusal}
            </Text>
          )}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}

interface UsersTableProps extends UserActions {
  users: UserRowData[];
  /**
   * The number of the first row: the list's rows are numbered across its pages. Null while the rows are
   * a page on its way out (the next is loading), whose numbers are no longer known.
   */
  firstNumber?: number | null;
}

/** A page of users with their roles, and what the viewer may do to them: roles, Make Admin, Remove. */
export function UsersTable({ users, firstNumber = 1, ...actions }: UsersTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="white">
      <Table.Root size="sm" css={STACKED_ON_PHONES}>
        <TableHead columns={["#", "Email", "Name", "Role", "Remove"]} />
        <Table.Body>
          {users.map((user, index) => (
            <UserRow
              key={user.id}
              number={firstNumber === null ? null : firstNumber + index}
              user={user}
              {...actions}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
