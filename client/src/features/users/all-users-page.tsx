import { Heading, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { toast } from "react-toastify";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { errorCode, errorMessage } from "../../lib/graphql-errors";
import { useMe } from "../auth/use-me";
import { MakeAdminDocument, RemoveUserDocument, UsersDocument } from "./api";
import { UsersTable } from "./users-table";

/** The spec's All User screen: who has an account, who is admin, and the admin's two actions. */
export function AllUsersPage() {
  const { me } = useMe();
  // People sign up while the admin works: show what is cached at once, then the server's answer.
  const { data, loading, error, refetch } = useQuery(UsersDocument, { fetchPolicy: "cache-and-network" });
  const [makeAdmin] = useMutation(MakeAdminDocument);
  const [removeUser] = useMutation(RemoveUserDocument);
  const [promotingEmail, setPromotingEmail] = useState<string>();

  if (loading && !data) return <LoadingState label="Loading users…" />;
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;

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

  const remove = async (email: string) => {
    const removed = data.users.find((user) => user.email === email);
    try {
      await removeUser({
        variables: { email },
        // Evicting the user drops it from the cached list (Apollo skips dangling references).
        update(cache) {
          if (removed) cache.evict({ id: cache.identify({ __typename: "User", id: removed.id }) });
          cache.gc();
        },
      });
      toast.success("User removed");
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <Stack gap="6">
      <Heading as="h2" size="xl">
        All Users: {data.users.length}
      </Heading>
      <UsersTable
        users={data.users}
        currentEmail={me?.email}
        promotingEmail={promotingEmail}
        onMakeAdmin={(email) => void promote(email)}
        onRemove={remove}
      />
    </Stack>
  );
}
