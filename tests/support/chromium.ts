import { chromium, type Browser } from "playwright-core";

/**
 * Debian's Chromium (Playwright's own download does not work here), with the flags DESIGN.md names:
 * without the background-networking ones it keeps trying to reach Google's hosts on a machine with no
 * internet.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
