import type { ReactNode } from "react";

/** A 24-unit line icon in the text's colour; decorative, as its button or link carries the name. */
export const LineIcon = ({ children }: { children: ReactNode }) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    {children}
  </svg>
);
