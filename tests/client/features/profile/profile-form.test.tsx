// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ProfileCard } from "../../../../client/src/features/profile/profile-card";
import { ProfileForm } from "../../../../client/src/features/profile/profile-form";
import { renderUi } from "../../../support/render-ui";

const saved = { education: "BSc Mechanics", address: "1 Main St", phone: "555 0100" };

describe("the Update Profile form", () => {
  it("starts from the saved profile", () => {
    renderUi(<ProfileForm defaultValues={saved} onSubmit={vi.fn()} />);
    expect((screen.getByLabelText(/Education/) as HTMLInputElement).value).toBe("BSc Mechanics");
    expect((screen.getByLabelText(/Address/) as HTMLInputElement).value).toBe("1 Main St");
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).value).toBe("555 0100");
  });

  it("requires education, address and phone", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(
      <ProfileForm defaultValues={{ education: "", address: "", phone: "" }} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Education is Required")).toBeTruthy();
    expect(screen.getByText("Address is Required")).toBeTruthy();
    expect(screen.getByText("Phone is Required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the edited profile", async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderUi(<ProfileForm defaultValues={saved} onSubmit={onSubmit} />);
    await user.clear(screen.getByLabelText(/Address/));
    await user.type(screen.getByLabelText(/Address/), "2 High St");
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...saved, address: "2 High St" });
  });
});

describe("the profile card", () => {
  it("shows the default photo and 'Not set' for what the user has not filled in", () => {
    renderUi(
      <ProfileCard
        photoUrl={null}
        name="Dana Driver"
        email="dana@example.com"
        profile={{ education: null, address: "1 Main St", phone: null }}
      />,
    );
    expect(screen.getByRole("img", { name: "Profile photo" }).getAttribute("src")).toMatch(
      /default-avatar\.svg|^data:image\/svg\+xml/, // Vite inlines a picture this small
    );
    expect(screen.getByRole("heading", { name: "Dana Driver" })).toBeTruthy();
    expect(screen.getByText("dana@example.com")).toBeTruthy();
    expect(screen.getByText("1 Main St")).toBeTruthy();
    expect(screen.getAllByText("Not set")).toHaveLength(2);
  });

  it("shows the user's own photo when they have one", () => {
    renderUi(
      <ProfileCard photoUrl="https://example.com/dana.png" name="Dana" email="d@example.com" profile={{}} />,
    );
    expect(screen.getByRole("img", { name: "Profile photo" }).getAttribute("src")).toBe(
      "https://example.com/dana.png",
    );
  });
});
