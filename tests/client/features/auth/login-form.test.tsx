// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { ToastContainer } from "react-toastify";
import { describe, expect, it, vi } from "vitest";
import { LoginForm, type LoginFormProps } from "../../../../client/src/features/auth/login-form";
import { renderUi } from "../../../support/render-ui";
import {
  expectAuthForm,
  expectFieldMessages,
  fillInAndSubmit,
  itRefusesAndSendsNothing,
  itShowsTheProviderErrorAbove,
} from "./auth-form-steps";

function renderLoginForm(props: Partial<LoginFormProps> = {}) {
  const handlers = { onSubmit: vi.fn(), onGoogle: vi.fn(), onForgotPassword: vi.fn() };
  const result = renderUi(
    <>
      <LoginForm busy={null} errorMessage={null} {...handlers} {...props} />
      <ToastContainer />
    </>,
    { path: "/login" },
  );
  return { ...result, ...handlers };
}

describe("the login form", () => {
  it("shows the spec's texts, fields and links", () => {
    renderLoginForm();
    expectAuthForm("Login now!", "Login", { link: "Create new account", href: "/signup" });
    expect(screen.getByRole("button", { name: "Forget Password?" })).toBeTruthy();
  });

  itRefusesAndSendsNothing(renderLoginForm, "Login", [
    [
      "asks for both fields and submits nothing while they are empty",
      {},
      { Email: "Email is Required", Password: "Password is Required" },
    ],
    [
      "refuses a malformed e-mail and a password under 6 characters",
      { Email: "someone@example", Password: "12345" },
      { Email: "Provide a valid email", Password: "Must be 6 characters or longer" },
    ],
  ]);

  it("submits valid credentials", async () => {
    const { user, onSubmit } = renderLoginForm();
    await fillInAndSubmit(user, { Email: "driver@example.com", Password: "123456" }, "Login");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: "driver@example.com", password: "123456" });
    await expectFieldMessages({ Email: "", Password: "" });
  });

  itShowsTheProviderErrorAbove(renderLoginForm, "Login", "Firebase: Error (auth/invalid-credential).");

  it("spins the busy way's button and holds the others", () => {
    renderLoginForm({ busy: "password" });
    const login = screen.getByRole("button", { name: "Login" });
    expect(login.hasAttribute("disabled")).toBe(true);
    expect(login.getAttribute("data-loading")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Continue With Google" }).hasAttribute("disabled")).toBe(true);
  });

  it("asks for the reset e-mail with the address typed in the form", async () => {
    const { user, onForgotPassword } = renderLoginForm();
    await user.type(screen.getByLabelText("Email"), "driver@example.com");
    await user.click(screen.getByRole("button", { name: "Forget Password?" }));
    expect(onForgotPassword).toHaveBeenCalledWith("driver@example.com");
  });

  it("asks for an e-mail address first when none is typed", async () => {
    const { user, onForgotPassword } = renderLoginForm();
    await user.click(screen.getByRole("button", { name: "Forget Password?" }));
    expect(await screen.findByText("Please Enter your E-mail Address")).toBeTruthy();
    expect(onForgotPassword).not.toHaveBeenCalled();
  });
});
