import { Box, Link, type LinkProps } from "@chakra-ui/react";
import { NavLink } from "react-router-dom";
import { PATHS } from "../../lib/paths";
import { useCart } from "../../lib/use-cart";
import { LineIcon } from "./line-icon";
import { NAV_LINK_STYLE } from "./nav-link-style";

/** The cart's name for screen readers, with what is in it once that is known. */
function cartName(itemCount: number | undefined): string {
  if (itemCount === undefined) return "Cart";
  if (itemCount === 0) return "Cart, empty";
  return `Cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}`;
}

/**
 * The cart and how many items it holds, for visitors and customers alike. The count is known only in
 * the browser (a visitor's cart is kept there; a customer's once the session is confirmed), so it
 * arrives after the page: it sits over the icon's corner, taking no room of its own, and nothing moves
 * when it appears.
 */
export function CartLink(layout: LinkProps) {
  const itemCount = useCart().cart?.itemCount;
  return (
    <Link asChild {...NAV_LINK_STYLE} display="inline-flex" alignItems="center" gap="2" {...layout}>
      <NavLink to={PATHS.cart} aria-label={cartName(itemCount)}>
        <Box as="span" position="relative" display="inline-flex">
          <CartIcon />
          {itemCount ? (
            <Box
              as="span"
              position="absolute"
              top="-2"
              insetEnd="-2.5"
              minW="5"
              h="5"
              px="1"
              rounded="full"
              bg="white"
              color="gray.900"
              fontSize="xs"
              fontWeight="bold"
              lineHeight="5"
              textAlign="center"
            >
              {/* Four characters at most, so a big order does not spill over the word beside it. */}
              {itemCount > 99 ? "99+" : itemCount}
            </Box>
          ) : null}
        </Box>
        Cart
      </NavLink>
    </Link>
  );
}

const CartIcon = () => (
  <LineIcon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
  </LineIcon>
);
