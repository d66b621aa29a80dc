// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AdminProductFieldsFragment } from "../../../../generated/client/graphql";
import {
  ProductForm,
  toProductChange,
  toProductInput,
  type ProductFormValues,
} from "../../../../client/src/features/products-admin/product-form";
import { renderUi } from "../../../support/render-ui";

const field = (name: string) => screen.getByRole("textbox", { name });
// The category input offers the catalogue's categories as suggestions, which makes it a combobox.
const category = () => screen.getByRole("combobox", { name: "Category" });
const stock = () => screen.getByRole("spinbutton", { name: "Available Quantity" });
const reorderLevel = () => screen.getByRole("spinbutton", { name: "Reorder Level" });
const addButton = () => screen.getByRole("button", { name: "Add Product" });

/** The message shown under a field: the error text inside the field's own group. */
const messageUnder = (input: HTMLElement) => within(input.closest(".chakra-field__root") as HTMLElement);

function renderForm(props: Partial<Parameters<typeof ProductForm>[0]> = {}) {
  const onSubmit = vi.fn<(values: ProductFormValues) => Promise<boolean>>().mockResolvedValue(true);
  const view = renderUi(<ProductForm onSubmit={onSubmit} submitLabel="Add Product" {...props} />);
  /** What the page sends for the values submitted last: a new product, or a change to `props.product`. */
  const sent = () => {
    const values = onSubmit.mock.lastCall![0];
    return props.product ? toProductChange(values) : toProductInput(values);
  };
  return { onSubmit, sent, ...view };
}

