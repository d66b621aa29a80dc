import { useCallback, useRef, useState, type RefObject } from "react";

export interface CursorPages<Top extends HTMLElement = HTMLHeadingElement> {
  /** The cursor the page on screen starts after (null for the first page). */
  after: string | null;
  /** 1 for the first page. */
  number: number;
  top: RefObject<Top | null>;
  next(endCursor: string): void;
  previous(): void;
  restart(): void;
}

/**
 * Which page of a cursor-paged list is on screen. A page is named by the cursor it starts after (the
 * first by none), so Next goes on from the last page's end and Previous returns to the cursor before.
 * Turning a page brings `top` (the list's heading) into view: Next and Previous sit below the list,
 * and the new page starts above them.
 */
export function useCursorPages<Top extends HTMLElement = HTMLHeadingElement>(): CursorPages<Top> {
  const [starts, setStarts] = useState<(string | null)[]>([null]);
  const top = useRef<Top>(null);
  const next = useCallback((endCursor: string) => {
    setStarts((shown) => [...shown, endCursor]);
    top.current?.scrollIntoView({ block: "start" });
  }, []);
  const previous = useCallback(() => {
    setStarts((shown) => (shown.length > 1 ? shown.slice(0, -1) : shown));
    top.current?.scrollIntoView({ block: "start" });
  }, []);
  const restart = useCallback(() => setStarts([null]), []);
  return { after: starts.at(-1) ?? null, number: starts.length, top, next, previous, restart };
}
