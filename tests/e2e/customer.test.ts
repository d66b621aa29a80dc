import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  logInThroughForm,
  navbarName,
  newAccount,
  registerAccount,
  signOutButton,
  storedAccessToken,
} from "./support/accounts";
import { poll, startJourney, type Journey } from "./support/browser";
import {
  cardWith,
  confirmDialog,
  control,
  field,
  menuLink,
  openScreen,
  purchaseButtons,
  sideMenu,
  toast,
} from "./support/page-reading";
import { useShopAndBrowser } from "./support/shop-and-browser";
import { STEP_MS, journeySteps } from "./support/steps";

const banner = (page: Page) => page.getByRole("banner");
const bannerLink = (page: Page, name: string) => banner(page).getByRole("link", { name, exact: true });

interface Product {
  id: string;
  name: string;
  minimumOrderQuantity: number;
}

describe("customer journeys", () => {
  const e2e = useShopAndBrowser();

  /**
   * One customer's visit, step by step in one browser context: each step starts where the last one
   * left the page, as a person's visit would.
   */
  describe("a customer", () => {
    const customer = newAccount("customer", "Casey Driver");
    let journey: Journey;
    let page: Page;
    let product: Product;
    const step = journeySteps();

    beforeAll(async () => {
      journey = await startJourney(e2e.browser, e2e.shop.url, "customer");
      page = journey.page;
    });

    afterAll(async () => {
      await journey?.close();
    });

    step("signs up with name, e-mail and password and ends signed in", async () => {
      await page.goto("/signUp");
      const main = page.locator("main");
      await main.getByRole("heading", { name: "Sign Up", exact: true }).waitFor();
      await journey.screenshots("sign-up");
      await field(main, "Name").fill(customer.name);
      await field(main, "Email").fill(customer.email);
      await field(main, "Password").fill(customer.password);
      await main.getByRole("button", { name: "Sign Up", exact: true }).click();

      await signOutButton(page).waitFor();
      await navbarName(page, customer.name).waitFor();
      await expect.poll(() => storedAccessToken(page), poll).toBeTruthy();
      // Sign-up's last steps (display name, renewed token) may still be running: the redirect follows them.
      await page.waitForURL((url) => url.pathname === "/");
    });

    step("opens a part from the catalogue and orders it", async () => {
      await bannerLink(page, "Products").click();
      await page.waitForURL("**/products");
      await purchaseButtons(page.locator("main")).first().click();
      await page.waitForURL(/\/purchase\/[^/]+$/);
      const id = decodeURIComponent(page.url().split("/").pop()!);
      ({ product } = await e2e.shop.graphql<{ product: Product }>(
        "query($id: ID!) { product(id: $id) { id name minimumOrderQuantity } }",
        { id },
      ));

      const main = page.locator("main");
      await main.getByText("Add to My Product", { exact: true }).waitFor();
      await main.getByText(product.name).first().waitFor();
      const name = field(main, "Name");
      const email = field(main, "Email");
      expect(await name.isDisabled()).toBe(true);
      expect(await email.isDisabled()).toBe(true);
      expect(await name.inputValue()).toBe(customer.name);
      expect(await email.inputValue()).toBe(customer.email);
      await journey.screenshots("purchase");

      await field(main, "Address").fill("12 Harbour Road, Portsmouth");
      await field(main, "Quantity").fill(String(product.minimumOrderQuantity));
      await field(main, "Phone").fill("+44 7700 900123");
      await main.getByRole("button", { name: "Order Now", exact: true }).click();
      await toast(page, "Your Order is Proceed!!!").waitFor();
      await journey.screenshots("purchase-ordered");
    });

    step("sees the dashboard with the customer's menu", async () => {
      await bannerLink(page, "Dashboard").click();
      await page.getByRole("heading", { name: "Welcome to Dashboard" }).waitFor();
      for (const item of ["My Profile", "Add Review", "My Order"]) {
        await menuLink(page, item).waitFor();
      }
      expect(await sideMenu(page).getByRole("link", { name: "All User" }).count()).toBe(0);
      await journey.screenshots("dashboard");
    });

    step("finds the order under My Order and deletes it", async () => {
      await openScreen(page, "My Order");
      const order = cardWith(page, product.name, "Delete");
      await order.waitFor();
      await journey.screenshots("my-orders");
      await control(order, "Delete").click();
      await confirmDialog(page);
      await order.waitFor({ state: "detached" });
    });

    step("adds a review, which the home page then shows under Our Client Feedback", async () => {
      const feedback = `The ${product.name} arrived quickly and fitted first time.`;
      await openScreen(page, "Add Review");
      const main = page.locator("main");
      await field(main, "Message").fill(feedback);
      await field(main, "Name").fill(customer.name);
      await field(main, "Rating").fill("5");
      await journey.screenshots("add-review");
      await main.getByRole("button", { name: "Add Review", exact: true }).click();
      await toast(page, "Successfully added your Review!!").waitFor();

      await bannerLink(page, "Home").click();
      await main.getByRole("heading", { name: "Our Client Feedback" }).waitFor();
      await main.getByText(feedback).waitFor();
      await journey.screenshots("home-with-review");
    });

    step("updates the profile, and the card shows it, after a reload too", async () => {
      const profile = {
        Education: "BSc Automotive Engineering",
        Address: "7 Mill Lane, Leeds",
        Phone: "0113 496 0000",
      };
      await bannerLink(page, "Dashboard").click();
      await openScreen(page, "My Profile");
      const main = page.locator("main");
      await main.getByText("Update Profile").first().waitFor();
      for (const [label, value] of Object.entries(profile)) {
        await field(main, label).fill(value);
      }
      await main.getByRole("button", { name: "Update", exact: true }).click();
      await toast(page, "Successfully edited the profile!!").waitFor();

      const cardShowsProfile = async () => {
        for (const value of [customer.name, customer.email, ...Object.values(profile)]) {
          await main.getByText(value).first().waitFor();
        }
      };
      await cardShowsProfile();
      await page.reload();
      await cardShowsProfile();
      await journey.screenshots("my-profile");
    });

    step("is signed out and sent to the login page when opening an admin page", async () => {
      await page.goto("/dashboard/users");
      await page.waitForURL("**/login");
      await bannerLink(page, "Login").waitFor();
      await expect.poll(() => storedAccessToken(page), poll).toBeNull();
      await journey.screenshots("login");
    });

    step(
      "logs in again right there, lands on the home page and stays signed in, then signs out",
      async () => {
        // Not back to the admin page: that would refuse the customer and sign them out again, in a loop.
        await logInThroughForm(page, customer);
        await page.waitForURL((url) => url.pathname === "/");
        await signOutButton(page).waitFor();
        await expect.poll(() => storedAccessToken(page), poll).toBeTruthy();
        await signOutButton(page).click();
        await bannerLink(page, "Login").waitFor();
        await expect.poll(() => storedAccessToken(page), poll).toBeNull();
      },
    );

    step("logs in once more and signs out everywhere: the session's token stops working", async () => {
      await logInThroughForm(page, customer);
      await page.waitForURL((url) => url.pathname === "/");
      await expect.poll(() => storedAccessToken(page), poll).toBeTruthy();
      const token = (await storedAccessToken(page))!;
      await bannerLink(page, "Dashboard").click();
      const main = page.locator("main");
      await main.getByRole("heading", { name: "Sessions" }).waitFor();
      await journey.screenshots("my-profile-sessions");
      await main.getByRole("button", { name: "Sign out everywhere", exact: true }).click();
      await confirmDialog(page);
      await toast(page, "Signed out on every device").waitFor();
      await page.waitForURL("**/login");
      await expect.poll(() => storedAccessToken(page), poll).toBeNull();
      await expect(e2e.shop.graphql("{ me { email } }", {}, token)).rejects.toThrow(
        "Your session has ended; sign in again",
      );
    });

    it("met no uncaught error and no page wider than the screen on the way", () => journey.finish());
  });

  describe("a signed-out shopper opening a purchase page", () => {
    it(
      "logs in and is brought back to that purchase page",
      async () => {
        const shopper = newAccount("returning", "Robin Returning");
        await registerAccount(shopper);
        const { products } = await e2e.shop.graphql<{ products: { edges: Array<{ node: { id: string } }> } }>(
          "{ products(first: 1) { edges { node { id } } } }",
        );
        const purchase = `/purchase/${products.edges[0]!.node.id}`;

        const journey = await startJourney(e2e.browser, e2e.shop.url, "customer", "redirect-back");
        try {
          const { page } = journey;
          await page.goto(purchase);
          await page.waitForURL("**/login");
          await logInThroughForm(page, shopper);
          await page.waitForURL(`**${purchase}`);
          await page.getByText("Add to My Product", { exact: true }).waitFor();
        } finally {
          await journey.finish();
        }
      },
      STEP_MS,
    );
  });
});
