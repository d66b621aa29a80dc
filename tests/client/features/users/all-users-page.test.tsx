// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { randomBytes } from "node:crypto";
import { ObjectId } from "mongodb";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AllUsersPage } from "../../../../client/src/features/users/all-users-page";
import type { UserDocument } from "../../../../server/db/models";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import type { TestUser } from "../../../support/test-server";
import { inShop } from "../../../support/in-shop";

const shop = useShopForPage();
const slow = { timeout: 10_000 };

const run = randomBytes(4).toString("hex");
/** 22 accounts signed up one a day from 1 March, two of them with addresses that start alike. */
const EMAILS = [
  `ann.lee@${run}.example.com`,
  `anna@${run}.example.com`,
  ...Array.from({ length: 20 }, (_, i) => `user-${String(i + 1).padStart(2, "0")}@${run}.example.com`),
];

let admin: TestUser;
const usersColl = () => shop().db.collection<UserDocument>("users");

beforeAll(async () => {
  admin = await shop().signUp("admin");
  await usersColl().insertMany(
    EMAILS.map((email, i) => ({
      _id: new ObjectId(),
      email,
      uid: `uid-${run}-${i}`,
      role: "customer" as const,
      displayName: null,
      photoUrl: null,
      profile: {},
      createdAt: new Date(Date.UTC(2026, 2, i + 1)),
      lastSignInAt: new Date(Date.UTC(2026, 2, i + 1)),
    })),
  );
});

beforeEach(() => localStorage.setItem("accessToken", admin.accessToken));

function renderPage() {
  return renderUi(inShop(<AllUsersPage />, { email: admin.email }));
}

const bodyRows = () => screen.queryAllByRole("row").slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
const rowOf = (email: string) => within(screen.getByRole("row", { name: new RegExp(email) }));
const pages = () => within(screen.getByRole("navigation", { name: "Pages of users" }));

async function search(user: ReturnType<typeof renderPage>["user"], text: string) {
  const form = within(screen.getByRole("search"));
  await user.clear(form.getByLabelText("Email"));
  await user.type(form.getByLabelText("Email"), text);
  await user.click(form.getByRole("button", { name: "Search" }));
}

describe("All Users, against the real shop", () => {
  it("counts every user and pages through them in sign-up order, numbering rows across pages", async () => {
    const total = await usersColl().countDocuments();
    const signUpOrder = (await usersColl().find({}).sort({ createdAt: 1, _id: 1 }).toArray()).map(
      (user) => user.email,
    );
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { name: `All Users: ${total}` }, slow)).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual(
      Array.from({ length: 20 }, (_, i) => `${i + 1}`),
    );
    expect(bodyRows().map((row) => cellsOf(row)[1])).toEqual(signUpOrder.slice(0, 20));
    expect(pages().getByText(`Showing 1–20 of ${total} users`)).toBeTruthy();

    await user.click(pages().getByRole("button", { name: "Next" }));
    await waitFor(
      () => expect(bodyRows().map((row) => cellsOf(row)[1])).toEqual(signUpOrder.slice(20)),
      slow,
    );
    expect(cellsOf(bodyRows()[0]!)[0]).toBe("21");
    expect(pages().getByText(`Showing 21–${total} of ${total} users`)).toBeTruthy();
  });

  it("finds users by the start of their e-mail, in any case, and clears the search", async () => {
    const { user } = renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    await search(user, "ANN");
    expect(await screen.findByText("2 users match “ANN”", {}, slow)).toBeTruthy();
    expect(bodyRows().map((row) => cellsOf(row).slice(0, 2))).toEqual([
      ["1", EMAILS[0]],
      ["2", EMAILS[1]],
    ]);
    expect(screen.queryByRole("navigation", { name: "Pages of users" })).toBeNull();

    await search(user, "nobody");
    expect(await screen.findByText("0 users match “nobody”", {}, slow)).toBeTruthy();
    expect(bodyRows()).toHaveLength(0);

    await user.click(within(screen.getByRole("search")).getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    expect(screen.queryByText(/users? match/)).toBeNull();
  });

  it("turns a found user's row to Admin with Make Admin", async () => {
    const { user } = renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    await search(user, EMAILS[1]!);
    await screen.findByText(`1 user matches “${EMAILS[1]}”`, {}, slow);
    await user.click(rowOf(EMAILS[1]!).getByRole("button", { name: "Make Admin" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, make admin" }));
    expect(await screen.findByText("Successfully make an admin!!", {}, slow)).toBeTruthy();
    await waitFor(() => expect(rowOf(EMAILS[1]!).getByText("Admin")).toBeTruthy());
    expect(rowOf(EMAILS[1]!).queryByRole("button", { name: "Make Admin" })).toBeNull();
    expect((await usersColl().findOne({ email: EMAILS[1] }))?.role).toBe("admin");
  });

  it("takes a removed user off the page and counts one fewer", async () => {
    const leaving = await shop().signUp("customer");
    const total = await usersColl().countDocuments();
    const { user } = renderPage();
    await screen.findByRole("heading", { name: `All Users: ${total}` }, slow);
    await search(user, leaving.email);
    await screen.findByText(`1 user matches “${leaving.email}”`, {}, slow);

    await user.click(rowOf(leaving.email).getByRole("button", { name: "Remove User" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, remove" }));
    expect(await screen.findByText("User removed", {}, slow)).toBeTruthy();
    expect(await screen.findByText(`0 users match “${leaving.email}”`, {}, slow)).toBeTruthy();
    expect(screen.getByRole("heading", { name: `All Users: ${total - 1}` })).toBeTruthy();
    expect(await usersColl().countDocuments({ email: leaving.email })).toBe(0);
  });
});
