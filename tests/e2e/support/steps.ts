import { it } from "vitest";

/** How long one step of a journey may take, unless the journey says otherwise. */
export const STEP_MS = 90_000;

/**
 * Declares the steps of one journey, run in order on one page. Once a step fails the later ones are
 * skipped, not failed: they would start from the wrong page and only repeat the first failure slowly.
 */
export function journeySteps(timeoutMs = STEP_MS) {
  let failedStep: string | undefined;
  return (name: string, body: () => Promise<void>) =>
    it(
      name,
      async (context) => {
        if (failedStep) context.skip(`skipped: the step "${failedStep}" failed`);
        try {
          await body();
        } catch (error) {
          failedStep = name;
          throw error;
        }
      },
      timeoutMs,
    );
}
