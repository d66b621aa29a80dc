import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityProblems } from "./support/accessibility";
import { launchBrowser } from "./support/browser";

/** The journeys fail on what this check finds; here it is shown to find what it should, and only that. */
describe("the journeys' accessibility check", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const problemsOf = async (body: string) => {
    const page = await browser.newPage();
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`,
    );
    try {
      return await accessibilityProblems(page);
    } finally {
      await page.close();
    }
  };

  it("passes a labelled field, a named button and readable text", async () => {
    expect(
      await problemsOf(
        `<label for="e">Email</label><input id="e"><button>Send</button><p style="color:#333">Hi</p>`,
      ),
    ).toEqual([]);
  });

  it("finds an unlabelled field, a nameless button, a picture without alt text and faint text", async () => {
    const problems = await problemsOf(
      `<input id="e"><button></button><img src="data:,"><p style="color:#ccc;background:#fff">Faint</p>`,
    );
    const rules = problems.map((problem) => problem.split(" ")[0]);
    expect(rules).toEqual(expect.arrayContaining(["label", "button-name", "image-alt", "color-contrast"]));
  });
});
