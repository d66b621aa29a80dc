import type { Locator, Page } from "playwright-core";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The Purchase controls inside `scope`: one per product card. */
export const purchaseButtons = (scope: Page | Locator) => control(scope, "Purchase");

/**
 * The smallest element of the page's main part that holds all of `inner`: a card, a table row, a
 * section. Ancestors come before descendants in document order, so the last match is the innermost.
 */
export function smallestWith(page: Page, ...inner: Locator[]): Locator {
  return inner.reduce((found, part) => found.filter({ has: part }), page.locator("main *")).last();
}

/**
 * The button or link that says `word`. Its accessible name may go on to name its object ("Delete
 * Ceramic Brake Pads"), which screen readers need when a page has one per card.
 */
export function control(scope: Page | Locator, word: string): Locator {
  const name = new RegExp(`^${escapeRegExp(word)}\\b`);
  return scope.getByRole("button", { name }).or(scope.getByRole("link", { name }));
}

/** The card (or table row) that shows `text` (in part) and has a control that says `word`. */
export const cardWith = (page: Page, text: string, word: string) =>
  smallestWith(page, page.getByText(text), control(page, word));

/** The dashboard's side menu, whose links open its screens. */
export const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

/** The side menu's link named exactly `item`. */
export const menuLink = (page: Page, item: string) =>
  sideMenu(page).getByRole("link", { name: item, exact: true });

/** Opens a dashboard screen as a person would: by its link in the side menu. */
export const openScreen = (page: Page, item: string) => menuLink(page, item).click();

/** The row of the table in the page's main part that shows `text` (in part). */
export const tableRow = (page: Page, text: string) =>
  page.locator("main").getByRole("row").filter({ hasText: text });

/** Links to other sites (not this shop) inside `scope`. */
export const externalLinks = (scope: Locator, shopUrl: string) =>
  scope.locator("a[href]").evaluateAll(
    (links, origin) =>
      links.filter((link) => {
        const url = new URL((link as HTMLAnchorElement).href);
        return url.protocol.startsWith("http") && url.origin !== origin;
      }).length,
    new URL(shopUrl).origin,
  );

/**
 * The form control labelled `label`, exactly; a required field's label may add an asterisk (Chakra's
 * required indicator, hidden from screen readers but part of the label's text).
 */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`));

/** A toast with exactly this message (react-toastify's container). */
export const toast = (page: Page, message: string) =>
  page.locator(".Toastify").getByText(message, { exact: true });

/** Answers the open "Are you sure?" dialog with its confirming button (not Cancel). */
export async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.getByRole("alertdialog").filter({ hasText: "Are you sure?" });
  await dialog.waitFor();
  await dialog
    .getByRole("button")
    .filter({ hasNotText: /^(Cancel|Close)$/ })
    .last()
    .click();
  await dialog.waitFor({ state: "hidden" });
}

/** How many distinct left edges the elements have: the columns of a grid they are laid out in. */
export const distinctColumns = (elements: Locator) =>
  elements.evaluateAll(
    (nodes) => new Set(nodes.map((node) => Math.round(node.getBoundingClientRect().left))).size,
  );
