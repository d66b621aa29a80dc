/**
 * jsdom lacks a few browser APIs that Chakra's components call on mount. These give the same answers a
 * desktop browser would, only for component tests (files that opt in with `@vitest-environment jsdom`).
 */
import { afterEach } from "vitest";

if (typeof window !== "undefined") {
  // jsdom brings its own Uint8Array; Node's TextEncoder and crypto make Node's, and jose (signing tokens in
  // a test server started in-process) checks `instanceof Uint8Array`. One realm for both.
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor;
  const { cleanup, configure, getConfig, prettyDOM } = await import("@testing-library/react");
  // A query that finds nothing prints the whole page into its error. Inside waitFor and findBy* that is
  // every try (every 50 ms), and printing Chakra's DOM was a fifteenth of a component test's time; the
  // error a wait finally fails with is given the page again (waitFor's onTimeout), so it is left out
  // while Testing Library says its diagnostics are off (`_disableExpensiveErrorDiagnostics`, as it does
  // for its list of roles).
  configure({
    getElementError(message, container) {
      const quiet = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics;
      const page = quiet
        ? ""
        : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
      const error = new Error([message, page].filter(Boolean).join("\n\n"));
      error.name = "TestingLibraryElementError";
      return error;
    },
  });
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
