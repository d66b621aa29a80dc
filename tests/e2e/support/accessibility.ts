import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/**
 * axe-core's source, evaluated through the DevTools protocol: a <script> tag would be an inline script,
 * which the shop's Content-Security-Policy rightly refuses.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/**
 * Runs axe-core's WCAG 2 A and AA rules (contrast, labels, alternative text, names of buttons and links,
 * landmarks, ...) on the page as it is now, and returns one line per problem: the rule, what it asks
 * and where on the page. Empty when the page passes.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  await scriptsTookOver(page);
  await transitionsSettled(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<unknown> } })
      .axe;
    // A control may still change while axe reads the page (an Add to cart button enabled once the page
    // knows whose cart it is): without transitions it changes at once, so no colour is read half way.
    // A constructed sheet, which the shop's Content-Security-Policy does not govern as it does <style>.
    const still = new CSSStyleSheet();
    still.replaceSync("*, *::before, *::after { transition: none !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    const result = (await axe.run(
      // Toasts come and go on a timer; one caught mid-fade has a contrast of no real moment. What to leave
      // out belongs to the context (axe ignores an `exclude` among the options).
      { exclude: [[".Toastify"]] },
      { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } },
    )) as { violations: unknown[] };
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
    return result.violations;
  });
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.html.slice(0, 160)} (${node.failureSummary?.split("\n").slice(1).join(" ").trim()})`,
        )
        .join(", ")}`,
  );
}

/**
 * Waits until the page's scripts have taken over its forms: a submit button waits for them disabled
 * (components/submit-button.tsx), and enabled in the middle of axe's run, it is read half way through its
 * fade from the disabled look. A form whose button stays disabled for a reason of its own is checked as
 * it is after three seconds.
 */
async function scriptsTookOver(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLButtonElement>("form button[type=submit]")].every(
          (button) => !button.disabled,
        ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * Waits until no finite CSS transition or animation runs outside the toasts: a colour caught half way
 * (a submit button fading in from its disabled look as the page's scripts take over) has a contrast
 * nobody reads. Spinners run forever and toasts fade on their own timer, so neither is waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return (
          animation.playState === "running" &&
          animation.effect?.getTiming().iterations !== Infinity &&
          !target?.closest(".Toastify")
        );
      });
    // Quiet for two frames in a row: a transition may start in the frame after another ends. A page that
    // never settles is checked as it is after five seconds.
    const deadline = performance.now() + 5_000;
    for (let quietFrames = 0; quietFrames < 2 && performance.now() < deadline;) {
      const now = running();
      if (now.length > 0) {
        quietFrames = 0;
        const timeLeft = deadline - performance.now();
        await Promise.race([
          Promise.all(now.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, timeLeft)),
        ]);
      } else quietFrames += 1;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}
