// @vitest-environment jsdom
import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Link, Outlet, RouterProvider, createMemoryRouter } from "react-router-dom";
import { PageLoadingBar } from "../../../client/src/app/layout/page-loading-bar";
import { system } from "../../../client/src/app/theme";

/** A shop whose next page's code arrives when the test says, as on a slow phone network. */
function shopWithSlowPage() {
  let arrive!: () => void;
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([
    {
      element: (
        <>
          <PageLoadingBar />
          <Outlet />
        </>
      ),
      children: [
        { path: "/", element: <Link to="/products">Products</Link> },
        {
          path: "/products",
          lazy: async () => {
            await code;
            return { element: <h1>All products</h1> };
          },
        },
      ],
    },
  ]);
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { arrive };
}

describe("the page loading bar", () => {
  it("shows while the next page's code loads, over the page still on screen, and goes when it is drawn", async () => {
    const { arrive } = shopWithSlowPage();
    expect(screen.queryByRole("progressbar")).toBeNull();

    await userEvent.click(screen.getByRole("link", { name: "Products" }));
    await screen.findByRole("progressbar", { name: "Loading the page" });
    // The page the visitor was on stays until the next one can be drawn.
    screen.getByRole("link", { name: "Products" });

    arrive();
    await screen.findByRole("heading", { name: "All products" });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
