import { createContext, useContext } from "react";

/**
 * Where the dashboard's menu goes on small screens: into the navigation bar's menu, so that the bar has one
 * menu button rather than one for the shop's pages and another for the dashboard's. The bar gives the place
 * (an element of its menu, there on the dashboard's pages); the dashboard, which knows its screens and the
 * user's roles, draws its menu in it.
 */
export interface DashboardMenuPlace {
  element: HTMLElement | null;
  set(element: HTMLElement | null): void;
}

export const DashboardMenuPlaceContext = createContext<DashboardMenuPlace>({ element: null, set: () => {} });
export const useDashboardMenuPlace = () => useContext(DashboardMenuPlaceContext);
