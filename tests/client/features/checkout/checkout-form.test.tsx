// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CheckoutForm } from "../../../../client/src/features/checkout/checkout-form";
import { CARD_UNAVAILABLE } from "../../../../client/src/features/checkout/stripe-js";
import { renderUi } from "../../../support/render-ui";

/** Where the buyer's last order went: the form starts from it. */
const ADDRESS = {
  name: "Dana Driver",
  street: "1 Main St",
  city: "Springfield",
  postalCode: "62701",
  region: "IL",
  country: "US",
  phone: "+1 217 555 0100",
};
const EMPTY = { ...ADDRESS, name: "", street: "", city: "", postalCode: "", region: "", phone: "" };
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const sent = (paymentMethod: string, shippingMethod = "") => ({ ...ADDRESS, shippingMethod, paymentMethod });

/** Two saved addresses, the last used first, as myAddresses answers them. */
const SAVED = [
  {
    __typename: "SavedAddress" as const,
    id: "a1",
    phone: ADDRESS.phone,
    address: { ...ADDRESS, countryName: "United States" },
  },
  {
    __typename: "SavedAddress" as const,
    id: "a2",
    phone: "+1 416 555 0199",
    address: {
      name: "Dana Driver",
      street: "9 King St W",
      city: "Toronto",
      postalCode: "M5H 1A1",
      region: "ON",
      country: "CA",
      countryName: "Canada",
    },
  },
];

