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
   * The stored text (null when none), re-read on every change; undefined while it cannot be known: on the
   * server, and while the browser takes over the server's page (whose markup must come out the same).
   */
  useText(): string | null | undefined;
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
    useText: () => useSyncExternalStore<string | null | undefined>(subscribe, read, () => undefined),
  };
}
