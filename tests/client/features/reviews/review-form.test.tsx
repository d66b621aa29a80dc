// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReviewForm } from "../../../../client/src/features/reviews/review-form";
import { renderUi } from "../../../support/render-ui";

function renderForm() {
  const onSubmit = vi.fn(async () => true);
  return { ...renderUi(<ReviewForm defaultName="Dana Driver" onSubmit={onSubmit} />), onSubmit };
}

const addReview = () => screen.getByRole("button", { name: "Add Review" });

describe("the Add Review form", () => {
  it("signs with the user's name unless they change it", () => {
    renderForm();
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe("Dana Driver");
  });

  it("requires a message, a name and a rating", async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(screen.getByLabelText(/Name/));
    await user.click(addReview());
    expect(await screen.findByText("Message is Required")).toBeTruthy();
    expect(screen.getByText("Name is Required")).toBeTruthy();
    expect(screen.getByText("Rating is Required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(["0", "6"])("refuses a rating of %s", async (rating) => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Message/), "Fast delivery");
    await user.type(screen.getByLabelText(/Rating/), rating);
    await user.click(addReview());
    expect(await screen.findByText("Rating must be between 1 and 5")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends message, name and the rating as a number, then empties for another", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Message/), "Fast delivery");
    await user.type(screen.getByLabelText(/Rating/), "5");
    await user.click(addReview());
    expect(onSubmit).toHaveBeenCalledWith({ feedback: "Fast delivery", name: "Dana Driver", ratings: 5 });
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("");
    expect((screen.getByLabelText(/Rating/) as HTMLInputElement).value).toBe("");
  });
});
