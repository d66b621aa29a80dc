import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * A new page starts at its top, as a full page load would. Not the page the browser loaded: the shopper
 * may have scrolled it while its scripts were still coming, and taking over must not throw them back up
 * (nor move the link under a finger that is about to tap it).
 */
export function useNewPageAtTop(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
