// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { PartPage } from "../../../../client/src/features/catalogue/part-page";
import { PATHS } from "../../../../client/src/lib/paths";
import { SiteOriginContext } from "../../../../client/src/lib/site-origin";
import { addProduct } from "../../../support/products";
import { LocationProbe, renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import { inShop } from "../../../support/in-shop";

const shop = useShopForPage();

/** The first answers of a freshly started shop can take longer than testing-library's 1 s default. */
const slow = { timeout: 10_000 };

const suffix = randomUUID().slice(0, 6).toUpperCase();
const PADS = {
  name: `Ceramic Pads ${suffix}`,
  partNumber: `BP-${suffix}`,
  category: "Brakes",
  description: "Low-dust ceramic front pad set </script><b>quiet</b> & long-lasting.",
  price: 12.5,
  minimumOrderQuantity: 2,
  availableQuantity: 48,
  picture: "/assets/parts/ceramic-brake-pads.svg",
  oeNumbers: ["04465-02220", "04465-12610"],
  interchangeNumbers: ["D1210"],
  fitments: [
    { make: "Toyota", model: "Corolla", yearFrom: 2014, yearTo: 2019 },
    { make: "Honda", model: "Civic", yearFrom: 2016, yearTo: 2016 },
    {
      make: "Toyota",
      model: "Corolla",
      yearFrom: 2020,
      yearTo: 2022,
      submodel: "SE",
      engine: "2.0L L4",
      position: "FRONT" as const,
      note: "with 11.1-inch rotors",
    },
  ],
};
const MIRROR = {
  name: `Mirror ${suffix}`,
  partNumber: `MR-${suffix}`,
  category: "Body",
  description: "A convex blind-spot mirror that fits any side mirror. ".repeat(5).trim(),
  price: 7,
  minimumOrderQuantity: 1,
  availableQuantity: 0,
  universal: true,
};
/** Added as Add Product adds a part when no vehicle is listed: nothing is known of its fitment. */
const UNLISTED = { name: `Bracket ${suffix}`, price: 5, minimumOrderQuantity: 1 };
let padsId: string;
let mirrorId: string;
let unlistedId: string;

beforeAll(async () => {
  const admin = await shop().signUp("admin");
  padsId = await addProduct(shop().gql, admin.accessToken, PADS);
  mirrorId = await addProduct(shop().gql, admin.accessToken, MIRROR);
  unlistedId = await addProduct(shop().gql, admin.accessToken, UNLISTED);
});

function renderPartPage(id: string, origin?: string) {
  const page = inShop(<PartPage />, { status: "signedOut" });
  return renderUi(
    origin ? <SiteOriginContext.Provider value={origin}>{page}</SiteOriginContext.Provider> : page,
    {
      path: `/products/${id}`,
      routePattern: PATHS.part,
      routes: { [PATHS.purchase]: <LocationProbe /> },
    },
  );
}

const headTag = (selector: string) => document.head.querySelector(selector);
const meta = (attribute: "name" | "property", key: string) =>
  headTag(`meta[${attribute}="${key}"]`)?.getAttribute("content");

describe("a part's public page, against the real shop", () => {
  it("shows the part: picture, name, part number, category, price, stock, minimum order, description", async () => {
    renderPartPage(padsId);
    expect(await screen.findByRole("heading", { level: 1, name: PADS.name }, slow)).toBeTruthy();
    const picture = screen.getByRole("img", { name: PADS.name });
    expect(picture.getAttribute("src")).toBe(PADS.picture);
    expect(picture.getAttribute("loading")).not.toBe("lazy");
    expect(screen.getByText(PADS.partNumber)).toBeTruthy();
    expect(screen.getByText("Brakes")).toBeTruthy();
    expect(screen.getByText("$12.50 per product")).toBeTruthy();
    expect(screen.getByText("In stock: 48 available")).toBeTruthy();
    expect(screen.getByText("Minimum order quantity").nextElementSibling?.textContent).toBe("2");
    expect(screen.getByText(PADS.description)).toBeTruthy();
  });

  it("lists the OE numbers the part replaces and other brands' numbers for it, and none where it has none", async () => {
    renderPartPage(padsId);
    await screen.findByRole("heading", { level: 1, name: PADS.name }, slow);
    expect(screen.getByText("Replaces OE").nextElementSibling?.textContent).toBe("04465-02220, 04465-12610");
    expect(screen.getByText("Interchanges with").nextElementSibling?.textContent).toBe("D1210");
    renderPartPage(mirrorId);
    await screen.findByRole("heading", { level: 1, name: MIRROR.name }, slow);
    // The pads' page is still shown above the mirror's: the one "Replaces OE" is theirs.
    expect(screen.getAllByText("Replaces OE")).toHaveLength(1);
  });

  it("lists the vehicles it fits as a table grouped by make and model, with submodels, engines and positions", async () => {
    renderPartPage(padsId);
    const table = await screen.findByRole("table", { name: "Vehicles this part fits" }, slow);
    const texts = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
    expect(texts(within(table).getAllByRole("columnheader"))).toEqual([
      "Make",
      "Model",
      "Years",
      "Submodel",
      "Engine",
      "Position",
      "Note",
    ]);
    const [, ...rows] = within(table).getAllByRole("row");
    // The Corolla's make and model span both its rows.
    expect(rows.map((row) => texts(within(row).getAllByRole("cell")))).toEqual([
      // Not narrowed to a submodel or an engine: all of them.
      ["Honda", "Civic", "2016", "All", "All", "", ""],
      ["Toyota", "Corolla", "2014–2019", "All", "All", "", ""],
      ["2020–2022", "SE", "2.0L L4", "Front", "with 11.1-inch rotors"],
    ]);
    expect(within(rows[1]!).getByText("Corolla").getAttribute("rowspan")).toBe("2");
  });

  it("says a universal part fits every vehicle, and a sold-out part is out of stock", async () => {
    renderPartPage(mirrorId);
    expect(await screen.findByRole("heading", { level: 1, name: MIRROR.name }, slow)).toBeTruthy();
    expect(screen.getByText("Universal: fits every vehicle")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("Out of stock")).toBeTruthy();
    expect(screen.queryByText(/In stock/)).toBeNull();
  });

  it("says a part without fitment data is not confirmed, for any vehicle chosen", async () => {
    localStorage.setItem("chosenVehicle", JSON.stringify({ make: "Toyota", model: "Corolla", year: 2015 }));
    renderPartPage(unlistedId);
    expect(await screen.findByText("Fitment not confirmed", {}, slow)).toBeTruthy();
    expect(screen.getByText(/^Fitment not confirmed: this part has no vehicle list yet/)).toBeTruthy();
    expect(screen.queryByText(/Fits your/)).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("leads Purchase to the part's purchase page", async () => {
    const { user } = renderPartPage(padsId);
    const purchase = await screen.findByRole("link", { name: "Purchase" }, slow);
    expect(purchase.getAttribute("href")).toBe(`/purchase/${padsId}`);
    await user.click(purchase);
    expect(screen.getByTestId("location").textContent).toBe(`/purchase/${padsId}`);
  });

  it("says whether the part fits the chosen vehicle, and nothing when none is chosen", async () => {
    const { unmount } = renderPartPage(padsId);
    await screen.findByRole("heading", { level: 1, name: PADS.name }, slow);
    expect(screen.queryByText(/fit your/)).toBeNull();
    unmount();

    localStorage.setItem("chosenVehicle", JSON.stringify({ make: "Toyota", model: "Corolla", year: 2015 }));
    const fitting = renderPartPage(padsId);
    expect(await screen.findByText("✓ Fits your 2015 Toyota Corolla", {}, slow)).toBeTruthy();
    fitting.unmount();

    localStorage.setItem("chosenVehicle", JSON.stringify({ make: "Honda", model: "Civic", year: 2018 }));
    renderPartPage(padsId);
    expect(await screen.findByText("✗ Does not fit your 2018 Honda Civic", {}, slow)).toBeTruthy();
  });

  it.each([
    ["an id no part has", "0123456789abcdef01234567"],
    ["a malformed id", "not-a-part"],
  ])("shows the not-found page for %s", async (_, id) => {
    renderPartPage(id);
    expect(await screen.findByText("The page you are looking for is not found.", {}, slow)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    expect(document.title).toBe("Page not found · Vehicle Parts Shop");
    expect(meta("name", "robots")).toBe("noindex");
    expect(headTag('link[rel="canonical"]')).toBeNull();
  });

  it("names itself in the document's head: title, description, canonical URL and Open Graph", async () => {
    renderPartPage(padsId, "https://shop.example");
    await screen.findByRole("heading", { level: 1, name: PADS.name }, slow);
    const url = `https://shop.example/products/${padsId}`;
    expect(document.title).toBe(`${PADS.name} (${PADS.partNumber}) · Vehicle Parts Shop`);
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(meta("name", "description")).toBe(PADS.description);
    expect(headTag('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(meta("property", "og:type")).toBe("product");
    expect(meta("property", "og:title")).toBe(`${PADS.name} (${PADS.partNumber})`);
    expect(meta("property", "og:description")).toBe(PADS.description);
    expect(meta("property", "og:url")).toBe(url);
    expect(meta("property", "og:image")).toBe(`https://shop.example${PADS.picture}`);
  });

  it("takes the page's own origin in the browser, and cuts a long description for search results", async () => {
    renderPartPage(mirrorId);
    await screen.findByRole("heading", { level: 1, name: MIRROR.name }, slow);
    expect(headTag('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${window.location.origin}/products/${mirrorId}`,
    );
    const description = meta("name", "description")!;
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/^A convex blind-spot mirror .*\w…$/);
    expect(MIRROR.description.startsWith(description.slice(0, -1))).toBe(true);
  });

  it("describes the part to search engines as schema.org Product JSON-LD", async () => {
    const { container } = renderPartPage(padsId, "https://shop.example");
    await screen.findByRole("heading", { level: 1, name: PADS.name }, slow);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    // The description's </script> is escaped in the page's source, so the block stays whole.
    expect(scripts[0]!.innerHTML).not.toContain("</script>");
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: PADS.name,
      sku: PADS.partNumber,
      mpn: PADS.partNumber,
      description: PADS.description,
      image: `https://shop.example${PADS.picture}`,
      category: "Brakes",
      additionalProperty: [
        { "@type": "PropertyValue", name: "OE number", value: "04465-02220" },
        { "@type": "PropertyValue", name: "OE number", value: "04465-12610" },
        { "@type": "PropertyValue", name: "Interchange number", value: "D1210" },
      ],
      offers: {
        "@type": "Offer",
        price: "12.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: `https://shop.example/products/${padsId}`,
      },
    });
  });
});
