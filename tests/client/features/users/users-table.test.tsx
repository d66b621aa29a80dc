// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { UsersTable, type UserRowData } from "../../../../client/src/features/users/users-table";
import { renderUi } from "../../../support/render-ui";

const USERS: UserRowData[] = [
  { id: "u1", email: "boss@example.com", role: "ADMIN", displayName: "Boss" },
  { id: "u2", email: "kim@example.com", role: "CUSTOMER", displayName: "Kim" },
  { id: "u3", email: "old-admin@example.com", role: "ADMIN", displayName: null },
];

function renderTable() {
  const onMakeAdmin = vi.fn();
  const onRemove = vi.fn().mockResolvedValue(undefined);
  const view = renderUi(
    <UsersTable
      users={USERS}
      currentEmail="boss@example.com"
      onMakeAdmin={onMakeAdmin}
      onRemove={onRemove}
    />,
  );
  return { onMakeAdmin, onRemove, ...view };
}

const row = (email: string) => within(screen.getByRole("row", { name: new RegExp(email) }));

describe("the users table", () => {
  it("numbers the rows and shows each e-mail", () => {
    renderTable();
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]?.textContent)).toEqual(["1", "2", "3"]);
    expect(row("kim@example.com").getByText("Kim")).toBeTruthy();
  });

  it("offers Make Admin to customers and says Admin for admins", async () => {
    const { onMakeAdmin, user } = renderTable();
    expect(row("old-admin@example.com").getByText("Admin")).toBeTruthy();
    expect(row("old-admin@example.com").queryByRole("button", { name: "Make Admin" })).toBeNull();
    await user.click(row("kim@example.com").getByRole("button", { name: "Make Admin" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(
      within(dialog).getByText("kim@example.com will be able to manage every user, product and order."),
    ).toBeTruthy();
    expect(onMakeAdmin).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Yes, make admin" }));
    expect(onMakeAdmin).toHaveBeenCalledWith("kim@example.com");
  });

  it("asks 'Are you sure?' before Remove User", async () => {
    const { onRemove, user } = renderTable();
    await user.click(row("kim@example.com").getByRole("button", { name: "Remove User" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Yes, remove" }));
    expect(onRemove).toHaveBeenCalledWith("kim@example.com");
  });

  it("does not offer an admin to remove themself, and says why", () => {
    renderTable();
    const removeSelf = row("boss@example.com").getByRole("button", { name: "Remove User" });
    expect((removeSelf as HTMLButtonElement).disabled).toBe(true);
    expect(removeSelf.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(removeSelf.getAttribute("aria-describedby")!)?.textContent).toBe(
      "You cannot remove yourself",
    );
  });
});
