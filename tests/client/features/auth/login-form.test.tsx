// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { ToastContainer } from "react-toastify";
import { describe, expect, it, vi } from "vitest";
import { LoginForm, type LoginFormProps } from "../../../../client/src/features/auth/login-form";
import { renderUi } from "../../../support/render-ui";
import { expectFieldMessage } from "./field-error";

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
    expect(screen.getByRole("heading", { name: "Login now!" })).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Forget Password?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create new account" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByText("OR")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue With Google" })).toBeTruthy();
  });

  it("asks for both fields and submits nothing while they are empty", async () => {
    const { user, onSubmit } = renderLoginForm();
    await user.click(screen.getByRole("button", { name: "Login" }));
    await expectFieldMessage("Email", "Email is Required");
    await expectFieldMessage("Password", "Password is Required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a malformed e-mail and a password under 6 characters", async () => {
    const { user, onSubmit } = renderLoginForm();
    await user.type(screen.getByLabelText("Email"), "someone@example");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await expectFieldMessage("Email", "Provide a valid email");
    await expectFieldMessage("Password", "Must be 6 characters or longer");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits valid credentials", async () => {
    const { user, onSubmit } = renderLoginForm();
    await user.type(screen.getByLabelText("Email"), "driver@example.com");
    await user.type(screen.getByLabelText("Password"), "123456");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: "driver@example.com", password: "123456" });
    await expectFieldMessage("Email", "");
    await expectFieldMessage("Password", "");
  });

  it("shows the provider's error in red above the Login button", () => {
    renderLoginForm({ errorMessage: "Firebase: Error (auth/invalid-credential)." });
    const error = screen.getByRole("alert");
    expect(error.textContent).toBe("Firebase: Error (auth/invalid-credential).");
    const login = screen.getByRole("button", { name: "Login" });
    expect(error.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

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
