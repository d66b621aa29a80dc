/**
 * My Garage's public entry: what the rest of the shop may use of it. A visitor's garage is kept in the
 * browser (browser-garage.ts) and joins their account's when they sign in (merge-browser-garage.ts); the
 * keeper (garage-keeper.tsx) keeps the vehicle shopped for and the garage in step.
 */
export { GarageKeeper } from "./garage-keeper";
export { mergeBrowserGarage } from "./merge-browser-garage";

/** The garage page, fetched on first visit (the route table's lazy page). */
export const loadGaragePage = () => import("./garage-page");
