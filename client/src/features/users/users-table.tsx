import { HStack, Stack, Table, Text, type SystemStyleObject } from "@chakra-ui/react";
import { useId } from "react";
import type { UserRowFieldsFragment } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";

export type UserRowData = UserRowFieldsFragment;

interface UserActions {
  /** The signed-in admin's e-mail: they are not offered to remove themself. */
  currentEmail: string | undefined;
  /** The e-mail whose Make Admin is on its way, if any. */
  promotingEmail?: string | undefined;
  /** Resolves once the promotion settled; the confirm dialog stays busy until then. */
  onMakeAdmin: (email: string) => Promise<unknown>;
  /** Resolves once the removal settled; the confirm dialog stays busy until then. */
  onRemove: (email: string) => Promise<unknown>;
}

interface UserRowProps extends UserActions {
  /** Null while the rows shown are the last page's, on their way out. */
  number: number | null;
  user: UserRowData;
}

/**
 * A phone has no room for five columns: below the md breakpoint each row becomes a card and every cell
 * shows its column's name (data-label) beside its value, so the table never needs sideways scrolling.
 */
const STACKED_ON_PHONES: SystemStyleObject = {
  mdDown: {
    display: "block",
    "& thead": { display: "none" },
    "& tbody, & tr": { display: "block" },
    "& tr": { py: "2", borderBottomWidth: "1px", _last: { borderBottomWidth: "0" } },
    "& td": {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "4",
      py: "1.5",
      borderBottomWidth: "0",
      textAlign: "end",
    },
    "& td::before": {
      content: "attr(data-label)",
      fontWeight: "medium",
      color: "gray.600",
      textAlign: "start",
    },
  },
};

export function UserRow({ number, user, currentEmail, promotingEmail, onMakeAdmin, onRemove }: UserRowProps) {
  const selfNoteId = useId();
  const isSelf = user.email === currentEmail;
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
        {user.role === "ADMIN" ? (
          <Text fontWeight="semibold" color="blue.800">
            Admin
          </Text>
        ) : (
          <HStack gap="3" wrap="wrap" justify={{ base: "flex-end", md: "flex-start" }}>
            <Text color="gray.700">Customer</Text>
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
          </HStack>
        )}
      </Table.Cell>
      <Table.Cell data-label="Remove">
        <Stack gap="1" align={{ base: "flex-end", md: "flex-start" }}>
          <ConfirmButton
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={isSelf}
            aria-describedby={isSelf ? selfNoteId : undefined}
            confirmLabel="Yes, remove"
            description={`${user.email} will lose their account and access. Their orders stay for the record.`}
            onConfirm={() => onRemove(user.email)}
          >
            Remove User
          </ConfirmButton>
          {isSelf && (
            <Text id={selfNoteId} fontSize="xs" color="gray.600">
              You cannot remove yourself
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

/** A page of users with their roles and the admin's two actions. */
export function UsersTable({ users, firstNumber = 1, ...actions }: UsersTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="white">
      <Table.Root size="sm" css={STACKED_ON_PHONES}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Remove</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
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
