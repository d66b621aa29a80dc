/** The admin's All Users page, fetched on first visit. */
export const loadAllUsersPage = () => import("./all-users-page");
