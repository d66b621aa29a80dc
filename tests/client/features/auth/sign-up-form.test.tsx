// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SignUpForm, type SignUpFormProps } from "../../../../client/src/features/auth/sign-up-form";
import { renderUi } from "../../../support/render-ui";
import {
  expectAuthForm,
  fillInAndSubmit,
  itRefusesAndSendsNothing,
  itShowsTheProviderErrorAbove,
} from "./auth-form-steps";

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
    expectAuthForm("Sign Up", "Sign Up", { link: "Login", href: "/login" });
    expect(screen.getByLabelText("Name")).toBeTruthy();
  });

  itRefusesAndSendsNothing(renderSignUpForm, "Sign Up", [
    [
      "asks for every field and submits nothing while they are empty",
      {},
      { Name: "Name is Required", Email: "Email is Required", Password: "Password is Required" },
    ],
    [
      "refuses a malformed e-mail and a password under 6 characters",
      { Name: "Ada", Email: "ada.example.com", Password: "abc" },
      { Name: "", Email: "Provide a valid email", Password: "Must be 6 characters or longer" },
    ],
  ]);

  it("submits the name, e-mail and password", async () => {
    const { user, onSubmit } = renderSignUpForm();
    await fillInAndSubmit(
      user,
      { Name: "Ada Lovelace", Email: "ada@example.com", Password: "engine1" },
      "Sign Up",
    );
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      password: "engine1",
    });
  });

  itShowsTheProviderErrorAbove(renderSignUpForm, "Sign Up", "Firebase: Error (auth/email-already-in-use).");

  it("spins the Google button while that sign-in runs", () => {
    renderSignUpForm({ busy: "google" });
    const google = screen.getByRole("button", { name: "Continue With Google" });
    expect(google.getAttribute("data-loading")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Sign Up" }).hasAttribute("disabled")).toBe(true);
  });
});
