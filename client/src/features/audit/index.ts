/** The owner's Audit page, fetched on first visit. */
export const loadAuditPage = () => import("./audit-page");
