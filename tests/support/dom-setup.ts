/**
 * jsdom lacks a few browser APIs that Chakra's components call on mount. These give the same answers a
 * desktop browser would, only for component tests (files that opt in with `@vitest-environment jsdom`).
 */
import { afterEach } from "vitest";

if (typeof window !== "undefined") {
  // jsdom brings its own Uint8Array; Node's TextEncoder and crypto make Node's, and jose (signing tokens in
  // a test server started in-process) checks `instanceof Uint8Array`. One realm for both.
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor;
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
