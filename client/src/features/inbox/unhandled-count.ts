import { useQuery } from "@apollo/client/react";
import { UnhandledMessagesDocument } from "./api";

/**
 * How many contact messages nobody has handled yet, for staff who may read the Inbox (undefined until known, and for everyone
 * else, who are not asked). Read again whenever the dashboard is opened, and after each change in the Inbox.
 */
export function useUnhandledMessageCount(mayRead: boolean): number | undefined {
  const { data } = useQuery(UnhandledMessagesDocument, { skip: !mayRead, fetchPolicy: "cache-and-network" });
  return data?.contactMessages.totalCount;
}
