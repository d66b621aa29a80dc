import { Box } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { Outlet } from "react-router-dom";
import { Section } from "../../components/section";
import { DashboardMenuPlaceContext } from "../../lib/dashboard-menu-place";
import { GarageKeeper } from "../../features/garage";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { useNewPageAtTop } from "./new-page-at-top";
import { PageLoadingBar } from "./page-loading-bar";

/** Every page: the sticky bar, the page, the footer. */
export function RootLayout() {
  const [dashboardMenu, setDashboardMenu] = useState<HTMLElement | null>(null);
  const dashboardMenuPlace = useMemo(
    () => ({ element: dashboardMenu, set: setDashboardMenu }),
    [dashboardMenu],
  );
  useNewPageAtTop();
  return (
    <DashboardMenuPlaceContext.Provider value={dashboardMenuPlace}>
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
    </DashboardMenuPlaceContext.Provider>
  );
}
