// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PlaceOrderForm } from "../../../../client/src/features/purchase/place-order-form";
import { RefusingServer } from "../../../support/refusing-server";
import { renderUi } from "../../../support/render-ui";

const buyer = { name: "Dana Driver", email: "dana@example.com" };
const product = { name: "Ceramic Brake Pads", minimumOrderQuantity: 2, availableQuantity: 10 };

function renderForm(props: Partial<Parameters<typeof PlaceOrderForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => true);
  const view = renderUi(<PlaceOrderForm buyer={buyer} product={product} onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit };
}

const order = () => screen.getByRole("button", { name: "Order Now" });

describe("the place-order form", () => {
  it("is titled 'Add to My Product' and shows the buyer and the product, not editable", () => {
    renderForm();
    expect(screen.getByRole("heading", { name: "Add to My Product" })).toBeTruthy();
    const name = screen.getByLabelText("Name") as HTMLInputElement;
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect([name.value, name.disabled]).toEqual(["Dana Driver", true]);
    expect([email.value, email.disabled]).toEqual(["dana@example.com", true]);
    const productName = screen.getByLabelText("Product") as HTMLInputElement;
    expect([productName.value, productName.readOnly]).toEqual(["Ceramic Brake Pads", true]);
    expect((screen.getByLabelText(/Quantity/) as HTMLInputElement).value).toBe("2");
  });

  it("says which fields are required and sends nothing", async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(screen.getByLabelText(/Quantity/));
    await user.click(order());
    expect(await screen.findByText("Address is Required")).toBeTruthy();
    expect(screen.getByText("Quantity is Required")).toBeTruthy();
    expect(screen.getByText("Phone is Required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ["1", "Quantity must be at least 2, the minimum order for this product"],
    ["11", "Only 10 left in stock"],
  ])("refuses a quantity of %s: '%s'", async (quantity, message) => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Address/), "1 Main St");
    await user.type(screen.getByLabelText(/Phone/), "555 0100");
    await user.clear(screen.getByLabelText(/Quantity/));
    await user.type(screen.getByLabelText(/Quantity/), quantity);
    await user.click(order());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends address, quantity as a number and phone, then starts over", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Address/), "1 Main St");
    await user.clear(screen.getByLabelText(/Quantity/));
    await user.type(screen.getByLabelText(/Quantity/), "10");
    await user.type(screen.getByLabelText(/Phone/), "555 0100");
    await user.click(order());
    expect(onSubmit).toHaveBeenCalledWith({ address: "1 Main St", quantity: 10, phone: "555 0100" });
    expect((screen.getByLabelText(/Address/) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText(/Quantity/) as HTMLInputElement).value).toBe("2");
  });

  it("keeps what was typed when the server refuses, with its message under the field it names", async () => {
    const { user } = renderUi(
      <RefusingServer
        fieldErrors={{ phone: "Provide a valid phone number" }}
        form={(refuse, serverErrors) => (
          <PlaceOrderForm buyer={buyer} product={product} onSubmit={refuse} serverErrors={serverErrors} />
        )}
      />,
    );
    await user.type(screen.getByLabelText(/Address/), "1 Main St");
    await user.type(screen.getByLabelText(/Phone/), "x");
    await user.click(order());
    expect(await screen.findByText("Provide a valid phone number")).toBeTruthy();
    expect((screen.getByLabelText(/Address/) as HTMLInputElement).value).toBe("1 Main St");
  });

  it("cannot be sent when the product is out of stock", () => {
    renderForm({ product: { ...product, availableQuantity: 0 } });
    expect(screen.getByText("This product is out of stock.")).toBeTruthy();
    expect((order() as HTMLButtonElement).disabled).toBe(true);
  });
});
