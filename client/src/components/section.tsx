import { Suspense, type ReactNode } from "react";

/**
 * A part of a page the browser takes over on its own: React makes each such boundary of a server-rendered
 * page live in a task of its own, yielding between them, instead of one long task for the whole page that
 * would keep a phone from answering a tap. Nothing in it suspends, so there is no fallback to show.
 */
export function Section({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
