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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
