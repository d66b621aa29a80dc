// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SignUpForm, type SignUpFormProps } from "../../../../client/src/features/auth/sign-up-form";
import { renderUi } from "../../../support/render-ui";
import { expectFieldMessage } from "./field-error";

function renderSignUpForm(props: Partial<SignUpFormProps> = {}) {
  const handlers = { onSubmit: vi.fn(), onGoogle: vi.fn() };
  const result = renderUi(<SignUpForm busy={null} errorMessage={null} {...handlers} {...props} />, {
    path: "/signUp",
  });
  return { ...result, ...handlers };
}

describe("the sign-up form", () => {
  it("shows the title, the three fields, a way to log in and Google", () => {
    renderSignUpForm();
    expect(screen.getByRole("heading", { name: "Sign Up" })).toBeTruthy();
    expect(screen.getByLabelText("Name")).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(screen.getByText("OR")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue With Google" })).toBeTruthy();
  });

  it("asks for every field and submits nothing while they are empty", async () => {
    const { user, onSubmit } = renderSignUpForm();
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await expectFieldMessage("Name", "Name is Required");
    await expectFieldMessage("Email", "Email is Required");
    await expectFieldMessage("Password", "Password is Required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a malformed e-mail and a password under 6 characters", async () => {
    const { user, onSubmit } = renderSignUpForm();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada.example.com");
    await user.type(screen.getByLabelText("Password"), "abc");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await expectFieldMessage("Name", "");
    await expectFieldMessage("Email", "Provide a valid email");
    await expectFieldMessage("Password", "Must be 6 characters or longer");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the name, e-mail and password", async () => {
    const { user, onSubmit } = renderSignUpForm();
    await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "engine1");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      password: "engine1",
    });
  });

  it("shows the provider's error in red above the Sign Up button", () => {
    renderSignUpForm({ errorMessage: "Firebase: Error (auth/email-already-in-use)." });
    const error = screen.getByRole("alert");
    expect(error.textContent).toBe("Firebase: Error (auth/email-already-in-use).");
    const signUp = screen.getByRole("button", { name: "Sign Up" });
    expect(error.compareDocumentPosition(signUp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("spins the Google button while that sign-in runs", () => {
    renderSignUpForm({ busy: "google" });
    const google = screen.getByRole("button", { name: "Continue With Google" });
    expect(google.getAttribute("data-loading")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Sign Up" }).hasAttribute("disabled")).toBe(true);
  });
});
