import { useQuery } from "@apollo/client/react";
import { UnhandledMessagesDocument } from "./api";

/**
 * How many contact messages nobody has handled yet, for admins (undefined until known, and for everyone
 * else, who are not asked). Read again whenever the dashboard is opened, and after each change in the Inbox.
 */
export function useUnhandledMessageCount(isAdmin: boolean): number | undefined {
  const { data } = useQuery(UnhandledMessagesDocument, { skip: !isAdmin, fetchPolicy: "cache-and-network" });
  return data?.contactMessages.totalCount;
}
