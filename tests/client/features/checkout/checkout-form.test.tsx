// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CheckoutForm } from "../../../../client/src/features/checkout/checkout-form";
import { CARD_UNAVAILABLE } from "../../../../client/src/features/checkout/stripe-js";
import { renderUi } from "../../../support/render-ui";

const profile = { address: "12 Harbour Road, Leeds", phone: "+44 113 496 0000" };
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** The shop's ways to pay, as paymentOptions words them with card payments on. */
const OPTIONS = [
  { method: "PAY_ON_DELIVERY" as const, label: "Pay on delivery", description: "Pay the courier." },
  {
    method: "BANK_TRANSFER" as const,
    label: "Bank transfer",
    description: "Transfer the total to Test Bank, account 0000.",
  },
  { method: "CARD" as const, label: "Card", description: "Pay now by card, through Stripe." },
];

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
/** What a control's aria-describedby says: the words under a way to pay. */
const descriptionOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent;

describe("the checkout's delivery form", () => {
  it("starts from the profile's address and phone and sends them with Place order", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(<CheckoutForm defaultValues={profile} onSubmit={onSubmit} />);
    expect(field(/Address/).value).toBe(profile.address);
    expect(field(/Phone/).value).toBe(profile.phone);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...profile, paymentMethod: "PAY_ON_DELIVERY" });
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

  it("offers the shop's ways to pay, each with what to know under it, pay on delivery first, and sends the one chosen", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(
      <CheckoutForm defaultValues={profile} paymentOptions={OPTIONS} onSubmit={onSubmit} />,
    );
    const group = screen.getByRole("radiogroup", { name: "How would you like to pay?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["PAY_ON_DELIVERY", "BANK_TRANSFER", "CARD"]);
    expect(radio("Pay on delivery").checked).toBe(true);
    for (const option of OPTIONS) expect(descriptionOf(radio(option.label))).toBe(option.description);
    expect(screen.getByRole("heading", { name: "Payment" })).toBeTruthy();

    await user.click(screen.getByText("Bank transfer"));
    expect(radio("Bank transfer").checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...profile, paymentMethod: "BANK_TRANSFER" });
  });

  it("switches Card off, says why and keeps the other ways to pay when Stripe.js cannot load", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(
      <CheckoutForm defaultValues={profile} paymentOptions={OPTIONS} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByText("Card"));
    // jsdom loads no script: Stripe's fails here as it does in a browser that cannot reach Stripe (offline,
    // blocked). Once failed, it stays failed for the page's life, so a test before may have failed it.
    const stripeScript = () => document.querySelector('script[src^="https://js.stripe.com/"]');
    await waitFor(
      () => {
        stripeScript()?.dispatchEvent(new Event("error"));
        expect(radio("Card").disabled).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(descriptionOf(radio("Card"))).toBe(CARD_UNAVAILABLE);
    await waitFor(() => expect(radio("Pay on delivery").checked).toBe(true));
    expect(radio("Bank transfer").disabled).toBe(false);
    await user.click(screen.getByText("Bank transfer"));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...profile, paymentMethod: "BANK_TRANSFER" });
  });
});
