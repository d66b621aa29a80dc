// @vitest-environment jsdom
import { ChakraProvider } from "@chakra-ui/react";
import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { SelectField } from "../../../client/src/components/select-field";
import { system } from "../../../client/src/app/theme";

function MakePicker({ makes, chosen = "" }: { makes: string[]; chosen?: string }) {
  const [make, setMake] = useState(chosen);
  return (
    <ChakraProvider value={system}>
      <SelectField
        label="Make"
        placeholder="Any make"
        options={makes}
        value={make}
        onChange={(event) => setMake(event.currentTarget.value)}
      />
      <p>Chosen: {make || "none"}</p>
    </ChakraProvider>
  );
}

/** The server's markup of `page` in the document, with `beforeScripts` done to it, then taken over. */
async function takeOver(page: React.ReactElement, beforeScripts: (select: HTMLSelectElement) => void) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(page);
  beforeScripts(container.querySelector("select")!);
  await act(async () => {
    hydrateRoot(container, page);
  });
}

describe("a select on a page the server drew", () => {
  afterEach(() => document.body.replaceChildren());

  it("keeps a choice made before the scripts took the page over", async () => {
    await takeOver(<MakePicker makes={["Ford", "Toyota"]} />, (select) => (select.value = "Toyota"));
    expect(screen.getByText("Chosen: Toyota")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Make").value).toBe("Toyota");
  });

  it("changes nothing when nothing was chosen, or when its value was not among the choices drawn", async () => {
    await takeOver(<MakePicker makes={["Ford", "Toyota"]} chosen="Ford" />, () => {});
    expect(screen.getByText("Chosen: Ford")).toBeTruthy();
    document.body.replaceChildren();
    // A make kept from an earlier visit, not (yet) listed: the select shows its first choice, which no one chose.
    await takeOver(<MakePicker makes={["Ford", "Toyota"]} chosen="Lada" />, () => {});
    expect(screen.getByText("Chosen: Lada")).toBeTruthy();
  });
});
