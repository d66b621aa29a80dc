/** A customer's orders and the admin's Manage Orders, each fetched on first visit. */
export const loadMyOrdersPage = () => import("./my-orders-page");
export const loadManageOrdersPage = () => import("./manage-orders-page");
/** An order's status as its badge, for the buyer's confirmation too. */
export { OrderStatusBadge } from "./order-status-badge";
