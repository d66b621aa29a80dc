/**
 * Staff roles: what each member of staff may do, instead of one all-powerful admin flag. The server's
 * permission rules (server/graphql/permissions.ts) and the dashboard's menu read them from here.
 *
 * The owner may do everything, including giving and taking roles; an admin of old (Make Admin, `PUT
 * /user/admin/{email}`, ADMIN_EMAILS) is an owner. The other three are given alone or together.
 */
export const STAFF_ROLES = ["owner", "catalogue", "orders", "customers"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles an owner gives one by one: every role but the owner's, which stands for all of them. */
export type StaffPermission = Exclude<StaffRole, "owner">;
export const STAFF_PERMISSIONS: readonly StaffPermission[] = ["catalogue", "orders", "customers"];

/** What each role is for, as All User and the README say it. */
export const STAFF_ROLE_LABELS: Record<StaffRole, { name: string; covers: string }> = {
  owner: { name: "Owner", covers: "everything, including giving and taking staff roles" },
  catalogue: { name: "Catalogue", covers: "products, fitments and catalogue import and export" },
  orders: { name: "Orders", covers: "all orders: shipping, delivery and cancelling" },
  customers: { name: "Customers", covers: "users, their profiles, the Inbox and reviews" },
};

/** Whether someone holding `roles` may do what `needed` covers: the owner may do anything. */
export const rolesAllow = (roles: readonly StaffRole[], needed: StaffRole) =>
  roles.includes("owner") || roles.includes(needed);
