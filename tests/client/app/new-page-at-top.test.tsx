// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNewPageAtTop } from "../../../client/src/app/layout/new-page-at-top";

function Page({ title }: { title: string }) {
  useNewPageAtTop();
  return (
    <>
      <h1>{title}</h1>
      <Link to="/products?q=rotor">Search rotors</Link>
      <Link to="/blogs">Blogs</Link>
    </>
  );
}

function renderShop() {
  const scrollTo = vi.spyOn(window, "scrollTo");
  render(
    <StrictMode>
      <MemoryRouter initialEntries={["/products"]}>
        <Routes>
          <Route path="/products" element={<Page title="All products" />} />
          <Route path="/blogs" element={<Page title="Blogs" />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
  return scrollTo;
}

describe("a new page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the page the browser loaded where the shopper scrolled it while its scripts came", async () => {
    const scrollTo = renderShop();
    await screen.findByRole("heading", { name: "All products" });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("starts at its top when the shopper goes to another page, not when the same page is searched", async () => {
    const scrollTo = renderShop();
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Search rotors" }));
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole("link", { name: "Blogs" }));
    await screen.findByRole("heading", { name: "Blogs" });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});
