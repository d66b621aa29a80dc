import { Box, Link, type BoxProps } from "@chakra-ui/react";
import { NavLink } from "react-router-dom";
import { PATHS } from "../../lib/paths";
import { useCart } from "../../features/cart";
import { LineIcon } from "./line-icon";
import { NAV_LINK_STYLE } from "../../components/nav-link-style";

/** The link's name: its word, and how many items the cart holds once there are some. */
const cartName = (count: number | undefined) =>
  count ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart";

/**
 * The cart and how many items it holds, for visitors and customers alike ("Cart, 3 items" to a screen
 * reader). The count is known only in the browser (a visitor's cart is kept there; a customer's once the
 * session is confirmed), so it arrives after the page: it sits over the icon's corner, taking no room of
 * its own, and nothing moves when it appears. An empty cart shows no count, so a visitor's page reads the
 * same before and after the scripts take it over.
 */
export function CartLink(layout: BoxProps) {
  const itemCount = useCart().cart?.itemCount;
  return (
    <Box position="relative" {...layout}>
      <Link asChild {...NAV_LINK_STYLE} display="inline-flex" alignItems="center" gap="2">
        <NavLink to={PATHS.cart} aria-label={cartName(itemCount)}>
          <CartIcon />
          Cart
        </NavLink>
      </Link>
      {/* Beside the link, not in it: the link's visible text is then its word alone, which its name starts
          with (as speech input expects), and the name says the count in words. Clicks pass through. */}
      {itemCount ? (
        <Box
          aria-hidden
          position="absolute"
          top="0"
          left="6"
          minW="5"
          h="5"
          px="1"
          rounded="full"
          bg="white"
          color="gray.900"
          fontSize="xs"
          fontWeight="bold"
          display="flex"
          alignItems="center"
          justifyContent="center"
          pointerEvents="none"
        >
          {/* Three characters at most, so a big order does not spill over the word beside it. */}
          {itemCount > 99 ? "99+" : itemCount}
        </Box>
      ) : null}
    </Box>
  );
}

const CartIcon = () => (
  <LineIcon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
  </LineIcon>
);
