/** What needs staff now, for the dashboard's home. */
export { StaffOverview } from "./staff-overview";
