import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FitmentState, ProductFilter } from "../../../../generated/server/graphql";
import type { FitmentDocument, ProductDocument } from "../../../../server/db/models";
import { newProduct, validateProductInput } from "../../../../server/services/catalogue/product-input";
import { badInput, expectOk } from "../../../support/graphql-answers";
import { startTestServer, type TestServer } from "../../../support/test-server";
import { catalogueProducts, idsOf } from "./catalogue-queries";

/**
 * A shopper who tells their submodel or engine: the vehicle filter leaves out the parts fitting only
 * other submodels or engines of their vehicle, so the list holds exactly the parts whose badge
 * (fitmentState) says FITS, FITS_SOME or UNIVERSAL; `vehicleVariants` offers what there is to tell.
 */

const SHOWN: FitmentState[] = ["FITS", "FITS_SOME", "UNIVERSAL"];

type Told = { submodel?: string; engine?: string };

/** The rule written out on its own: a fitment of the year whose narrowings do not contradict what was told. */
function fitsTold(product: ProductDocument, year: number, told: Told): boolean {
  if (product.universal) return true;
  const same = (a?: string | null, b?: string) =>
    !a || !b || a.trim().toLowerCase() === b.trim().toLowerCase();
  return product.fitments.some(
    (f) =>
      f.make.toLowerCase() === "ford" &&
      f.model.toLowerCase() === "ranger" &&
      f.yearFrom <= year &&
      year <= f.yearTo &&
      same(f.submodel, told.submodel) &&
      same(f.engine, told.engine),
  );
}

const ranger = (yearFrom: number, yearTo: number, qualifiers: Partial<FitmentDocument> = {}) => ({
  make: "Ford",
  model: "Ranger",
  yearFrom,
  yearTo,
  ...qualifiers,
});

/** Parts for a Ranger: open, narrowed to a submodel, an engine, both, mixed over years, spelled oddly. */
const PARTS: Array<{ partNumber: string; fitments: ReturnType<typeof ranger>[]; universal?: boolean }> = [
  { partNumber: "RG-OPEN", fitments: [ranger(2019, 2023)] },
  { partNumber: "RG-XLT", fitments: [ranger(2019, 2023, { submodel: "XLT" })] },
  { partNumber: "RG-LARIAT", fitments: [ranger(2019, 2023, { submodel: "Lariat" })] },
  { partNumber: "RG-23", fitments: [ranger(2019, 2023, { engine: "2.3L I4" })] },
  { partNumber: "RG-27", fitments: [ranger(2024, 2024, { engine: "2.7L V6" })] },
  { partNumber: "RG-XLT-23", fitments: [ranger(2019, 2023, { submodel: "XLT", engine: "2.3L I4" })] },
  // Open for 2019–2020, narrowed after: narrowed fitments of an open year change nothing.
  {
    partNumber: "RG-MIXED",
    fitments: [ranger(2019, 2020), ranger(2019, 2023, { submodel: "Lariat", engine: "2.3L I4" })],
  },
  // Two narrowed fitments that together fit an XLT with any engine, or a Lariat's 2.3L.
  {
    partNumber: "RG-TWO",
    fitments: [
      ranger(2019, 2023, { submodel: "xlt " }),
      ranger(2019, 2023, { submodel: "Lariat", engine: "2.3l i4" }),
    ],
  },
  {
    partNumber: "RG-CASE",
    fitments: [{ ...ranger(2021, 2022, { engine: "2.3L I4" }), make: "FORD", model: "ranger" }],
  },
  { partNumber: "RG-UNI", fitments: [], universal: true },
  { partNumber: "RG-OTHER", fitments: [{ ...ranger(2019, 2023), model: "Bronco" }] },
];

