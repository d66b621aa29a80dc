import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInThroughForm, newAccount, registerAccount } from "./support/accounts";
import { poll, startJourney, type Journey } from "./support/browser";
import { cardWith, confirmDialog, control, field, toast } from "./support/page-reading";
import { useShopAndBrowser } from "./support/shop-and-browser";
import { journeySteps } from "./support/steps";
import { PICTURE_REFUSALS } from "../../shared/product-pictures";

/** A real 1x1 PNG, as a phone's camera roll would hand over a (much larger) one. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

interface Part {
  id: string;
  name: string;
  partNumber: string;
  price: number;
  availableQuantity: number;
  reorderLevel: number | null;
  picture: string;
  fitments: Array<{ make: string; model: string; yearFrom: number; yearTo: number }>;
}
const PART_FIELDS =
  "id name partNumber price availableQuantity reorderLevel picture fitments { make model yearFrom yearTo }";

/** Manage Product as a back office: the table's search, sorts, pages and low-stock filter, the full Edit form. */
describe("an admin managing products", () => {
  const admin = newAccount("catalogue-admin", "Cat Alogue");
  const e2e = useShopAndBrowser({ adminEmails: [admin.email] });
  let journey: Journey;
  let page: Page;
  const step = journeySteps();

  const main = () => page.locator("main");
  const table = () => main().getByRole("table", { name: "Products" });
  const bodyRows = () => table().locator("tbody tr");
  /** The table's count of what matches, exactly ("6 parts" is not "36 parts"). */
  const partsShown = (count: number) =>
    main()
      .getByRole("heading", { level: 3 })
      .filter({ hasText: new RegExp(`^${count} parts?$`) });
  const firstCells = () => bodyRows().first().locator("td");

  const parts = async (variables: Record<string, unknown>) =>
    (
      await e2e.shop.graphql<{ products: { totalCount: number; edges: Array<{ node: Part }> } }>(
        `query($filter: ProductFilter, $sort: ProductSort) {
          products(filter: $filter, sort: $sort, first: 100) { totalCount edges { node { ${PART_FIELDS} } } }
        }`,
        variables,
      )
    ).products;
  const stored = async (id: string) =>
    (
      await e2e.shop.graphql<{ product: Part }>(`query($id: ID!) { product(id: $id) { ${PART_FIELDS} } }`, {
        id,
      })
    ).product;

  const editorOf = (name: string) => page.getByRole("dialog", { name: `Edit ${name}` });
  const openEditor = async (row: Locator, name: string) => {
    await control(row, "Edit").click();
    const editor = editorOf(name);
    await field(editor, "Price").waitFor();
    return editor;
  };

  beforeAll(async () => {
    await registerAccount(admin, { verified: true });
    journey = await startJourney(e2e.browser, e2e.shop.url, "manage-products");
    page = journey.page;
  });

  afterAll(async () => {
    await journey?.close();
  });

  step("sees the catalogue as a table of parts, a page at a time, with the count of all", async () => {
    await logInThroughForm(page, admin);
    await page.goto("/dashboard/manageProduct");
    const all = await parts({});
    await partsShown(all.totalCount).waitFor();
    const headers = await table().locator("thead th").allInnerTexts();
    expect(headers.map((text) => text.replace(/[▲▼↕]/g, "").trim())).toEqual([
      "Part Number",
      "Name",
      "Category",
      "Price",
      "Stock",
      "Actions",
    ]);
    expect(await bodyRows().count()).toBe(20);
    await journey.screenshots("table");

    await main().getByRole("button", { name: "Next" }).click();
    const secondPageEnd = Math.min(40, all.totalCount);
    await main().getByText(`Showing 21–${secondPageEnd} of ${all.totalCount} parts`).waitFor();
    expect(await bodyRows().count()).toBe(secondPageEnd - 20);
    await main().getByRole("button", { name: "Previous" }).click();
    await main().getByText(`Showing 1–20 of ${all.totalCount} parts`).waitFor();
  });

  step("sorts by a column's header, one way and then the other", async () => {
    const cheapest = (await parts({ sort: "PRICE_ASC" })).edges[0]!.node;
    const dearest = (await parts({ sort: "PRICE_DESC" })).edges[0]!.node;
    const priceHeader = table().getByRole("columnheader", { name: /Price/ });
    await priceHeader.getByRole("button").click();
    await expect.poll(() => firstCells().nth(1).innerText(), poll).toBe(cheapest.name);
    expect(await priceHeader.getAttribute("aria-sort")).toBe("ascending");
    await priceHeader.getByRole("button").click();
    await expect.poll(() => firstCells().nth(1).innerText(), poll).toBe(dearest.name);
    expect(await priceHeader.getAttribute("aria-sort")).toBe("descending");

    const firstByNumber = (await parts({ sort: "PART_NUMBER_ASC" })).edges[0]!.node;
    await table()
      .getByRole("columnheader", { name: /Part Number/ })
      .getByRole("button")
      .click();
    await expect.poll(() => firstCells().nth(0).innerText(), poll).toBe(firstByNumber.partNumber);
    const leastStock = (await parts({ sort: "STOCK_ASC" })).edges[0]!.node;
    await table().getByRole("columnheader", { name: /Stock/ }).getByRole("button").click();
    await expect.poll(() => firstCells().nth(4).innerText(), poll).toBe(String(leastStock.availableQuantity));
    await journey.screenshots("table-by-stock");
  });

  step("searches by name or part number, and narrows to the parts low on stock", async () => {
    const brakes = await parts({ filter: { search: "brake" } });
    await field(main(), "Search").fill("brake");
    await partsShown(brakes.totalCount).waitFor();
    expect(await bodyRows().count()).toBe(Math.min(brakes.totalCount, 20));
    await journey.screenshots("table-search");

    await field(main(), "Search").fill("");
    const low = await parts({ filter: { lowStock: true } });
    await main().getByText("Low stock only: at or below the reorder level").click();
    await partsShown(low.totalCount).waitFor();
    const shownStock = (await bodyRows().locator("td:nth-child(5)").allInnerTexts()).map(Number);
    expect(shownStock.every((stock) => stock <= 5)).toBe(true);
    await journey.screenshots("table-low-stock");
    await main().getByText("Low stock only: at or below the reorder level").click();
  });

  step(
    "edits every field of a part: price, stock, reorder level, a fitment and an uploaded picture",
    async () => {
      const part = (await parts({ sort: "NAME_ASC" })).edges[0]!.node;
      await table().getByRole("columnheader", { name: /Name/ }).getByRole("button").click();
      const row = cardWith(page, part.name, "Edit");
      await row.waitFor();
      const editor = await openEditor(row, part.name);
      expect(await field(editor, "Part Number").inputValue()).toBe(part.partNumber);
      expect(await field(editor, "Price").inputValue()).toBe(String(part.price));

      // A page saved as .jpg is refused, by its bytes, in the shop's words.
      await field(editor, "Upload a Picture").setInputFiles({
        name: "photo.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("<html>not a picture</html>"),
      });
      await editor.getByText(PICTURE_REFUSALS.notAPicture).waitFor();
      await field(editor, "Upload a Picture").setInputFiles({
        name: "pads.png",
        mimeType: "image/png",
        buffer: PNG,
      });
      await editor.getByText("pads.png uploaded").waitFor();
      const pictureUrl = await field(editor, "Photo URL").inputValue();
      expect(pictureUrl).toMatch(/^\/pictures\/[0-9a-f]{64}\.png$/);

      await field(editor, "Price").fill("23.4");
      await field(editor, "Available Quantity").fill("7");
      await field(editor, "Reorder Level").fill("8");
      await editor.getByRole("button", { name: "Add a vehicle" }).click();
      const added = editor.getByRole("group", { name: `Fitment ${part.fitments.length + 1}` });
      await field(added, "Make").fill("Honda");
      await field(added, "Model").fill("Civic");
      await field(added, "First Year").fill("2016");
      await field(added, "Last Year").fill("2021");
      await journey.screenshots("edit-form");
      await editor.getByRole("button", { name: "Save" }).click();
      await toast(page, "Product updated").waitFor();
      await editor.waitFor({ state: "hidden" });
      await expect.poll(() => row.innerText(), poll).toContain("$23.40");

      const saved = await stored(part.id);
      expect(saved).toMatchObject({
        price: 23.4,
        availableQuantity: 7,
        reorderLevel: 8,
        picture: pictureUrl,
      });
      expect(saved.fitments).toEqual([
        ...part.fitments,
        { make: "Honda", model: "Civic", yearFrom: 2016, yearTo: 2021 },
      ]);
      const picture = await fetch(`${e2e.shop.url}${pictureUrl}`);
      expect(picture.status).toBe(200);
      expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);
      // 7 left, reorders at 8: low on stock now.
      expect((await parts({ filter: { lowStock: true, search: part.partNumber } })).totalCount).toBe(1);
    },
  );

  step("is shown the server's refusal beside its field, and nothing is saved", async () => {
    const [first, second] = (await parts({ sort: "NAME_ASC" })).edges.map((edge) => edge.node);
    const row = cardWith(page, second!.name, "Edit");
    const editor = await openEditor(row, second!.name);
    await field(editor, "Part Number").fill(first!.partNumber);
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByText("Part Number is already used by another product").waitFor();
    await journey.screenshots("edit-form-refused");
    expect((await stored(second!.id)).partNumber).toBe(second!.partNumber);
    await editor.getByRole("button", { name: "Close" }).click();
    await editor.waitFor({ state: "hidden" });
  });

  step("deletes a part after confirming, and the count goes down", async () => {
    const all = await parts({});
    const part = (await parts({ sort: "NAME_ASC" })).edges[1]!.node;
    const row = cardWith(page, part.name, "Delete");
    await control(row, "Delete").click();
    await confirmDialog(page);
    await toast(page, "Successfully deleted the Product!!!").waitFor();
    await row.waitFor({ state: "detached" });
    await partsShown(all.totalCount - 1).waitFor();
  });

  it("met no uncaught error and no page wider than the screen on the way", () => journey.finish());
});
