// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { UsersTable, type UserRowData } from "../../../../client/src/features/users/users-table";
import { renderUi } from "../../../support/render-ui";

const USERS: UserRowData[] = [
  { id: "u1", email: "boss@example.com", role: "ADMIN", staffRoles: ["OWNER"], displayName: "Boss" },
  { id: "u2", email: "kim@example.com", role: "CUSTOMER", staffRoles: [], displayName: "Kim" },
  { id: "u3", email: "old-admin@example.com", role: "ADMIN", staffRoles: ["OWNER"], displayName: null },
  {
    id: "u4",
    email: "packer@example.com",
    role: "CUSTOMER",
    staffRoles: ["CATALOGUE", "ORDERS"],
    displayName: "Pat",
  },
];

/** The table as the owner boss@example.com sees it, or as Cass of the customers role does. */
function renderTable(viewer: "owner" | "customersStaff" = "owner") {
  const onMakeAdmin = vi.fn();
  const onRemove = vi.fn().mockResolvedValue(undefined);
  const onSetRoles = vi.fn().mockResolvedValue(true);
  const view = renderUi(
    <UsersTable
      users={USERS}
      currentEmail={viewer === "owner" ? "boss@example.com" : "cass@example.com"}
      viewerIsOwner={viewer === "owner"}
      onMakeAdmin={onMakeAdmin}
      onRemove={onRemove}
      onSetRoles={onSetRoles}
    />,
  );
  return { onMakeAdmin, onRemove, onSetRoles, ...view };
}

const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby")!)?.textContent;

const row = (email: string) => within(screen.getByRole("row", { name: new RegExp(email) }));

describe("the users table", () => {
  it("numbers the rows and shows each e-mail", () => {
    renderTable();
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]?.textContent)).toEqual(["1", "2", "3", "4"]);
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
    expect(describedBy(removeSelf)).toBe("You cannot remove yourself");
  });

  it("names the staff roles a user holds, and Customer for none", () => {
    renderTable();
    expect(row("packer@example.com").getByText("Catalogue, Orders")).toBeTruthy();
    expect(row("kim@example.com").getByText("Customer")).toBeTruthy();
  });

  it("lets an owner give roles, the owner's covering the rest", async () => {
    const { onSetRoles, user } = renderTable();
    await user.click(row("kim@example.com").getByRole("button", { name: "Roles of kim@example.com" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Staff roles of kim@example.com" }));
    await user.click(dialog.getByRole("checkbox", { name: /Orders/ }));
    await user.click(dialog.getByRole("checkbox", { name: /Catalogue/ }));
    await user.click(dialog.getByRole("button", { name: "Save roles" }));
    expect(onSetRoles).toHaveBeenCalledWith("kim@example.com", ["orders", "catalogue"]);
    // Saved, the dialog closes; until it has (a busy machine's next frames), the page behind stays hidden.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(row("packer@example.com").getByRole("button", { name: "Roles of packer@example.com" }));
    const packer = within(await screen.findByRole("dialog", { name: "Staff roles of packer@example.com" }));
    expect((packer.getByRole("checkbox", { name: /Orders/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(packer.getByRole("checkbox", { name: /Owner/ }));
    const customers = packer.getByRole("checkbox", { name: /Customers/ }) as HTMLInputElement;
    // The checkboxes follow Owner on the next render, which a busy machine may not have reached yet.
    await waitFor(() => expect([customers.checked, customers.disabled]).toEqual([true, true]));
    await user.click(packer.getByRole("button", { name: "Save roles" }));
    expect(onSetRoles).toHaveBeenLastCalledWith("packer@example.com", ["owner"]);
  });

  it("does not let an owner untick their own owner role, and says why", async () => {
    const { user } = renderTable();
    await user.click(row("boss@example.com").getByRole("button", { name: "Roles of boss@example.com" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Staff roles of boss@example.com" }));
    expect((dialog.getByRole("checkbox", { name: /Owner/ }) as HTMLInputElement).disabled).toBe(true);
    expect(dialog.getByText("You cannot take the owner role from yourself; another owner can.")).toBeTruthy();
  });

  it("offers staff of the customers role no roles or Make Admin, and no removing staff", () => {
    renderTable("customersStaff");
    expect(screen.queryByRole("button", { name: "Make Admin" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Roles of/ })).toBeNull();
    const removeStaff = row("packer@example.com").getByRole("button", { name: "Remove User" });
    expect((removeStaff as HTMLButtonElement).disabled).toBe(true);
    expect(describedBy(removeStaff)).toBe("Only owners may remove staff");
    expect(
      (row("kim@example.com").getByRole("button", { name: "Remove User" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