/** A cart of $25.98 quoted to Illinois at 6.25%: Standard $7.99 (3–5 days), Express $19.99 (1–2 days). */
const QUOTE = {
  taxPercent: 6.25,
  methods: [
    {
      method: { code: "STANDARD", name: "Standard", priceCents: 799, freeOverCents: 10_000 },
      shippingCents: 799,
      taxCents: 162,
      totalCents: 2598 + 799 + 162,
      arrivesFrom: "2026-12-01T10:00:00.000Z",
      arrivesBy: "2026-12-03T10:00:00.000Z",
    },
    {
      method: { code: "EXPRESS", name: "Express", priceCents: 1999, freeOverCents: null },
      shippingCents: 1999,
      taxCents: 162,
      totalCents: 2598 + 1999 + 162,
      arrivesFrom: "2026-11-30T10:00:00.000Z",
      arrivesBy: "2026-12-01T10:00:00.000Z",
    },
  ],
};

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
  it("starts from the address it is given and sends it with Place order", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(<CheckoutForm defaultValues={ADDRESS} onSubmit={onSubmit} />);
    expect(field(/Full name/).value).toBe(ADDRESS.name);
    expect(field(/State/).value).toBe("IL");
    expect(field(/Country/).value).toBe("US");
    expect(field(/Phone/).value).toBe(ADDRESS.phone);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(onSubmit).toHaveBeenCalledWith(sent("PAY_ON_DELIVERY"));
  });

  it("refuses missing fields and a phone that is no phone number, in the shop's words, under each field", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(<CheckoutForm defaultValues={EMPTY} onSubmit={onSubmit} />);
    await user.type(field(/Phone/), "call me");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText("Full name is Required")).toBeTruthy();
    expect(screen.getByText("Street address is Required")).toBeTruthy();
    expect(screen.getByText("Postal code is Required")).toBeTruthy();
    expect(screen.getByText("State is Required for United States")).toBeTruthy();
    expect(screen.getByText("Provide a valid phone number")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("weighs the postal code and the region against the country chosen, and labels the region as the country does", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(
      <CheckoutForm
        defaultValues={{ ...ADDRESS, postalCode: "M5H 1A1", region: "Atlantis" }}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(
      await screen.findByText("Postal code must be a United States postal code, like 94103"),
    ).toBeTruthy();
    expect(screen.getByText("Region must be a state of United States")).toBeTruthy();
    // In Canada that postal code is right, and the region is a province.
    await user.selectOptions(field(/Country/), "CA");
    expect(field(/Province/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/postal code, like/)).toBeNull());
    expect(screen.getByText("Region must be a province of Canada")).toBeTruthy();
    await user.clear(field(/Province/));
    await user.type(field(/Province/), "Ontario");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // A country without a list of regions takes any, or none.
    await user.selectOptions(field(/Country/), "GB");
    expect(field(/Region \(optional\)/)).toBeTruthy();
  });

  it("shows the server's message under the field it names", async () => {
    renderUi(
      <CheckoutForm
        defaultValues={ADDRESS}
        onSubmit={async () => {}}
        serverErrors={{ city: "City must be at most 80 characters" }}
      />,
    );
    expect(await screen.findByText("City must be at most 80 characters")).toBeTruthy();
    await waitFor(() => expect(field(/City/).getAttribute("aria-invalid")).toBe("true"));
  });

  it("offers the saved addresses, the last used chosen and filled in, and a new one", async () => {
    const onSubmit = vi.fn(async () => {});
    const onForgetAddress = vi.fn(async () => {});
    const { user } = renderUi(
      <CheckoutForm
        defaultValues={ADDRESS}
        savedAddresses={SAVED}
        onForgetAddress={onForgetAddress}
        onSubmit={onSubmit}
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "Ship to" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((input) => (input as HTMLInputElement).checked),
    ).toEqual([true, false, false]);
    expect(
      within(group).getByText("Dana Driver, 1 Main St, Springfield IL 62701, United States"),
    ).toBeTruthy();
    expect(within(group).getByText(ADDRESS.phone)).toBeTruthy();

    await user.click(screen.getByText("Dana Driver, 9 King St W, Toronto ON M5H 1A1, Canada"));
    expect(field(/Street address/).value).toBe("9 King St W");
    expect(field(/Country/).value).toBe("CA");
    expect(field(/Province/).value).toBe("ON");
    expect(field(/Phone/).value).toBe("+1 416 555 0199");

    await user.click(screen.getByText("Use a new address"));
    expect(field(/Street address/).value).toBe("");
    expect(field(/Country/).value).toBe("US");
    // The phone stays: it is the buyer's, wherever the parts go.
    expect(field(/Phone/).value).toBe("+1 416 555 0199");

    await user.click(screen.getByRole("button", { name: /^Forget Dana Driver, 1 Main St/ }));
    expect(onForgetAddress).toHaveBeenCalledWith("a1");
  });

  it("quotes each shipping method and sums up the order with the one chosen", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(<CheckoutForm defaultValues={ADDRESS} quote={QUOTE} onSubmit={onSubmit} />);
    const methods = screen.getByRole("radiogroup", { name: "How should it ship?" });
    expect(radio("Standard").checked).toBe(true);
    expect(within(methods).getByText("Arrives Tue, Dec 1 – Thu, Dec 3")).toBeTruthy();
    expect(within(methods).getByText("$19.99")).toBeTruthy();
    const charges = () => within(screen.getByLabelText("Charges"));
    const row = (label: string) => charges().getByText(label).nextElementSibling?.textContent;
    expect([row("Subtotal"), row("Shipping"), row("Tax (6.25%)"), row("Total")]).toEqual([
      "$25.98",
      "$7.99",
      "$1.62",
      "$35.59",
    ]);
    await user.click(screen.getByText("Express"));
    expect(row("Shipping")).toBe("$19.99");
    expect(row("Total")).toBe("$47.59");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(onSubmit).toHaveBeenCalledWith(sent("PAY_ON_DELIVERY", "EXPRESS"));
  });

  it("sends nothing while the cart cannot be ordered", () => {
    renderUi(<CheckoutForm defaultValues={ADDRESS} onSubmit={async () => {}} disabled />);
    expect((screen.getByRole("button", { name: "Place order" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers the shop's ways to pay, each with what to know under it, pay on delivery first, and sends the one chosen", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(
      <CheckoutForm defaultValues={ADDRESS} paymentOptions={OPTIONS} onSubmit={onSubmit} />,
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
    expect(onSubmit).toHaveBeenCalledWith(sent("BANK_TRANSFER"));
  });

  it("switches Card off, says why and keeps the other ways to pay when Stripe.js cannot load", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(
      <CheckoutForm defaultValues={ADDRESS} paymentOptions={OPTIONS} onSubmit={onSubmit} />,
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
    expect(onSubmit).toHaveBeenCalledWith(sent("BANK_TRANSFER"));
  });
});
