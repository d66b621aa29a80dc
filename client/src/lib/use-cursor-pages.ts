import { useCallback, useState } from "react";

/**
 * Which page of a cursor-paged list is on screen. A page is named by the cursor it starts after (the
 * first by none), so Next goes on from the last page's end and Previous returns to the cursor before.
 */
export function useCursorPages() {
  const [starts, setStarts] = useState<(string | null)[]>([null]);
  const next = useCallback((endCursor: string) => setStarts((shown) => [...shown, endCursor]), []);
  const previous = useCallback(
    () => setStarts((shown) => (shown.length > 1 ? shown.slice(0, -1) : shown)),
    [],
  );
  const restart = useCallback(() => setStarts([null]), []);
  return { after: starts.at(-1) ?? null, number: starts.length, next, previous, restart };
}
