// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  EditPriceStockDialog,
  type PriceStockChange,
} from "../../../../client/src/features/products-admin/edit-price-stock-dialog";
import { RefusingServer } from "../../../support/refusing-server";
import { renderUi } from "../../../support/render-ui";

function renderDialog() {
  const onSave = vi.fn<(change: PriceStockChange) => Promise<boolean>>().mockResolvedValue(true);
  const view = renderUi(
    <EditPriceStockDialog
      productName="Brake pads"
      current={{ price: 19.99, availableQuantity: 40 }}
      onSave={onSave}
    />,
  );
  return { onSave, ...view };
}

/** Opens the dialog; it shows on a later frame, which a loaded machine makes late. */
async function open(user: ReturnType<typeof renderUi>["user"]) {
  await user.click(screen.getByRole("button", { name: /^Edit/ }));
  await screen.findByRole("dialog");
}

const price = () => screen.getByRole("textbox", { name: "Price" }) as HTMLInputElement;
const stock = () => screen.getByRole("spinbutton", { name: "Available Quantity" }) as HTMLInputElement;

describe("editing a product's price and stock", () => {
  it("opens from Edit with Price and Available Quantity filled in", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Edit price and stock of Brake pads" }));
    expect(await screen.findByRole("dialog", { name: "Edit Brake pads" })).toBeTruthy();
    expect(price().value).toBe("19.99");
    expect(stock().value).toBe("40");
  });

  it("saves the new values as numbers and closes", async () => {
    const { onSave, user } = renderDialog();
    await open(user);
    await user.clear(price());
    await user.type(price(), "24.5");
    await user.clear(stock());
    await user.type(stock(), "7");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith({ price: 24.5, availableQuantity: 7 });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says what is wrong and saves nothing", async () => {
    const { onSave, user } = renderDialog();
    await open(user);
    await user.clear(price());
    await user.clear(stock());
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Price is Required")).toBeTruthy();
    expect(screen.getByText("Available Quantity is Required")).toBeTruthy();
    await user.type(price(), "cheap");
    await user.type(stock(), "-3");
    expect(await screen.findByText("Price must be a number")).toBeTruthy();
    expect(screen.getByText("Available Quantity must be at least 0")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's message under its field and stays open", async () => {
    const { user } = renderUi(
      <RefusingServer
        fieldErrors={{ price: "Price must be at least 0.01" }}
        form={(refuse, serverErrors) => (
          <EditPriceStockDialog
            productName="Brake pads"
            current={{ price: 19.99, availableQuantity: 40 }}
            onSave={refuse}
            serverErrors={serverErrors}
          />
        )}
      />,
    );
    await open(user);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Price must be at least 0.01")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(document.activeElement).toBe(price());
  });
});
