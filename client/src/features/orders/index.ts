/** A customer's orders, the admin's Manage Orders and the staff's Returns, each fetched on first visit. */
export const loadMyOrdersPage = () => import("./my-orders-page");
export const loadManageOrdersPage = () => import("./manage-orders-page");
export const loadManageReturnsPage = () => import("./manage-returns-page");
/** An order's status as its badge, for the buyer's confirmation too. */
export { OrderStatusBadge } from "./order-status-badge";
