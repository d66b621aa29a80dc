import { useSyncExternalStore } from "react";

/**
 * A text kept in localStorage that components read during render and re-render on when it changes: in
 * this tab (through `write`) or in another (the browser's "storage" event). The chosen vehicle and a
 * visitor's cart live in these, so a choice survives reloads and visits, as a shopper would expect.
 */
export interface StoredText {
  read(): string | null;
  /** Stores the text (null removes it) and tells every reader in this tab. */
  write(text: string | null): void;
  /**
   * The stored text (null when none), re-read on every change. While it cannot be known (on the server,
   * and while the browser takes over the server's page, whose markup must come out the same) it is
   * `unknown`: null for a reader that takes "not known yet" as "none", undefined for one that must tell
   * them apart. Prefer null where it will do: a reader whose value changes as the browser takes over is
   * drawn again at once, and that redraw threw away a visitor's choice in the home page's vehicle selects
   * made while the page was being taken over.
   */
  useText<Unknown extends null | undefined>(unknown: Unknown): string | null | Unknown;
}

export function storedText(key: string): StoredText {
  const changeEvent = `shop:stored:${key}`;
  const read = () => localStorage.getItem(key);
  const subscribe = (onChange: () => void) => {
    // Other tabs change it through "storage"; this tab's own components through our event.
    window.addEventListener("storage", onChange);
    window.addEventListener(changeEvent, onChange);
    return () => {
      window.removeEventListener("storage", onChange);
      window.removeEventListener(changeEvent, onChange);
    };
  };
  return {
    read,
    write(text) {
      if (text === null) localStorage.removeItem(key);
      else localStorage.setItem(key, text);
      window.dispatchEvent(new Event(changeEvent));
    },
    useText: <Unknown extends null | undefined>(unknown: Unknown) =>
      useSyncExternalStore<string | null | Unknown>(subscribe, read, () => unknown),
  };
}
