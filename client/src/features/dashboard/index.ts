/** The dashboard's frame (its sidebar) around the signed-in user's pages, fetched on first visit. */
export const loadDashboardLayout = () => import("./dashboard-layout");