describe("the product form, adding", () => {
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
    expect(reorderLevel()).toBeTruthy();
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
    const { sent, user } = renderForm();
    await user.type(field("Name"), "Brake pads");
    await user.type(field("Description"), "Low-dust ceramic pads");
    await user.type(stock(), "40");
    await user.type(field("Minimum Order Quantity"), "2");
    await user.type(field("Photo URL"), "https://example.com/pads.png");
    await user.type(field("Price"), "19.99");
    await user.type(field("Part Number"), "BP-1001");
    await user.type(category(), "Brakes");
    await user.type(reorderLevel(), "8");
    await user.click(addButton());
    expect(sent()).toEqual({
      name: "Brake pads",
      description: "Low-dust ceramic pads",
      availableQuantity: 40,
      minimumOrderQuantity: 2,
      picture: "https://example.com/pads.png",
      price: 19.99,
      partNumber: "BP-1001",
      oeNumbers: [],
      interchangeNumbers: [],
      category: "Brakes",
      reorderLevel: 8,
      universal: false,
      fitments: [],
    });
    expect((field("Name") as HTMLInputElement).value).toBe("");
  });

  it("leaves the optional fields out when empty, and keeps the input when saving failed", async () => {
    const { onSubmit, sent, user } = renderForm();
    onSubmit.mockResolvedValue(false);
    await user.type(field("Name"), "Wiper blade");
    await user.type(field("Minimum Order Quantity"), "1");
    await user.type(field("Price"), "8");
    await user.click(addButton());
    expect(sent()).toEqual({
      name: "Wiper blade",
      minimumOrderQuantity: 1,
      price: 8,
      description: undefined,
      availableQuantity: undefined,
      picture: undefined,
      partNumber: undefined,
      oeNumbers: [],
      interchangeNumbers: [],
      category: undefined,
      reorderLevel: undefined,
      universal: false,
      fitments: [],
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

const STORED: AdminProductFieldsFragment = {
  id: "6650a1b2c3d4e5f600000001",
  name: "Brake pads",
  description: "Ceramic, low dust",
  price: 19.99,
  minimumOrderQuantity: 2,
  availableQuantity: 40,
  picture: "/assets/parts/brake-pads.svg",
  partNumber: "BP-1001",
  oeNumbers: ["04465-06090"],
  interchangeNumbers: [],
  category: "Brakes",
  partType: null,
  reorderLevel: null,
  universal: false,
  fitments: [
    {
      make: "Toyota",
      model: "Corolla",
      yearFrom: 2014,
      yearTo: 2019,
      submodel: null,
      engine: null,
      position: null,
      note: null,
    },
  ],
};

const save = () => screen.getByRole("button", { name: "Save" });
const civic = { make: "Honda", model: "Civic", yearFrom: 2016, yearTo: 2021, submodel: null };
const fitment = (n: number) => within(screen.getByRole("group", { name: `Fitment ${n}` }));

describe("the product form, editing", () => {
  const renderEdit = () => renderForm({ product: STORED, submitLabel: "Save" });

  it("shows every field of the product, its fitments a row each", () => {
    renderEdit();
    expect((field("Name") as HTMLInputElement).value).toBe("Brake pads");
    expect((field("Description") as HTMLTextAreaElement).value).toBe("Ceramic, low dust");
    expect((field("Price") as HTMLInputElement).value).toBe("19.99");
    expect((field("Minimum Order Quantity") as HTMLInputElement).value).toBe("2");
    expect((stock() as HTMLInputElement).value).toBe("40");
    expect((field("Photo URL") as HTMLInputElement).value).toBe("/assets/parts/brake-pads.svg");
    expect((field("Part Number") as HTMLInputElement).value).toBe("BP-1001");
    expect((field("OE Numbers") as HTMLInputElement).value).toBe("04465-06090");
    expect((field("Interchange Numbers") as HTMLInputElement).value).toBe("");
    expect((category() as HTMLInputElement).value).toBe("Brakes");
    expect((reorderLevel() as HTMLInputElement).value).toBe("");
    expect((fitment(1).getByRole("textbox", { name: "Make" }) as HTMLInputElement).value).toBe("Toyota");
    expect((fitment(1).getByRole("spinbutton", { name: "Last Year" }) as HTMLInputElement).value).toBe(
      "2019",
    );
  });

  it("saves every field, fitments added, copied and removed, an empty reorder level as the default (null)", async () => {
    const { sent, user } = renderEdit();
    await user.clear(field("Price"));
    await user.type(field("Price"), "21.5");
    await user.click(screen.getByRole("button", { name: "Add a vehicle" }));
    await user.type(fitment(2).getByRole("textbox", { name: "Make" }), "Honda");
    await user.type(fitment(2).getByRole("textbox", { name: "Model" }), "Civic");
    await user.type(fitment(2).getByRole("spinbutton", { name: "First Year" }), "2016");
    await user.type(fitment(2).getByRole("spinbutton", { name: "Last Year" }), "2021");
    await user.type(fitment(2).getByRole("textbox", { name: "Engine" }), "2.0L L4");
    await user.selectOptions(fitment(2).getByRole("combobox", { name: "Position" }), "Front");
    await user.click(screen.getByRole("button", { name: "Copy vehicle 2" }));
    await user.clear(fitment(3).getByRole("textbox", { name: "Engine" }));
    await user.type(fitment(3).getByRole("textbox", { name: "Engine" }), "1.5L L4 Turbo");
    await user.type(fitment(3).getByRole("textbox", { name: "Note" }), "with 11.1-inch rotors");
    await user.click(screen.getByRole("button", { name: "Remove vehicle 1" }));
    await user.type(field("OE Numbers"), ", 04465-33471,");
    await user.type(field("Interchange Numbers"), "D2182; AB 1210");
    await user.click(save());
    expect(sent()).toEqual({
      name: "Brake pads",
      description: "Ceramic, low dust",
      price: 21.5,
      minimumOrderQuantity: 2,
      availableQuantity: 40,
      picture: "/assets/parts/brake-pads.svg",
      partNumber: "BP-1001",
      oeNumbers: ["04465-06090", "04465-33471"],
      interchangeNumbers: ["D2182", "AB 1210"],
      category: "Brakes",
      partType: null,
      reorderLevel: null,
      universal: false,
      fitments: [
        { ...civic, engine: "2.0L L4", position: "FRONT", note: null },
        { ...civic, engine: "1.5L L4 Turbo", position: "FRONT", note: "with 11.1-inch rotors" },
      ],
    });
  });

  it("makes a part universal: its rows are put away and none is sent", async () => {
    const { sent, user } = renderEdit();
    expect(screen.queryByText(/No vehicles yet/)).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Universal: fits every vehicle" }));
    expect(screen.queryByRole("group", { name: "Fitment 1" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a vehicle" })).toBeNull();
    await user.click(save());
    expect(sent()).toMatchObject({ universal: true, fitments: [] });
  });

  it("says a part listing no vehicles, and not universal, will show its fitment as not confirmed", async () => {
    const { user } = renderEdit();
    await user.click(screen.getByRole("button", { name: "Remove vehicle 1" }));
    expect(
      screen.getByText(
        "No vehicles yet: shoppers see “Fitment not confirmed” until you add them, or tick Universal.",
      ),
    ).toBeTruthy();
  });

  it("will not empty what a product must have, and checks each fitment's years", async () => {
    const { onSubmit, user } = renderEdit();
    await user.clear(stock());
    await user.clear(field("Part Number"));
    await user.clear(category());
    await user.clear(fitment(1).getByRole("textbox", { name: "Model" }));
    await user.clear(fitment(1).getByRole("spinbutton", { name: "Last Year" }));
    await user.type(fitment(1).getByRole("spinbutton", { name: "Last Year" }), "2010");
    await user.type(reorderLevel(), "-1");
    await user.click(save());
    expect(messageUnder(stock()).getByText("Available Quantity is Required")).toBeTruthy();
    expect(messageUnder(field("Part Number")).getByText("Part Number is Required")).toBeTruthy();
    expect(messageUnder(category()).getByText("Category is Required")).toBeTruthy();
    expect(messageUnder(reorderLevel()).getByText("Reorder Level must be at least 0")).toBeTruthy();
    expect(fitment(1).getByText("Model is Required")).toBeTruthy();
    expect(fitment(1).getByText("The last year must not come before the first")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks each OE and interchange number, and how many there are", async () => {
    const { onSubmit, user } = renderEdit();
    await user.type(field("OE Numbers"), `, ${"9".repeat(41)}`);
    const many = Array.from({ length: 21 }, (_, i) => `X-${i}`).join(",");
    await user.click(field("Interchange Numbers"));
    await user.paste(many);
    await user.click(save());
    expect(
      messageUnder(field("OE Numbers")).getByText("OE Number must be at most 40 characters"),
    ).toBeTruthy();
    expect(
      messageUnder(field("Interchange Numbers")).getByText("List at most 20 Interchange Numbers"),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's messages beside their fields, a fitment's in its row", () => {
    renderForm({
      product: STORED,
      submitLabel: "Save",
      serverErrors: {
        "fitments.0.yearTo": "Year must be at most 2100",
        price: "Price must be at least 0.01",
      },
    });
    expect(fitment(1).getByText("Year must be at most 2100")).toBeTruthy();
    expect(messageUnder(field("Price")).getByText("Price must be at least 0.01")).toBeTruthy();
  });
});
