import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAccount, logInThroughForm, newAccount, registerAccount } from "./support/accounts";
import { WIDTHS, poll, startJourney, type Journey } from "./support/browser";
import {
  cardWith,
  confirmDialog,
  control,
  field,
  menuLink,
  openScreen,
  sideMenu,
  tableRow,
  toast,
} from "./support/page-reading";
import { useShopAndBrowser } from "./support/shop-and-browser";
import { orderFirstProduct } from "./support/orders";
import { journeySteps } from "./support/steps";

/** WCAG's contrast ratio of two opaque colours as the browser computes them (`rgb(r, g, b)`). */
function contrastRatio(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** An admin's visit: users, products and orders, on a shop with a few customers and one order. */
describe("an admin", () => {
  const admin = newAccount("admin", "Alex Admin");
  const buyer = newAccount("buyer", "Bea Buyer");
  const promoted = newAccount("promoted", "Pat Promoted");
  const removed = newAccount("removed", "Remy Removed");
  const order = { address: "3 Quay Street, Bristol", phone: "0117 496 0123" };
  const question = {
    email: "asker@example.com",
    subject: "Front pads for a 2016 Civic?",
    message: "Which front brake pads fit a 2016 Honda Civic 1.5T?",
  };
  const newProduct = {
    Name: "Test Rig Bracket",
    Description: "A steel bracket for mounting test rigs.",
    "Available Quantity": "40",
    "Minimum Order Quantity": "2",
    Price: "18.5",
  };
  const e2e = useShopAndBrowser({ adminEmails: [admin.email] });
  let journey: Journey;
  let page: Page;
  let orderedProduct: string;
  const step = journeySteps();

  beforeAll(async () => {
    await registerAccount(admin, { verified: true });
    const [buyerToken] = await Promise.all(
      [buyer, promoted, removed].map((account) => apiAccount(e2e.shop, account)),
    );
    orderedProduct = await orderFirstProduct(e2e.shop, buyerToken!, order);
    await e2e.shop.graphql(
      "mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }",
      { input: question },
    );
    journey = await startJourney(e2e.browser, e2e.shop.url, "admin");
    page = journey.page;
  });

  afterAll(async () => {
    await journey?.close();
  });

  step("logs in and sees the admin's dashboard menu", async () => {
    await logInThroughForm(page, admin);
    await page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
    await page.getByRole("heading", { name: "Welcome to Dashboard" }).waitFor();
    for (const item of [
      "My Profile",
      "All User",
      "Add Product",
      "Manage Product",
      "Import Catalogue",
      "Manage Orders",
    ]) {
      await menuLink(page, item).waitFor();
    }
    expect(
      await sideMenu(page)
        .getByRole("link", { name: /^(Add Review|My Order)$/ })
        .count(),
    ).toBe(0);
    await journey.screenshots("my-profile");
  });

  step("on a phone and a tablet, opens the dashboard's screens from the bar's one menu button", async () => {
    const bar = page.getByRole("banner");
    for (const size of WIDTHS.slice(0, 2)) {
      await page.setViewportSize(size);
      expect(await bar.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.ariaLabel))).toEqual(
        ["Toggle navigation menu"],
      );
      await control(bar, "Toggle navigation menu").click();
      // One menu for both: the shop's pages and the dashboard's screens.
      await bar.getByRole("link", { name: "Products", exact: true }).waitFor();
      await menuLink(page, "Manage Orders").click();
      await page.waitForURL("**/dashboard/manageOrders");
      await sideMenu(page).waitFor({ state: "hidden" });
    }
    await page.setViewportSize(WIDTHS[2]);
  });

  step("counts the users and makes a customer an admin", async () => {
    await openScreen(page, "All User");
    // The admin, who just signed in, and the three customers.
    await page.locator("main").getByRole("heading", { name: /\b4\b/ }).waitFor();
    const row = tableRow(page, promoted.email);
    await journey.screenshots("all-users");
    await control(row, "Make Admin").click();
    await confirmDialog(page);
    await toast(page, "Successfully make an admin!!").waitFor();
    // Below the navigation bar, not over its links and the cart's count.
    const [barBox, toastBox] = await Promise.all([
      page.getByRole("banner").boundingBox(),
      toast(page, "Successfully make an admin!!").boundingBox(),
    ]);
    expect(toastBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
    // Its words readable on its white by WCAG AA (axe leaves toasts out: they fade on a timer).
    const [words, ground] = await toast(page, "Successfully make an admin!!").evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element.closest(".Toastify__toast")!).backgroundColor,
    ]);
    expect(contrastRatio(words!, ground!)).toBeGreaterThanOrEqual(4.5);
    await row.getByText("Admin", { exact: true }).waitFor();
    expect(await control(row, "Make Admin").count()).toBe(0);
  });

  step("finds a user by the start of their e-mail, whatever its case", async () => {
    const search = page.getByRole("search");
    await field(search, "Email").fill(promoted.email.slice(0, 12).toUpperCase());
    await control(search, "Search").click();
    await page.getByText(`1 user matches “${promoted.email.slice(0, 12).toUpperCase()}”`).waitFor();
    await tableRow(page, promoted.email).waitFor();
    expect(await page.locator("main").getByRole("row").count()).toBe(2);
    await journey.screenshots("all-users-search");
    await control(search, "Clear").click();
    await tableRow(page, removed.email).waitFor();
  });

  step("removes a user after confirming", async () => {
    const row = tableRow(page, removed.email);
    await control(row, "Remove User").click();
    await confirmDialog(page);
    await row.waitFor({ state: "detached" });
    await page.locator("main").getByRole("heading", { name: /\b3\b/ }).waitFor();
  });

  step("is told what a new product needs, then adds it", async () => {
    await openScreen(page, "Add Product");
    const main = page.locator("main");
    const submit = main.getByRole("button", { name: "Add Product", exact: true });
    await submit.click();
    for (const message of ["Name is Required", "Minimum Order Quantity is Required", "Price is Required"]) {
      await main.getByText(message, { exact: true }).waitFor();
    }
    await journey.screenshots("add-product-errors");

    for (const [label, value] of Object.entries(newProduct)) {
      await field(main, label).fill(value);
    }
    await field(main, "Photo URL").fill(`${e2e.shop.url}/assets/parts/ceramic-brake-pads.svg`);
    await journey.screenshots("add-product");
    await submit.click();
    await toast(page, "Product added successfully!!!").waitFor();
  });

  step("finds the new product under Manage Product and changes its price and stock", async () => {
    await openScreen(page, "Manage Product");
    const card = cardWith(page, newProduct.Name, "Delete");
    await card.waitFor();
    await journey.screenshots("manage-products");

    await control(card, "Edit").click();
    // The form may sit in a dialog whose submit button is outside the <form> element (form="...").
    const editor = page.getByRole("dialog").filter({ has: field(page, "Price") });
    await field(editor, "Price").fill("21.75");
    await field(editor, "Available Quantity").fill("65");
    await journey.screenshots("edit-product");
    await editor.locator("button[type=submit]").click();
    await editor.waitFor({ state: "hidden" });
    await expect.poll(() => card.innerText(), poll).toContain("21.75");
    expect(await card.innerText()).toContain("65");
  });

  step("deletes the product after confirming", async () => {
    const card = cardWith(page, newProduct.Name, "Delete");
    await control(card, "Delete").click();
    await confirmDialog(page);
    await toast(page, "Successfully deleted the Product!!!").waitFor();
    await card.waitFor({ state: "detached" });
  });

  step("imports a supplier's file: is shown its problem by line, then imports the good lines", async () => {
    await openScreen(page, "Import Catalogue");
    const main = page.locator("main");
    const supplierFile = [
      "Part Number,Name,Price,Minimum Order Quantity,Available Quantity,Fitments",
      "SUP-100,Supplier Air Filter,12.4,1,30,Toyota|Corolla|2014-2019",
      "SUP-101,Supplier Oil Filter,free,1,30,",
    ].join("\n");
    await field(main, "Catalogue File").setInputFiles({
      name: "supplier.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(supplierFile),
    });
    const importButton = main.getByRole("button", { name: "Import", exact: true });
    await importButton.click();
    await main.getByText("Nothing was imported: 1 problem to fix").waitFor();
    const problem = main.getByRole("table", { name: "Problems in the file" }).getByRole("row").nth(1);
    expect(await problem.innerText()).toMatch(/^3\s+Price\s+Price/);
    await journey.screenshots("import-catalogue-problems");

    await main
      .getByText("Import the good lines only, leaving out the lines with problems", { exact: true })
      .click();
    await importButton.click();
    await toast(page, "Catalogue imported").waitFor();
    await main.getByText("Imported: 1 created, 0 updated, 0 unchanged, 1 refused").waitFor();
    await journey.screenshots("import-catalogue");

    const [file] = await Promise.all([
      page.waitForEvent("download"),
      main.getByRole("button", { name: "Download the catalogue (CSV)" }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d\d-\d\d\.csv$/);
    expect(await readFile(await file.path(), "utf8")).toContain(
      "SUP-100,Supplier Air Filter,,Other,12.4,30,1,,,,,Toyota|Corolla|2014-2019",
    );
  });

  step("sees every order with its buyer under Manage Orders", async () => {
    await openScreen(page, "Manage Orders");
    const main = page.locator("main");
    await main.getByText("All Orders: 1", { exact: true }).waitFor();
    for (const detail of [orderedProduct, buyer.email, order.phone, order.address]) {
      await main.getByText(detail).first().waitFor();
    }
    await journey.screenshots("manage-orders");
  });

  step("filters the orders by status and by the buyer's e-mail", async () => {
    const main = page.locator("main");
    const filters = main.getByRole("form", { name: "Filter orders" });
    await field(filters, "Status").selectOption({ label: "Cancelled" });
    await control(filters, "Apply filters").click();
    await main.getByText("0 orders match these filters", { exact: true }).waitFor();
    await field(filters, "Status").selectOption({ label: "Placed" });
    await field(filters, "Email").fill(buyer.email.slice(0, 10));
    await control(filters, "Apply filters").click();
    await main.getByText("1 order matches these filters", { exact: true }).waitFor();
    await main.getByText(buyer.email).waitFor();
    await journey.screenshots("manage-orders-filtered");
    await control(filters, "Clear filters").click();
    await expect.poll(() => main.getByText(/match(es)? these filters/).count(), poll).toBe(0);
  });

  step(
    "reads the Inbox: the new message counted in the menu, answers it, and it is new no more",
    async () => {
      const inboxLink = sideMenu(page).getByRole("link", { name: /^Inbox/ });
      await expect.poll(() => inboxLink.innerText(), poll).toMatch(/^Inbox\s*1/);
      await inboxLink.click();
      const main = page.locator("main");
      const card = main.getByRole("article", { name: question.subject });
      await card.getByText(question.message).waitFor();
      await main.getByText("1 message not handled yet", { exact: true }).waitFor();
      await journey.screenshots("inbox");

      await control(card, "Answer").click();
      await field(card, "Answer").fill("Yes: our ceramic front set fits it.");
      await journey.screenshots("inbox-answer");
      await card.getByRole("button", { name: "Send answer" }).click();
      await toast(page, `Answer sent to ${question.email}`).waitFor();
      await main.getByText("0 messages not handled yet", { exact: true }).waitFor();
      await expect.poll(() => inboxLink.innerText(), poll).toBe("Inbox");

      await field(main, "Show").selectOption({ label: "Handled" });
      const handled = main.getByRole("article", { name: question.subject });
      await handled.getByText("Yes: our ceramic front set fits it.").waitFor();
      expect(await handled.innerText()).toContain(`Handled by ${admin.email}`);
      await journey.screenshots("inbox-handled");
    },
  );

  it("met no uncaught error and no page wider than the screen on the way", () => journey.finish());
});
