/** The staff's Inbox of contact messages, fetched on first visit; the count of new ones, for the dashboard menu. */
export const loadInboxPage = () => import("./inbox-page");
export { useUnhandledMessageCount } from "./unhandled-count";
