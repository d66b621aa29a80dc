// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SearchBox } from "../../../../client/src/features/catalogue/search-box";
import { renderUi } from "../../../support/render-ui";

describe("the catalogue's search box", () => {
  it("is labelled Search and hints at what it finds", () => {
    renderUi(<SearchBox value="" onSearch={vi.fn()} />);
    expect(screen.getByLabelText("Search").getAttribute("placeholder")).toBe("Name or part number");
  });

  it("searches once the shopper stops typing, not on every key", async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<SearchBox value="" onSearch={onSearch} />);
    await user.type(screen.getByLabelText("Search"), "brake pads ");
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("brake pads");
  });

  it("shows a search set from outside, such as the back button or Clear filters", async () => {
    function PageWithClear() {
      const [search, setSearch] = useState("wiper");
      return (
        <>
          <SearchBox value={search} onSearch={setSearch} />
          <button onClick={() => setSearch("")}>Clear filters</button>
        </>
      );
    }
    const { user } = renderUi(<PageWithClear />);
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("wiper");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("");
  });
});
