// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ProductInput } from "../../../../generated/client/graphql";
import { AddProductForm } from "../../../../client/src/features/products-admin/add-product-form";
import { renderUi } from "../../../support/render-ui";

const field = (name: string) => screen.getByRole("textbox", { name });
// The category input offers the catalogue's categories as suggestions, which makes it a combobox.
const category = () => screen.getByRole("combobox", { name: "Category" });
const stock = () => screen.getByRole("spinbutton", { name: "Available Quantity" });
const addButton = () => screen.getByRole("button", { name: "Add Product" });

/** The message shown under a field: the error text inside the field's own group. */
const messageUnder = (input: HTMLElement) => within(input.closest(".chakra-field__root") as HTMLElement);

function renderForm(props: Partial<Parameters<typeof AddProductForm>[0]> = {}) {
  const onSubmit = vi.fn<(input: ProductInput) => Promise<boolean>>().mockResolvedValue(true);
  return { onSubmit, ...renderUi(<AddProductForm onSubmit={onSubmit} {...props} />) };
}

describe("the Add Product form", () => {
  it("labels every field the spec names and offers the Add Product button", () => {
    renderForm();
    for (const name of [
      "Name",
      "Description",
      "Minimum Order Quantity",
      "Photo URL",
      "Price",
      "Part Number",
    ]) {
      expect(field(name)).toBeTruthy();
    }
    expect(stock()).toBeTruthy();
    expect(category()).toBeTruthy();
    expect(addButton()).toBeTruthy();
  });

  it("asks for name, minimum order quantity and price, and sends nothing", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(addButton());
    expect(messageUnder(field("Name")).getByText("Name is Required")).toBeTruthy();
    expect(
      messageUnder(field("Minimum Order Quantity")).getByText("Minimum Order Quantity is Required"),
    ).toBeTruthy();
    expect(messageUnder(field("Price")).getByText("Price is Required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("allows at most 20 characters in name, minimum order quantity and price", async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field("Name"), "Ceramic brake pad set");
    await user.type(field("Minimum Order Quantity"), "1".repeat(21));
    await user.type(field("Price"), "9".repeat(21));
    await user.click(addButton());
    expect(screen.getByText("Name must be at most 20 characters")).toBeTruthy();
    expect(screen.getByText("Minimum Order Quantity must be at most 20 characters")).toBeTruthy();
    expect(screen.getByText("Price must be at most 20 characters")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("wants a price that is a number, and a positive one", async () => {
    const { user } = renderForm();
    await user.type(field("Price"), "ten dollars");
    await user.click(addButton());
    expect(screen.getByText("Price must be a number")).toBeTruthy();
    await user.clear(field("Price"));
    await user.type(field("Price"), "0");
    expect(await screen.findByText("Price must be at least 0.01")).toBeTruthy();
  });

  it("wants whole quantities: at least 1 to order, 0 or more in stock", async () => {
    const { user } = renderForm();
    await user.type(field("Minimum Order Quantity"), "0");
    await user.type(stock(), "2.5");
    await user.click(addButton());
    expect(screen.getByText("Minimum Order Quantity must be at least 1")).toBeTruthy();
    expect(screen.getByText("Available Quantity must be a whole number")).toBeTruthy();
  });

  it("submits valid input with numbers as numbers, then empties the form", async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field("Name"), "Brake pads");
    await user.type(field("Description"), "Low-dust ceramic pads");
    await user.type(stock(), "40");
    await user.type(field("Minimum Order Quantity"), "2");
    await user.type(field("Photo URL"), "https://example.com/pads.png");
    await user.type(field("Price"), "19.99");
    await user.type(field("Part Number"), "BP-1001");
    await user.type(category(), "Brakes");
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Brake pads",
      description: "Low-dust ceramic pads",
      availableQuantity: 40,
      minimumOrderQuantity: 2,
      picture: "https://example.com/pads.png",
      price: 19.99,
      partNumber: "BP-1001",
      category: "Brakes",
    });
    expect((field("Name") as HTMLInputElement).value).toBe("");
  });

  it("leaves the optional fields out when empty, and keeps the input when saving failed", async () => {
    const { onSubmit, user } = renderForm();
    onSubmit.mockResolvedValue(false);
    await user.type(field("Name"), "Wiper blade");
    await user.type(field("Minimum Order Quantity"), "1");
    await user.type(field("Price"), "8");
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Wiper blade",
      minimumOrderQuantity: 1,
      price: 8,
      description: undefined,
      availableQuantity: undefined,
      picture: undefined,
      partNumber: undefined,
      category: undefined,
    });
    expect((field("Name") as HTMLInputElement).value).toBe("Wiper blade");
  });

  it("shows the server's messages under the fields they are about, focusing the first", () => {
    renderForm({ serverErrors: { partNumber: "Part Number is already used by another product" } });
    expect(
      messageUnder(field("Part Number")).getByText("Part Number is already used by another product"),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field("Part Number"));
  });
});
