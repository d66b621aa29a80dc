import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { PagedList } from "../../components/paged-list";
import { errorCode, errorMessage } from "../../lib/graphql-errors";
import { useCursorPages } from "../../lib/use-cursor-pages";
import { useMe } from "../../lib/use-me";
import { withToasts } from "../../lib/with-toasts";
import { MakeAdminDocument, RemoveUserDocument, SetStaffRolesDocument, UsersDocument } from "./api";
import type { StaffRole as StaffRoleName } from "../../../../generated/client/graphql";
import type { StaffRole } from "../../../../shared/staff-roles";
import { UserSearchForm } from "./user-search-form";
import { UsersTable } from "./users-table";

const PAGE_SIZE = 20;

const matching = (count: number, search: string) =>
  `${count} ${count === 1 ? "user matches" : "users match"} “${search}”`;

/**
 * The spec's All User screen: who has an account and which roles they hold; owners make admins and
 * give roles, staff with the customers role remove customers. In sign-up order, a page at a time, and
 * searchable by e-mail.
 */
export function AllUsersPage() {
  const { me, isAdmin } = useMe();
  const [search, setSearch] = useState("");
  const pages = useCursorPages();
  // People sign up while the admin works: show what is cached at once, then the server's answer.
  const { data, previousData, error, refetch } = useQuery(UsersDocument, {
    variables: { filter: search ? { email: search } : null, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: "cache-and-network",
  });
  const [makeAdmin] = useMutation(MakeAdminDocument);
  const [removeUser] = useMutation(RemoveUserDocument);
  const [setStaffRoles] = useMutation(SetStaffRolesDocument);
  const [promotingEmail, setPromotingEmail] = useState<string>();

  const searchFor = (email: string) => {
    setSearch(email);
    pages.restart();
  };

  // The answer carries the user's new role by id, so the row turns to 'Admin' without a reload.
  const promote = async (email: string) => {
    setPromotingEmail(email);
    try {
      await makeAdmin({ variables: { email } });
      toast.success("Successfully make an admin!!");
    } catch (failure) {
      if (errorCode(failure) === "FORBIDDEN") toast.error("Failed to make an admin!!");
      else toast.error(errorMessage(failure));
    } finally {
      setPromotingEmail(undefined);
    }
  };

  // The answer carries the user's roles by id, so the row shows them without a reload.
  const giveRoles = (email: string, roles: StaffRole[]) => {
    const staffRoles = roles.map((role) => role.toUpperCase() as StaffRoleName);
    return withToasts(
      () => setStaffRoles({ variables: { email, roles: staffRoles } }),
      `Roles saved for ${email}`,
    );
  };

  // The page is asked again: the row leaves it, the next user moves up into it, and the counts drop.
  const remove = async (email: string) => {
    if (await withToasts(() => removeUser({ variables: { email } }), "User removed"))
      await refetch().catch(() => undefined);
  };

  return (
    <PagedList
      title="All Users"
      noun="users"
      loadingLabel="Loading users…"
      query={{ data, previousData, error, refetch }}
      select={(shown) => ({ page: shown.users, overall: shown.allUsers.totalCount })}
      pages={pages}
      pageSize={PAGE_SIZE}
      controls={<UserSearchForm search={search} onSearch={searchFor} />}
      matching={search ? (count) => matching(count, search) : undefined}
    >
      {(users, firstNumber) => (
        <UsersTable
          users={users}
          firstNumber={firstNumber}
          currentEmail={me?.email}
          viewerIsOwner={isAdmin}
          promotingEmail={promotingEmail}
          onMakeAdmin={promote}
          onRemove={remove}
          onSetRoles={giveRoles}
        />
      )}
    </PagedList>
  );
}
