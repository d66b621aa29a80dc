import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/** The message a labelled field announces as its own error (aria-errormessage), i.e. the one under it. */
function fieldMessage(label: string): string {
  const input = screen.getByLabelText(label);
  if (input.getAttribute("aria-invalid") !== "true") return "";
  const id = input.getAttribute("aria-errormessage");
  return (id && document.getElementById(id)?.textContent) || "";
}

/** Waits for a field to show `message` under it ("" for none): react-hook-form validates asynchronously. */
export async function expectFieldMessage(label: string, message: string): Promise<void> {
  await waitFor(() => expect(fieldMessage(label)).toBe(message));
}
