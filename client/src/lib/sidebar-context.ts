import { createContext, useContext } from "react";

/** The dashboard's side menu on small screens is opened from the navigation bar's toggle. */
export interface SidebarState {
  open: boolean;
  setOpen(open: boolean): void;
}

export const SidebarContext = createContext<SidebarState>({ open: false, setOpen: () => {} });
export const useSidebar = () => useContext(SidebarContext);
