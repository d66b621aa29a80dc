import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect, vi } from "vitest";
import { LoginForm } from "../../../../client/src/features/auth/login-form";
import { SignUpForm } from "../../../../client/src/features/auth/sign-up-form";
import { CheckoutForm } from "../../../../client/src/features/checkout/checkout-form";
import { newAddress } from "../../../../client/src/features/checkout/checkout-values";
import { AnswerForm } from "../../../../client/src/features/inbox/answer-form";
import { OrderFiltersForm } from "../../../../client/src/features/orders/order-filters-form";
import { ShipForm } from "../../../../client/src/features/orders/ship-form";
import { ProductForm } from "../../../../client/src/features/products-admin/product-form";
import { ProfileForm } from "../../../../client/src/features/profile/profile-form";
import { PlaceOrderForm } from "../../../../client/src/features/purchase/place-order-form";
import { ReviewForm } from "../../../../client/src/features/reviews/review-form";
import { UserSearchForm } from "../../../../client/src/features/users/user-search-form";
import type { OrderableProduct } from "../../../../shared/field-rules/order-quantity";
import { renderUi } from "../../../support/render-ui";

/** A form of the storefront, rendered as its page renders it (jsdom), with a spy for what it sends. */
export interface BrowserForm {
  render(): Promise<{ user: UserEvent; sent: ReturnType<typeof vi.fn> }>;
  /** The button that sends it. */
  submit: string;
}

const shown = (ui: Parameters<typeof renderUi>[0], sent: ReturnType<typeof vi.fn>) => ({
  user: renderUi(ui).user,
  sent,
});

/** The place-order form for a product with these terms. */
export const placeOrderForm = (product: OrderableProduct): BrowserForm => ({
  render: async () => {
    const sent = vi.fn(async () => false);
    const buyer = { name: "Dana Driver", email: "dana@example.com" };
    return shown(
      <PlaceOrderForm buyer={buyer} product={{ name: "Brake pads", ...product }} onSubmit={sent} />,
      sent,
    );
  },
  submit: "Order Now",
});

export const BROWSER_FORMS = {
  addProduct: {
    render: async () => {
      const sent = vi.fn(async () => false);
      return shown(<ProductForm onSubmit={sent} submitLabel="Add Product" />, sent);
    },
    submit: "Add Product",
  },
  editProduct: {
    render: async () => {
      const sent = vi.fn(async () => false);
      const product = {
        id: "0".repeat(24),
        name: "Brake pads",
        description: "Ceramic",
        price: 10,
        minimumOrderQuantity: 1,
        availableQuantity: 5,
        picture: "/assets/placeholder-part.svg",
        partNumber: "BP-1",
        oeNumbers: [],
        interchangeNumbers: [],
        category: "Brakes",
        partType: null,
        reorderLevel: null,
        universal: false,
        fitments: [],
      };
      return shown(<ProductForm product={product} onSubmit={sent} submitLabel="Save" />, sent);
    },
    submit: "Save",
  },
  placeOrder: placeOrderForm({ minimumOrderQuantity: 1, availableQuantity: 10 }),
  checkout: {
    render: async () => {
      const sent = vi.fn(async () => {});
      return shown(<CheckoutForm defaultValues={newAddress()} onSubmit={sent} />, sent);
    },
    submit: "Place order",
  },
  ship: {
    render: async () => {
      const sent = vi.fn(async () => false);
      return shown(<ShipForm onSubmit={sent} onClose={() => {}} />, sent);
    },
    submit: "Mark as shipped",
  },
  answer: {
    render: async () => {
      const sent = vi.fn(async () => false);
      return shown(<AnswerForm onSubmit={sent} onClose={() => {}} />, sent);
    },
    submit: "Send answer",
  },
  profile: {
    render: async () => {
      const sent = vi.fn(async () => {});
      return shown(
        <ProfileForm defaultValues={{ education: "", address: "", phone: "" }} onSubmit={sent} />,
        sent,
      );
    },
    submit: "Update",
  },
  review: {
    render: async () => {
      const sent = vi.fn(async () => false);
      return shown(<ReviewForm defaultName="" onSubmit={sent} />, sent);
    },
    submit: "Add Review",
  },
  login: {
    render: async () => {
      const sent = vi.fn();
      const ui = (
        <LoginForm
          onSubmit={sent}
          onGoogle={vi.fn()}
          onForgotPassword={vi.fn()}
          busy={null}
          errorMessage={null}
        />
      );
      return shown(ui, sent);
    },
    submit: "Login",
  },
  signUp: {
    render: async () => {
      const sent = vi.fn();
      return shown(<SignUpForm onSubmit={sent} onGoogle={vi.fn()} busy={null} errorMessage={null} />, sent);
    },
    submit: "Sign Up",
  },
  orderFilters: {
    render: async () => {
      const sent = vi.fn();
      return shown(<OrderFiltersForm onApply={sent} />, sent);
    },
    submit: "Apply filters",
  },
  userSearch: {
    render: async () => {
      const sent = vi.fn();
      return shown(<UserSearchForm search="" onSearch={sent} />, sent);
    },
    submit: "Search",
  },
} satisfies Record<string, BrowserForm>;

/** The control a form labels `label` (a required field's mark aside). */
const labelled = (label: string) =>
  screen.getByLabelText((content) => content.replace(/\*/g, "").trim() === label) as HTMLInputElement;

/** The message a field announces as its own error (aria-errormessage), i.e. the one shown under it. */
function errorOf(label: string): string {
  const input = labelled(label);
  if (input.getAttribute("aria-invalid") !== "true") return "";
  const id = input.getAttribute("aria-errormessage");
  return (id && document.getElementById(id)?.textContent) || "";
}

/**
 * Types `values` (label to text; "" leaves the field empty) into the form, sends it, and answers what
 * the field `under` says then ("" for nothing). A form that refuses sends nothing.
 */
export async function browserAnswer(form: BrowserForm, values: Record<string, string>, under: string) {
  const { user, sent } = await form.render();
  for (const [label, typed] of Object.entries(values)) {
    const input = labelled(label);
    await user.clear(input);
    if (typed) {
      await user.click(input);
      // Pasted: typing thousands of characters one by one is slow and proves nothing more.
      await user.paste(typed);
    }
  }
  await user.click(screen.getByRole("button", { name: form.submit }));
  await waitFor(() => expect(errorOf(under)).not.toBe("")).catch(() => {});
  const message = errorOf(under);
  if (message) expect(sent).not.toHaveBeenCalled();
  return message;
}
