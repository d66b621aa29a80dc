import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect, it, type Mock } from "vitest";

/** The message a labelled field announces as its own error (aria-errormessage), i.e. the one under it. */
function fieldMessage(label: string): string {
  const input = screen.getByLabelText(label);
  if (input.getAttribute("aria-invalid") !== "true") return "";
  const id = input.getAttribute("aria-errormessage");
  return (id && document.getElementById(id)?.textContent) || "";
}

/**
 * What every auth form shows: its title, the e-mail field and a masked password field, its button, the
 * link to the other form (`href` as written), and Google after an "OR".
 */
export function expectAuthForm(title: string, submit: string, other: { link: string; href: string }) {
  expect(screen.getByRole("heading", { name: title })).toBeTruthy();
  expect(screen.getByLabelText("Email")).toBeTruthy();
  expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
  expect(screen.getByRole("button", { name: submit })).toBeTruthy();
  expect(screen.getByRole("link", { name: other.link }).getAttribute("href")).toBe(other.href);
  expect(screen.getByText("OR")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Continue With Google" })).toBeTruthy();
}

/**
 * Waits for each labelled field to show its message under it ("" for none), in order: react-hook-form
 * validates asynchronously.
 */
export async function expectFieldMessages(messages: Record<string, string>): Promise<void> {
  for (const [label, message] of Object.entries(messages)) {
    await waitFor(() => expect(fieldMessage(label)).toBe(message));
  }
}

/** Types each value into the field labelled with its key, in order, then presses the `submit` button. */
export async function fillInAndSubmit(user: UserEvent, values: Record<string, string>, submit: string) {
  for (const [label, text] of Object.entries(values)) await user.type(screen.getByLabelText(label), text);
  await user.click(screen.getByRole("button", { name: submit }));
}

/**
 * One test a row: typing the row's values and pressing `submit` shows its messages under the fields (""
 * for none), and the form sends nothing.
 */
export function itRefusesAndSendsNothing(
  render: () => { user: UserEvent; onSubmit: Mock },
  submit: string,
  rows: [title: string, typed: Record<string, string>, messages: Record<string, string>][],
) {
  it.each(rows)("%s", async (_, typed, messages) => {
    const { user, onSubmit } = render();
    await fillInAndSubmit(user, typed, submit);
    await expectFieldMessages(messages);
    expect(onSubmit).not.toHaveBeenCalled();
  });
}

/** The provider's error `message`, word for word, shown as an alert above the form's `submit` button. */
export function itShowsTheProviderErrorAbove(
  render: (props: { errorMessage: string }) => unknown,
  submit: string,
  message: string,
) {
  it(`shows the provider's error in red above the ${submit} button`, () => {
    render({ errorMessage: message });
    const error = screen.getByRole("alert");
    expect(error.textContent).toBe(message);
    const button = screen.getByRole("button", { name: submit });
    expect(error.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
}
