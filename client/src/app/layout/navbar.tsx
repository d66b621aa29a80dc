import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
  type StackProps,
} from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { NavLink, Link as RouterLink, useLocation } from "react-router-dom";
import { toast } from "../../lib/toast";
import { useAuth } from "../../lib/auth-context";
import { PATHS } from "../../lib/paths";
import { useDashboardMenuPlace } from "../../lib/dashboard-menu-place";
import { CartLink } from "./cart-link";
import { VehicleStrip } from "./vehicle-strip";
import { LineIcon } from "./line-icon";
import { NAV_LINK_STYLE } from "../../components/nav-link-style";
import { NavSearch } from "./nav-search";

interface NavItem {
  label: string;
  to: string;
}

function NavItems({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <Link key={item.to} asChild {...NAV_LINK_STYLE}>
      <NavLink to={item.to} end={item.to === PATHS.home}>
        {item.label}
      </NavLink>
    </Link>
  ));
}

/** The signed-in user's name and the Sign Out button: in the bar on desktops, in the menu below. */
function SessionControls({
  name,
  onSignOut,
  ...layout
}: { name: string; onSignOut: () => void } & StackProps) {
  return (
    <HStack {...layout}>
      <Text color="gray.100" fontWeight="medium" maxW="40" truncate>
        {name}
      </Text>
      <Button size="sm" colorPalette="blue" onClick={onSignOut}>
        Sign Out
      </Button>
    </HStack>
  );
}

/**
 * The sticky bar on every page: the spec's links, the catalogue's search, the session, and the menu for
 * small screens (on the dashboard's pages, with the dashboard's menu in it).
 */
export function Navbar() {
  const { status, user, signOut } = useAuth();
  const dashboardMenuPlace = useDashboardMenuPlace();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const onDashboard = location.pathname.toLowerCase().startsWith(PATHS.dashboard.toLowerCase());
  // Any navigation closes the menu, whichever link or search in it made it (the dashboard's links in it
  // are the dashboard's, which know nothing of the menu).
  useEffect(() => setMenuOpen(false), [location.key]);
  const signedIn = status === "signedIn";

  const pageItems: NavItem[] = [
    { label: "Home", to: PATHS.home },
    { label: "Products", to: PATHS.products },
    { label: "My Portfolio", to: PATHS.portfolio },
    { label: "Blogs", to: PATHS.blogs },
  ];
  const accountItems: NavItem[] = [
    ...(signedIn ? [{ label: "Dashboard", to: PATHS.dashboard }] : []),
    ...(status === "signedOut" ? [{ label: "Login", to: PATHS.login }] : []),
  ];

  const userName = user?.displayName || user?.email || "";
  const onSignOut = () => signOut().catch((error: Error) => toast.error(error.message));

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="gray.900" color="white" shadow="md">
      <Container maxW="7xl">
        <Flex as="nav" aria-label="Main" h="16" align="center" gap="3">
          <Link
            asChild
            fontWeight="bold"
            fontSize="lg"
            color="white"
            whiteSpace="nowrap"
            _hover={{ textDecoration: "none" }}
          >
            <RouterLink to={PATHS.home}>Vehicle Parts</RouterLink>
          </Link>
          <HStack gap="1" ms="6" flexShrink="0" display={{ base: "none", lg: "flex" }}>
            <NavItems items={pageItems} />
          </HStack>
          {/* The box where the bar has room for it beside a signed-in user's name (narrower, never the links,
              when a long name needs more); between, a link to the search on Products; on phones, the menu's. */}
          <NavSearch display={{ base: "none", xl: "block" }} flex="0 1 16rem" minW="32" ms="2" />
          <IconButton
            asChild
            aria-label="Search parts"
            variant="ghost"
            color="white"
            _hover={{ bg: "whiteAlpha.200" }}
            display={{ base: "none", lg: "inline-flex", xl: "none" }}
          >
            <RouterLink to={PATHS.products}>
              <SearchIcon />
            </RouterLink>
          </IconButton>
          {/* The session's part, at the far end on its own: the page arrives before the browser knows who
              is signed in, and what appears here then grows into empty space instead of moving the links.
              It fills the space between (rather than being pushed by an auto margin) so that its own box
              stays put when its content changes: a Login link swapped for the name in one frame moved a
              right-aligned box, a layout shift the first-visit journey caught on a loaded machine. */}
          <HStack gap="1" flex="1" justify="flex-end" display={{ base: "none", lg: "flex" }}>
            <NavItems items={accountItems} />
            {signedIn && <SessionControls name={userName} onSignOut={onSignOut} gap="3" ms="2" />}
          </HStack>
          {/* For visitors and customers, on every width: last on desktops, so the session's part grows
              leftwards into empty space beside it. */}
          <CartLink ms={{ base: "auto", lg: "2" }} />
          <IconButton
            aria-label="Toggle navigation menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            variant="ghost"
            color="white"
            _hover={{ bg: "whiteAlpha.200" }}
            display={{ base: "inline-flex", lg: "none" }}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <MenuIcon />
          </IconButton>
        </Flex>
        {/* Shown and hidden at once: Chakra's Collapsible would animate it, with the only state machine the
            home page would load for it. Taller than the screen (an admin's dashboard menu in it), it scrolls
            within the screen under the sticky bar's row and vehicle strip rather than past its bottom. */}
        <Box
          id="mobile-menu"
          hidden={!menuOpen}
          display={{ lg: "none" }}
          maxH="calc(100dvh - {sizes.16} - {sizes.9})"
          overflowY="auto"
        >
          <Stack pb="4" gap="1">
            <NavSearch px="3" pb="2" />
            {onDashboard && (
              <Box
                ref={dashboardMenuPlace.set}
                pb="2"
                mb="1"
                borderBottomWidth="1px"
                borderColor="whiteAlpha.200"
              />
            )}
            <NavItems items={[...pageItems, ...accountItems]} />
            {signedIn && (
              <SessionControls name={userName} onSignOut={onSignOut} justify="space-between" px="3" pt="2" />
            )}
          </Stack>
        </Box>
      </Container>
      <VehicleStrip />
    </Box>
  );
}

const MenuIcon = () => (
  <LineIcon>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </LineIcon>
);

const SearchIcon = () => (
  <LineIcon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </LineIcon>
);
