// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ContactForm, type ContactValues } from "../../../../client/src/features/home/contact-form";
import { renderUi } from "../../../support/render-ui";

const message: ContactValues = {
  email: "shopper@example.com",
  subject: "Brake pads",
  message: "Do the ceramic pads fit a 2019 Camry?",
};

async function fillIn(user: ReturnType<typeof renderUi>["user"], values: ContactValues) {
  await user.type(screen.getByLabelText(/Email/), values.email);
  await user.type(screen.getByLabelText(/Subject/), values.subject);
  await user.type(screen.getByLabelText(/Message/), values.message);
}

describe("the contact form", () => {
  it("labels every field and leaves the checks to the browser: all required, an e-mail field, 6 rows", () => {
    renderUi(<ContactForm onSubmit={vi.fn()} />);
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    const subject = screen.getByLabelText(/Subject/) as HTMLInputElement;
    const text = screen.getByLabelText(/Message/) as HTMLTextAreaElement;
    expect(email.type).toBe("email");
    expect([email.required, subject.required, text.required]).toEqual([true, true, true]);
    expect(text.tagName).toBe("TEXTAREA");
    expect(text.rows).toBe(6);
    expect(email.form?.noValidate).toBe(false);
  });

  it("does not send an empty form", async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<ContactForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends what was typed, then empties the form for the next message", async () => {
    const onSubmit = vi.fn(async () => true);
    const { user } = renderUi(<ContactForm onSubmit={onSubmit} />);
    await fillIn(user, message);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).toHaveBeenCalledWith(message);
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("");
  });

  it("keeps the text when sending failed, so nothing has to be typed again", async () => {
    const { user } = renderUi(<ContactForm onSubmit={async () => false} />);
    await fillIn(user, message);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe(message.subject);
  });

  it("shows the server's message under its field", () => {
    renderUi(<ContactForm onSubmit={vi.fn()} serverErrors={{ email: "Provide a valid email" }} />);
    expect(screen.getByText("Provide a valid email")).toBeTruthy();
  });
});
