// @vitest-environment jsdom
import { ApolloProvider } from "@apollo/client/react";
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import type { CatalogueProductFragment } from "../../../../generated/client/graphql";
import { Toasts } from "../../../../client/src/app/toasts";
import { createApolloClient } from "../../../../client/src/lib/apollo-client";
import { readBrowserCart } from "../../../../client/src/features/cart/browser-cart";
import { formatPrice } from "../../../../shared/format-price";
import { ProductCard } from "../../../../client/src/features/catalogue/product-card";
import { renderUi as renderAlone } from "../../../support/render-ui";
import { sessionState, WithSession } from "../../../support/session";

const product: CatalogueProductFragment = {
  id: "665f1c2e9b1e8a0012345678",
  name: "Ceramic Brake Pads",
  partNumber: "BP-1210-CF",
  category: "Brakes",
  description: "Low-dust ceramic front pad set.",
  price: 12.99,
  minimumOrderQuantity: 2,
  availableQuantity: 48,
  picture: "/assets/parts/ceramic-brake-pads.svg",
};
const corolla = { make: "Toyota", model: "Corolla", year: 2015 };

/** A card as a visitor's page holds it: its Add to cart button changes the cart in the browser. */
const renderUi = (card: ReactElement) =>
  renderAlone(
    <ApolloProvider client={createApolloClient()}>
      <WithSession session={sessionState("signedOut")}>
        {card}
        <Toasts />
      </WithSession>
    </ApolloProvider>,
  );

describe("a product card", () => {
  it("shows the part: picture, name, part number, category, price in dollars and quantities", () => {
    renderUi(<ProductCard product={product} vehicle={null} />);
    // The picture is part of a link hidden from screen readers (the name's link says the same).
    const picture = screen.getByRole("img", { name: "Ceramic Brake Pads", hidden: true });
    expect(picture.getAttribute("src")).toBe(product.picture);
    expect(screen.getByRole("heading", { name: "Ceramic Brake Pads" })).toBeTruthy();
    expect(screen.getByText("Part # BP-1210-CF")).toBeTruthy();
    expect(screen.getByText("Brakes")).toBeTruthy();
    expect(screen.getByText("$12.99")).toBeTruthy();
    expect(screen.getByText("Minimum order quantity: 2")).toBeTruthy();
    expect(screen.getByText("Available quantity: 48")).toBeTruthy();
    expect(screen.queryByText(/fit your/)).toBeNull();
  });

  it("links Purchase to the product's purchase page", () => {
    renderUi(<ProductCard product={product} vehicle={null} />);
    const purchase = screen.getByRole("link", { name: /Purchase/ });
    expect(purchase.textContent).toBe("Purchase");
    expect(purchase.getAttribute("href")).toBe(`/purchase/${product.id}`);
  });

  it("leads with Add to cart, the spec's Purchase beside it", () => {
    renderUi(<ProductCard product={product} vehicle={null} />);
    const add = screen.getByRole("button", { name: "Add to cart: Ceramic Brake Pads" });
    const purchase = screen.getByRole("link", { name: "Purchase Ceramic Brake Pads" });
    expect(add.parentElement).toBe(purchase.parentElement);
    expect(add.compareDocumentPosition(purchase) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("links the part's name, and its picture for the mouse, to the part's own page", () => {
    renderUi(<ProductCard product={product} vehicle={null} />);
    const name = screen.getByRole("link", { name: "Ceramic Brake Pads" });
    expect(name.closest("h3")).toBeTruthy();
    expect(name.getAttribute("href")).toBe(`/products/${product.id}`);
    // One link per card says the name: the picture's is out of the tab order and the accessibility tree.
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Ceramic Brake Pads",
      "Purchase",
    ]);
    const pictureLink = screen.getByRole("img", { hidden: true }).closest("a")!;
    expect(pictureLink.getAttribute("href")).toBe(`/products/${product.id}`);
    expect(pictureLink.getAttribute("tabindex")).toBe("-1");
    expect(pictureLink.getAttribute("aria-hidden")).toBe("true");
  });

  it("says in words what the part's fitment says of the chosen vehicle, and never a fit it does not know", () => {
    const words = {
      FITS: "✓ Fits your 2015 Toyota Corolla",
      FITS_SOME: "Check fitment: fits some 2015 Toyota Corolla",
      DOES_NOT_FIT: "✗ Does not fit your 2015 Toyota Corolla",
      UNIVERSAL: "Universal",
      NOT_CONFIRMED: "Fitment not confirmed",
    } as const;
    for (const [fitmentState, said] of Object.entries(words)) {
      const state = fitmentState as keyof typeof words;
      const { unmount } = renderUi(
        <ProductCard product={{ ...product, fitmentState: state }} vehicle={corolla} />,
      );
      expect(screen.getByText(said)).toBeTruthy();
      if (state !== "FITS") expect(screen.queryByText(/Fits your/)).toBeNull();
      unmount();
    }
  });

  it("says when nothing is left in stock, and adds none of it to the cart", () => {
    renderUi(<ProductCard product={{ ...product, availableQuantity: 0 }} vehicle={null} />);
    expect(screen.getByText("Out of stock")).toBeTruthy();
    const add = screen.getByRole("button", { name: "Add to cart: Ceramic Brake Pads" });
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it("adds the part's minimum order to the cart, with the chosen vehicle, and says so", async () => {
    localStorage.setItem("chosenVehicle", JSON.stringify(corolla));
    const { user } = renderUi(<ProductCard product={product} vehicle={corolla} />);
    const add = screen.getByRole("button", { name: "Add to cart: Ceramic Brake Pads" });
    expect(add.textContent).toBe("Add to cart");
    await user.click(add);
    expect(await screen.findByText("Added to your cart")).toBeTruthy();
    expect(readBrowserCart()).toEqual([{ productId: product.id, quantity: 2, vehicle: corolla }]);
  });

  it("notes in the confirmation a part that may not fit the chosen vehicle", async () => {
    const notes = {
      DOES_NOT_FIT: "Added to your cart — note: this part does not fit your 2015 Toyota Corolla",
      FITS_SOME: "Added to your cart — check fitment: this part fits only some 2015 Toyota Corolla",
      NOT_CONFIRMED:
        "Added to your cart — note: this part's fit for your 2015 Toyota Corolla is not confirmed",
    } as const;
    localStorage.setItem("chosenVehicle", JSON.stringify(corolla));
    for (const [fitmentState, said] of Object.entries(notes)) {
      const state = fitmentState as keyof typeof notes;
      const { user, unmount } = renderUi(
        <ProductCard product={{ ...product, fitmentState: state }} vehicle={corolla} />,
      );
      await user.click(screen.getByRole("button", { name: "Add to cart: Ceramic Brake Pads" }));
      expect(await screen.findByText(said)).toBeTruthy();
      unmount();
    }
  });

  it("says why when the cart cannot take more of it", async () => {
    localStorage.setItem("cart", JSON.stringify([{ productId: product.id, quantity: 47 }]));
    const { user } = renderUi(<ProductCard product={product} vehicle={null} />);
    await user.click(screen.getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Only 48 left in stock")).toBeTruthy();
    expect(readBrowserCart()[0]?.quantity).toBe(47);
  });
});

describe("formatPrice", () => {
  it.each([
    [12.99, "$12.99"],
    [0.39, "$0.39"],
    [159, "$159.00"],
    [1249.5, "$1,249.50"],
  ])("writes %s as %s", (price, text) => expect(formatPrice(price)).toBe(text));
});
