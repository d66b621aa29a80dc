import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/repo-root";
import { launchBrowser, startJourney } from "./support/browser";

/**
 * The journeys' browser reaches nothing off this machine, and says what a page tried to reach. Another
 * host is named `shop.localhost`: Chromium resolves every *.localhost name to this machine by itself, so
 * only the browser's own refusal stops the request (example.com would fail here anyway, for want of a
 * network).
 */
describe("the journeys' browser", () => {
  let browser: Browser;
  let site: Server;
  let port: number;
  beforeAll(async () => {
    site = createServer((_request, response) => {
      response.setHeader("access-control-allow-origin", "*");
      response.end("<!doctype html><title>A page</title><p>Here</p>");
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    port = (site.address() as AddressInfo).port;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it("refuses a page's request to another host, logs it, and still fetches from the page's own", async () => {
    const journey = await startJourney(browser, `http://127.0.0.1:${port}`, "journey-browser", "offline");
    await journey.page.goto("/");
    const outcomes = await journey.page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url).then(
              (response) => `${response.status}`,
              () => "refused",
            ),
          ),
        ),
      [`http://shop.localhost:${port}/`, "/"],
    );
    await journey.finish();

    expect(outcomes).toEqual(["refused", "200"]);
    const log = await readFile(
      path.join(REPO_ROOT, "test-artifacts", "logs", "journey-browser-offline.log"),
      "utf8",
    );
    expect(log).toContain(`blocked external request: http://shop.localhost:${port}/`);
  });
});
