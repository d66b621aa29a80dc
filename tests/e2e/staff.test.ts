import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAccount, logInThroughForm, newAccount, registerAccount } from "./support/accounts";
import { startJourney, type Journey } from "./support/browser";
import { control, field, menuLink, openScreen, sideMenu, tableRow, toast } from "./support/page-reading";
import { useShopAndBrowser } from "./support/shop-and-browser";
import { orderFirstProduct } from "./support/orders";
import { journeySteps } from "./support/steps";

const menuItems = async (page: Page) =>
  (await sideMenu(page).getByRole("link").allInnerTexts()).map((text) => text.trim());

/**
 * The owner and a colleague: the owner imports a supplier's file and gives the colleague the orders
 * role; the colleague sees only what that role opens and ships an order; the owner's Audit Log shows
 * the import, the role and the shipment, each with who did it.
 */
describe("an owner and a colleague with the orders role", () => {
  const owner = newAccount("owner", "Olive Owner");
  const colleague = newAccount("packer", "Parker Packer");
  const buyer = newAccount("buyer", "Bea Buyer");
  const e2e = useShopAndBrowser({ adminEmails: [owner.email] });
  let ownerVisit: Journey;
  let orderName: string;
  const step = journeySteps();

  beforeAll(async () => {
    await registerAccount(owner, { verified: true });
    const [buyerToken] = await Promise.all([apiAccount(e2e.shop, buyer), apiAccount(e2e.shop, colleague)]);
    orderName = await orderFirstProduct(e2e.shop, buyerToken, {
      address: "3 Quay Street, Bristol",
      phone: "0117 496 0123",
    });
    ownerVisit = await startJourney(e2e.browser, e2e.shop.url, "staff", "owner");
  });

  afterAll(async () => {
    await ownerVisit?.close();
  });

  step("the owner imports a supplier's catalogue file", async () => {
    const page = ownerVisit.page;
    await logInThroughForm(page, owner);
    await page.goto("/dashboard");
    await openScreen(page, "Import Catalogue");
    const main = page.locator("main");
    await field(main, "Catalogue File").setInputFiles({
      name: "supplier.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [
          "Part Number,Name,Price,Minimum Order Quantity,Available Quantity,Fitments",
          "STAFF-1,Staff Cabin Filter,9.9,1,12,Ford|Focus|2015-2018",
          "STAFF-2,Staff Spark Plug,4.5,4,200,",
        ].join("\n"),
      ),
    });
    await main.getByRole("button", { name: "Import", exact: true }).click();
    await toast(page, "Catalogue imported").waitFor();
    await main.getByText("Imported: 2 created, 0 updated, 0 unchanged, 0 refused").waitFor();
  });

  step("gives the colleague the orders role on All User", async () => {
    const page = ownerVisit.page;
    await openScreen(page, "All User");
    const row = tableRow(page, colleague.email);
    await row.getByText("Customer", { exact: true }).waitFor();
    await row.getByRole("button", { name: `Roles of ${colleague.email}` }).click();
    const dialog = page.getByRole("dialog", { name: `Staff roles of ${colleague.email}` });
    await dialog.getByText("Orders", { exact: true }).click();
    await ownerVisit.screenshots("staff-roles");
    await dialog.getByRole("button", { name: "Save roles" }).click();
    await toast(page, `Roles saved for ${colleague.email}`).waitFor();
    await row.getByText("Orders", { exact: true }).waitFor();
    await ownerVisit.screenshots("all-users-roles");
  });

  step("the colleague sees only Manage Orders and Returns, and ships the order", async () => {
    const desk = await startJourney(e2e.browser, e2e.shop.url, "staff", "colleague");
    try {
      await logInThroughForm(desk.page, colleague);
      await desk.page.goto("/dashboard");
      await menuLink(desk.page, "Manage Orders").waitFor();
      expect(await menuItems(desk.page)).toEqual(["My Profile", "Manage Orders", "Returns"]);
      await desk.screenshots("colleague-dashboard");

      // A page the role does not open sends them back to the dashboard.
      await desk.page.goto("/dashboard/importCatalogue");
      await desk.page.waitForURL((url) => url.pathname === "/dashboard");

      await openScreen(desk.page, "Manage Orders");
      const order = desk.page.getByRole("article", { name: orderName });
      await order.getByRole("button", { name: "Ship", exact: true }).click();
      await field(order, "Carrier").fill("DHL");
      await field(order, "Tracking Number").fill("JD0146000033");
      await order.getByRole("button", { name: "Mark as shipped" }).click();
      await toast(desk.page, "Order shipped").first().waitFor();
      await order.getByText("Shipped", { exact: true }).waitFor();
      await desk.screenshots("colleague-shipped");
    } finally {
      await desk.finish();
    }
  });

  step("the owner's Audit Log shows the import, the role and the shipment, and who made each", async () => {
    const page = ownerVisit.page;
    await openScreen(page, "Audit Log");
    const main = page.locator("main");
    await main.getByText("Audit Log: 3", { exact: true }).waitFor();
    const shipped = tableRow(page, "Order shipped");
    await shipped.getByText(colleague.email).waitFor();
    expect(await shipped.innerText()).toMatch(/placed → shipped/);
    const roles = tableRow(page, "Roles changed");
    await roles.getByText(owner.email).waitFor();
    expect(await roles.innerText()).toMatch(/none → orders/);
    const imported = tableRow(page, "Catalogue imported");
    expect(await imported.innerText()).toMatch(/created\s+— → 2/);
    await ownerVisit.screenshots("audit-log");

    const filters = main.getByRole("form", { name: "Filter changes" });
    await field(filters, "Who").fill(colleague.email.slice(0, 9));
    await control(filters, "Apply filters").click();
    await main.getByText("1 change matches these filters", { exact: true }).waitFor();
    await ownerVisit.screenshots("audit-log-filtered");
  });

  step(
    "the owner adds a webhook endpoint, is told why a local one is refused, and sends a test",
    async () => {
      const page = ownerVisit.page;
      await openScreen(page, "Webhooks");
      const main = page.locator("main");
      await main.getByText("No endpoint yet: add the first below.").waitFor();
      const form = main.getByRole("form", { name: "Add an endpoint" });
      await field(form, "URL").fill("http://127.0.0.1:9/hooks");
      await form.getByText("order.shipped: an order is shipped").click();
      await form.getByRole("button", { name: "Add endpoint" }).click();
      await form.getByText("Webhooks are sent over https only: the URL must start with https://").waitFor();

      await field(form, "URL").fill("https://erp.example.com/hooks/shop");
      await form.getByRole("button", { name: "Add endpoint" }).click();
      await toast(page, "Endpoint added").waitFor();
      const card = main.getByRole("article", { name: "https://erp.example.com/hooks/shop" });
      await card.getByText("order.shipped", { exact: true }).waitFor();
      await card.getByText("Nothing sent yet.").waitFor();
      await card.getByRole("button", { name: "Show secret" }).click();
      await card.getByText(/^whsec_[0-9a-f]{48}$/).waitFor();

      await card.getByRole("button", { name: "Send test" }).click();
      await toast(page, "Test event queued: its delivery shows below in a moment").waitFor();
      // No internet here: the name does not resolve, and the log says so.
      const row = card.getByRole("row").filter({ hasText: "ping" });
      await expect.poll(() => row.innerText(), { timeout: 15_000 }).toMatch(/ENOTFOUND|EAI_AGAIN/);
      await ownerVisit.screenshots("webhooks");
    },
  );

  it("met no uncaught error and no page wider than the screen on the way", () => ownerVisit.finish());
});
