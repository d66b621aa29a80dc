// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CheckoutForm } from "../../../../client/src/features/checkout/checkout-form";
import { renderUi } from "../../../support/render-ui";

const profile = { address: "12 Harbour Road, Leeds", phone: "+44 113 496 0000" };
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe("the checkout's delivery form", () => {
  it("starts from the profile's address and phone and sends them with Place order", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(<CheckoutForm defaultValues={profile} onSubmit={onSubmit} />);
    expect(field(/Address/).value).toBe(profile.address);
    expect(field(/Phone/).value).toBe(profile.phone);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(onSubmit).toHaveBeenCalledWith(profile);
  });

  it("refuses a missing address and a phone that is no phone number, in the shop's words", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(
      <CheckoutForm defaultValues={{ address: "", phone: "" }} onSubmit={onSubmit} />,
    );
    await user.type(field(/Phone/), "call me");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText("Address is Required")).toBeTruthy();
    expect(screen.getByText("Provide a valid phone number")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's message under the field it names", async () => {
    renderUi(
      <CheckoutForm
        defaultValues={profile}
        onSubmit={async () => {}}
        serverErrors={{ address: "Address must be at most 200 characters" }}
      />,
    );
    expect(await screen.findByText("Address must be at most 200 characters")).toBeTruthy();
  });

  it("sends nothing while the cart cannot be ordered", () => {
    renderUi(<CheckoutForm defaultValues={profile} onSubmit={async () => {}} disabled />);
    expect((screen.getByRole("button", { name: "Place order" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
