import { Box } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Section } from "../../components/section";
import { SidebarContext } from "../../lib/sidebar-context";
import { GarageKeeper } from "../../features/garage";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { PageLoadingBar } from "./page-loading-bar";

/** Every page: the sticky bar, the page, the footer. */
export function RootLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebar = useMemo(() => ({ open: sidebarOpen, setOpen: setSidebarOpen }), [sidebarOpen]);
  const { pathname } = useLocation();
  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
    setSidebarOpen(false);
  }, [pathname]);
  return (
    <SidebarContext.Provider value={sidebar}>
      <PageLoadingBar />
      <Box minH="100vh" display="flex" flexDirection="column">
        <Section>
          <Navbar />
        </Section>
        <GarageKeeper />
        <Box as="main" flex="1">
          <Section>
            <Outlet />
          </Section>
        </Box>
        <Section>
          <Footer />
        </Section>
      </Box>
    </SidebarContext.Provider>
  );
}