describe("telling a submodel or an engine", () => {
  let shop: TestServer;
  let stored: ProductDocument[];

  beforeAll(async () => {
    shop = await startTestServer();
    const products = shop.db.collection<ProductDocument>("products");
    await products.deleteMany({});
    stored = PARTS.map(({ partNumber, fitments, universal }) =>
      newProduct(
        validateProductInput(
          {
            name: `Part ${partNumber}`,
            partNumber,
            price: 10,
            minimumOrderQuantity: 1,
            category: "Parts",
            fitments,
            universal,
          },
          true,
        ),
        new Date(),
      ),
    );
    await products.insertMany(stored);
  });
  afterAll(() => shop.close());

  const list = async (filter: ProductFilter) => {
    const page = await catalogueProducts(shop, { filter, first: 100 });
    return { total: page.totalCount, ids: idsOf(page.edges.map((edge) => edge.node)) };
  };

  const badge = async (filter: ProductFilter) => {
    const { make, model, year, submodel, engine } = filter;
    const answer = await expectOk(
      shop.gql<{ products: { edges: { node: { id: string; fitmentState: FitmentState } }[] } }>(
        `query($vehicle: VehicleInput!) { products(first: 100) { edges { node { id fitmentState(vehicle: $vehicle) } } } }`,
        { vehicle: { make, model, year, submodel, engine } },
      ),
    );
    return answer.products.edges.map((edge) => edge.node);
  };

  it("lists exactly the parts whose badge says they fit what the shopper told, and counts them", async () => {
    const tellings: Told[] = [
      {},
      { submodel: "XLT" },
      { submodel: "lariat" },
      { submodel: "Raptor" },
      { engine: "2.3L I4" },
      { engine: "2.7l v6" },
      { submodel: "XLT", engine: "2.3L I4" },
      { submodel: "Lariat", engine: "2.3L I4" },
      { submodel: "Lariat", engine: "2.7L V6" },
      { submodel: " XLT ", engine: "2.7L V6" },
    ];
    for (const year of [2019, 2021, 2024]) {
      for (const told of tellings) {
        const filter = { make: "Ford", model: "Ranger", year, ...told };
        const where = JSON.stringify(filter);
        const expected = idsOf(stored.filter((product) => fitsTold(product, year, told)));
        const found = await list(filter);
        expect(found.ids, where).toEqual(expected);
        expect(found.total, where).toBe(expected.length);
        const shown = (await badge(filter)).filter((node) => SHOWN.includes(node.fitmentState));
        expect(idsOf(shown), where).toEqual(expected);
      }
    }
  });

  it("pages through a told vehicle's parts with the page's cursor and keeps the other filters", async () => {
    const filter = { make: "Ford", model: "Ranger", year: 2021, engine: "2.3L I4" };
    const all = await list(filter);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = await catalogueProducts(shop, { filter, first: 2, after, sort: "NAME_ASC" });
      seen.push(...page.edges.map((edge) => edge.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor! : null;
    } while (after);
    expect([...seen].sort()).toEqual(all.ids);
    expect((await list({ ...filter, inStock: true })).ids).toEqual([]);
  });

  it("refuses a submodel or engine without the vehicle it narrows", async () => {
    const answer = await shop.gql(
      `query { products(filter: { make: "Ford", submodel: "XLT" }) { totalCount } }`,
    );
    expect(badInput(answer).fields).toEqual([
      { field: "submodel", message: "A submodel narrows a vehicle: choose its year, make and model too" },
    ]);
    const engine = await shop.gql(
      `query { products(filter: { engine: "2.3L I4", year: 2020 }) { totalCount } }`,
    );
    expect(badInput(engine).fields).toEqual([expect.objectContaining({ field: "engine" })]);
  });

  it("offers the submodels and engines that tell the year's parts apart, in the catalogue's spelling", async () => {
    const variants = async (year: number, make = "ford", model = "Ranger") =>
      (
        await expectOk(
          shop.gql<{ vehicleVariants: { submodels: string[]; engines: string[] } }>(
            `query($year: Int!, $make: String!, $model: String!) {
              vehicleVariants(year: $year, make: $make, model: $model) { submodels engines }
            }`,
            { year, make, model },
          ),
        )
      ).vehicleVariants;
    expect(await variants(2021)).toEqual({ submodels: ["Lariat", "XLT"], engines: ["2.3L I4"] });
    expect(await variants(2024)).toEqual({ submodels: [], engines: ["2.7L V6"] });
    // RG-MIXED's Lariat 2.3L is open in 2019: only the other parts' narrowings are offered.
    expect(await variants(2019)).toEqual({ submodels: ["Lariat", "XLT"], engines: ["2.3L I4"] });
    expect(await variants(2021, "Ford", "Bronco")).toEqual({ submodels: [], engines: [] });
    expect(await variants(1990, "Lada", "Niva")).toEqual({ submodels: [], engines: [] });
  });
});
