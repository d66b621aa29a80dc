import { describe, expect, it } from "vitest";
import { CATALOGUE_FILE_PATH } from "../../../../server/http/catalogue-files";
import type { ImportEvent } from "../../../../shared/catalogue-import";
import { expectOk } from "../../../support/graphql-answers";
import { addProduct } from "../../../support/products";
import { useTestShop } from "../../../support/test-shop";

/** A part's type through addProduct and updateProduct, and through a catalogue file out and back in. */

const { shop, admin } = useTestShop({ admin: "admin" });

const partTypeOf = async (id: string) =>
  (
    await expectOk(
      shop.gql<{ product: { partType: string | null } }>(
        `query($id: ID!) { product(id: $id) { partType } }`,
        {
          id,
        },
      ),
    )
  ).product.partType;

const update = (id: string, input: Record<string, unknown>) =>
  expectOk(
    shop.gql(
      `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`,
      { id, input },
      admin.accessToken,
    ),
  );

async function upload(body: string) {
  const response = await fetch(`${shop.url}${CATALOGUE_FILE_PATH}`, {
    method: "POST",
    headers: { "content-type": "text/csv", authorization: `Bearer ${admin.accessToken}` },
    body,
  });
  const events = (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as ImportEvent);
  const last = events.at(-1)!;
  if (!("summary" in last)) throw new Error(JSON.stringify(events));
  return last.summary;
}

describe("part types", () => {
  it("are kept by addProduct, changed by updateProduct, and removed by a change to null", async () => {
    const id = await addProduct(shop.gql, admin.accessToken, { partType: "BRAKE_ROTOR" });
    expect(await partTypeOf(id)).toBe("BRAKE_ROTOR");
    await update(id, { price: 11 });
    expect(await partTypeOf(id)).toBe("BRAKE_ROTOR");
    await update(id, { partType: "BRAKE_PADS" });
    expect(await partTypeOf(id)).toBe("BRAKE_PADS");
    await update(id, { partType: null });
    expect(await partTypeOf(id)).toBeNull();
    expect(await partTypeOf(await addProduct(shop.gql, admin.accessToken))).toBeNull();
  });

  it("go out in a catalogue file by label and come back unchanged; an import reads a label or a name", async () => {
    const id = await addProduct(shop.gql, admin.accessToken, {
      partNumber: "PT-1",
      partType: "BRAKE_HARDWARE",
    });
    const response = await fetch(`${shop.url}${CATALOGUE_FILE_PATH}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const text = await response.text(); // read as text, without its byte-order mark
    const [header, ...lines] = text.trimEnd().split("\n");
    const column = header!.split(",").indexOf("Part Type");
    expect(column).toBeGreaterThan(0);
    expect(lines.find((line) => line.startsWith("PT-1,"))!.split(",")[column]).toBe("Brake hardware kit");
    const back = await upload(text);
    expect(back, JSON.stringify(back.problems)).toMatchObject({ updated: 0, unchanged: lines.length });

    expect(await upload("Part Number,Part Type\nPT-1,brake_rotor")).toMatchObject({ updated: 1 });
    expect(await partTypeOf(id)).toBe("BRAKE_ROTOR");
    expect(await upload("Part Number,Part Type\nPT-1,oil FILTER")).toMatchObject({ updated: 1 });
    expect(await partTypeOf(id)).toBe("OIL_FILTER");
    expect(await upload("Part Number,Part Type\nPT-1,")).toMatchObject({ updated: 1 });
    expect(await partTypeOf(id)).toBeNull();
    const wrong = await upload("Part Number,Part Type\nPT-1,Flux capacitor");
    expect(wrong.problems[0]).toMatchObject({ line: 2, column: "Part Type" });
    expect(wrong.problems[0]!.message).toMatch(
      /^Part Type is "Flux capacitor"; the part types are Brake pads, /,
    );
  });
});
