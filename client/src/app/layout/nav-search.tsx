import { Box, Input, type BoxProps } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { PATHS } from "../../lib/paths";

/**
 * The catalogue's search from every page: a part number, an OE or another brand's number (in any
 * spelling), or words, answered by the Products page. A plain GET form to /products?q=…, so it works on a
 * server-rendered page before the scripts arrive; once they have, it moves to the results in the page
 * (whose own Search box then holds the text) and empties itself.
 */
export function NavSearch(layout: BoxProps) {
  const navigate = useNavigate();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const q = String(new FormData(form).get("q") ?? "").trim();
    // Not in a transition, as the Products page's own filters (use-catalogue-filters.ts says why).
    navigate(q ? `${PATHS.products}?${new URLSearchParams({ q })}` : PATHS.products, { flushSync: true });
    form.reset();
  };
  return (
    <Box asChild {...layout}>
      <form role="search" aria-label="Search parts" action={PATHS.products} method="get" onSubmit={search}>
        <Input
          type="search"
          name="q"
          aria-label="Search parts"
          placeholder="Part, OE number or name"
          size="sm"
          bg="white"
          color="gray.900"
        />
      </form>
    </Box>
  );
}
