import { describe, expect, it } from "vitest";
import { useTestShop } from "../../../support/test-shop";

/**
 * A page of parts reads of each only the stored fields its query selects (product-reads.ts): every field
 * of Product must still answer on a page exactly as on the part's own query, which reads the whole part.
 */

const CAMRY = `{ make: "Toyota", model: "Camry", year: 2018 }`;
/** How each field of Product is asked for; a scalar by its name alone. */
const SELECTIONS: Record<string, string> = {
  fitments: "fitments { make model yearFrom yearTo submodel engine position note }",
  fitmentState: `fitmentState(vehicle: ${CAMRY})`,
  fits: `fits(vehicle: ${CAMRY})`,
  reviews: "reviews(first: 3) { totalCount edges { node { id ratings } } }",
  rating: "rating { average count fitConfirmed { count vehicle { make model year } } }",
  fitReturns: "fitReturns { returns sold vehicle { make model } }",
};

interface Node {
  id: string;
  [field: string]: unknown;
}

describe("a page of parts", () => {
  const { shop, admin } = useTestShop({ admin: "admin" });

  const page = async (selection: string, args = "first: 20") => {
    const { data, errors } = await shop.gql<{ products: { edges: { node: Node }[] } }>(
      `{ products(${args}) { edges { node { id ${selection} } } } }`,
      {},
      admin.accessToken,
    );
    expect(errors).toBeUndefined();
    return data!.products.edges.map((edge) => edge.node);
  };

  it("answers each field of Product as the part's own query does, asked alone or with all the others", async () => {
    const { data } = await shop.gql<{ __type: { fields: { name: string }[] } }>(
      `{ __type(name: "Product") { fields(includeDeprecated: true) { name } } }`,
    );
    const selections = data!.__type.fields.map(({ name }) => SELECTIONS[name] ?? name);
    // Each part by its own query, 20 (the most aliases a request may have) in one request.
    const own = async (nodes: Node[], selection: string) => {
      const { data: found, errors } = await shop.gql<Record<string, Node>>(
        `{ ${nodes.map((node, i) => `p${i}: product(id: "${node.id}") { ...F }`).join(" ")} }
        fragment F on Product { id ${selection} }`,
        {},
        admin.accessToken,
      );
      expect(errors).toBeUndefined();
      return nodes.map((_, i) => found![`p${i}`]);
    };
    // The newest parts, and a vehicle's (read through an index of their own).
    const parts = async (selection: string) => {
      const newest = await page(selection);
      const camry = await page(selection, `first: 20, filter: ${CAMRY}`);
      expect(newest.length).toBe(20);
      expect(camry.length).toBeGreaterThan(3);
      expect(newest, selection).toEqual(await own(newest, selection));
      expect(camry, selection).toEqual(await own(camry, selection));
      return [...newest, ...camry];
    };
    for (const selection of selections) await parts(selection);
    // All at once; the fields that read more than their name are the ones worth seeing filled in.
    const all = await parts(selections.join(" "));
    expect(all.some((node) => (node.fitments as unknown[]).length > 0)).toBe(true);
    expect(all.some((node) => node.fitmentState === "FITS")).toBe(true);
  });

  it("pages on by any sort while showing none of its fields", async () => {
    for (const sort of ["PRICE_ASC", "NAME_DESC", "PART_NUMBER_ASC", "STOCK_DESC", "NEWEST"]) {
      const whole = (await page("name", `first: 50, sort: ${sort}`)).map((node) => node.id);
      const { data } = await shop.gql<{
        products: { edges: { node: Node }[]; pageInfo: { endCursor: string } };
      }>(`{ products(first: 7, sort: ${sort}) { edges { node { id } } pageInfo { endCursor } } }`);
      const after = data!.products.pageInfo.endCursor;
      const next = await page("name", `first: 7, sort: ${sort}, after: "${after}"`);
      expect(
        next.map((node) => node.id),
        sort,
      ).toEqual(whole.slice(7, 14));
    }
  });

  it("of a search by relevance, read by the ids of its ranking, still answers what it shows", async () => {
    const [first] = await page("name partNumber", `first: 1, filter: { search: "brake" }, sort: RELEVANCE`);
    expect(first?.name).toMatch(/brake/i);
    expect(first?.partNumber).toEqual(expect.any(String));
  });
});

describe("the catalogue's listing", () => {
  const { shop } = useTestShop();

  it("reads of each part only the fields named, its id and the sort's key", async () => {
    const named = await shop.services.products.list({ first: 5, sort: "PRICE_ASC" }, ["name"]);
    expect(named.items).toHaveLength(5);
    for (const item of named.items) expect(Object.keys(item).sort()).toEqual(["_id", "name", "price"]);
    const whole = await shop.services.products.list({ first: 5, sort: "PRICE_ASC" });
    expect(Object.keys(whole.items[0]!)).toEqual(expect.arrayContaining(["description", "fitments"]));
  });
});
