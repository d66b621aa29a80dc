// @vitest-environment jsdom
import { ChakraProvider } from "@chakra-ui/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { system } from "../../../client/src/app/theme";
import { LoginForm } from "../../../client/src/features/auth/login-form";

const loginButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Login" });

describe("the submit button of a form the server renders", () => {
  it("waits for the page's scripts, so a password typed early is never sent by the browser in the address", async () => {
    const onSubmit = vi.fn();
    const page = (
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={["/login"]}>
          <LoginForm
            onSubmit={onSubmit}
            onGoogle={vi.fn()}
            onForgotPassword={vi.fn()}
            busy={null}
            errorMessage={null}
          />
        </MemoryRouter>
      </ChakraProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(loginButton().disabled).toBe(true);

    await act(async () => {
      render(page, { container, hydrate: true });
    });
    expect(loginButton().disabled).toBe(false);
    await userEvent.setup().click(loginButton());
    expect(await screen.findByText("Email is Required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
