import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium: Playwright's own download does not work here. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The flags DESIGN.md names: without the background-networking ones Chromium keeps trying to reach
 * Google's hosts on a machine with no internet. Headless is the launcher's to say.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * No host but this machine's resolves, so a page's request to another site fails at once
 * (net::ERR_NAME_NOT_RESOLVED): there is no internet here, and a shop page must not depend on one. Refused
 * by the resolver rather than by a Playwright route: a route sends every request of every page (each
 * script, each call) through the DevTools protocol to the test and back, some 10% of a journey's CPU.
 * A route a test sets up itself (a stand-in for Google's script) still answers before any lookup.
 */
export const LOCAL_ONLY_RESOLVER =
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";

/** Chromium as the journeys and the interaction benchmark drive it: reaching nothing off this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, LOCAL_ONLY_RESOLVER] });
}
