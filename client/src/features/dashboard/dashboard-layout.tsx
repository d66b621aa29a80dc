import {
  Badge,
  Box,
  Container,
  Flex,
  Heading,
  Link,
  Stack,
  VisuallyHidden,
  type LinkProps,
} from "@chakra-ui/react";
import { createPortal } from "react-dom";
import { matchPath, NavLink, Outlet, useLocation } from "react-router-dom";
import { LoadingState } from "../../components/loading-state";
import { NAV_LINK_STYLE } from "../../components/nav-link-style";
import { PageHead } from "../../components/page-head";
import { PATHS } from "../../lib/paths";
import { useUnhandledMessageCount } from "../inbox";
import { useDashboardMenuPlace } from "../../lib/dashboard-menu-place";
import { useMe } from "../../lib/use-me";
import type { StaffRole } from "../../../../shared/staff-roles";

interface MenuItem {
  label: string;
  to: string;
  /** Shown beside the label, e.g. the Inbox's messages nobody has handled yet. */
  count?: number | undefined;
}

/** A back-office screen, listed for staff holding its role (the routes' guards ask the same). */
interface StaffMenuItem extends MenuItem {
  role: StaffRole;
}

const EVERYONE: MenuItem[] = [{ label: "My Profile", to: PATHS.dashboard }];
const CUSTOMERS: MenuItem[] = [
  { label: "Add Review", to: PATHS.review },
  { label: "My Order", to: PATHS.myOrders },
];
const STAFF: StaffMenuItem[] = [
  { label: "All User", to: PATHS.users, role: "customers" },
  { label: "Add Product", to: PATHS.addProduct, role: "catalogue" },
  { label: "Manage Product", to: PATHS.manageProduct, role: "catalogue" },
  { label: "Import Catalogue", to: PATHS.importCatalogue, role: "catalogue" },
  { label: "Manage Orders", to: PATHS.manageOrders, role: "orders" },
  { label: "Returns", to: PATHS.manageReturns, role: "orders" },
  { label: "Inbox", to: PATHS.inbox, role: "customers" },
  { label: "Reviews", to: PATHS.manageReviews, role: "customers" },
  { label: "Audit Log", to: PATHS.audit, role: "owner" },
  { label: "Webhooks", to: PATHS.webhooks, role: "owner" },
];

/** A link of the side menu, dark on its white card. */
const SIDE_LINK_STYLE = {
  px: "3",
  py: "2",
  rounded: "md",
  color: "gray.800",
  _hover: { bg: "gray.100", textDecoration: "none" },
  css: { "&[aria-current=page]": { bg: "blue.50", color: "blue.800", fontWeight: "semibold" } },
} satisfies LinkProps;

/** The dashboard's screens: beside the screen on desktops; below, in the navigation bar's (dark) menu. */
function SideMenu({ items, inBar = false }: { items: MenuItem[]; inBar?: boolean }) {
  return (
    <Stack as="nav" aria-label="Dashboard" gap="1">
      {items.map((item) => (
        <Link key={item.to} asChild {...(inBar ? NAV_LINK_STYLE : SIDE_LINK_STYLE)}>
          <NavLink to={item.to} end>
            {item.label}
            {item.count ? (
              <Badge ms="2" colorPalette="blue" variant="solid">
                {item.count}
                <VisuallyHidden> new</VisuallyHidden>
              </Badge>
            ) : null}
          </NavLink>
        </Link>
      ))}
    </Stack>
  );
}

/**
 * 'Welcome to Dashboard' and the side menu by role: staff see the screens their roles open (an admin, the
 * owner, all of them), customers their own; the chosen screen beside it.
 */
export function DashboardLayout() {
  const { isStaff, may, loading } = useMe();
  const menuPlace = useDashboardMenuPlace().element;
  const newMessages = useUnhandledMessageCount(may("customers"));
  const staffItems = STAFF.filter((item) => may(item.role)).map((item) =>
    item.to === PATHS.inbox ? { ...item, count: newMessages } : item,
  );
  const items = [...EVERYONE, ...(isStaff ? staffItems : CUSTOMERS)];
  const { pathname } = useLocation();
  // The screens are named by their menu entries; the layout gives the title, since it knows them all.
  const screen = [...EVERYONE, ...CUSTOMERS, ...STAFF].find((item) => matchPath(item.to, pathname));
  return (
    <Container maxW="7xl" py="8">
      <PageHead title={screen ? `${screen.label} · Dashboard` : "Dashboard"} noIndex />
      <Heading as="h1" size="2xl" mb="6">
        Welcome to Dashboard
      </Heading>
      <Flex gap="8" align="flex-start">
        <Box
          as="aside"
          w="60"
          flexShrink={0}
          bg="white"
          p="3"
          rounded="lg"
          borderWidth="1px"
          display={{ base: "none", lg: "block" }}
        >
          {loading ? <LoadingState label="Loading menu…" /> : <SideMenu items={items} />}
        </Box>
        {menuPlace && createPortal(<SideMenu items={items} inBar />, menuPlace)}
        <Box flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
    </Container>
  );
}
