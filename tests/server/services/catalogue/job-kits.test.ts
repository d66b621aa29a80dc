import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FitmentPosition, ProductInput } from "../../../../generated/server/graphql";
import { expectOk } from "../../../support/graphql-answers";
import { addProduct } from "../../../support/products";
import { startTestServer, type TestServer } from "../../../support/test-server";

/** The kit of a job for a vehicle through GraphQL: which parts it picks, how many, and what it warns of. */

interface KitLine {
  piece: string;
  position: string;
  quantity: number;
  warning: string | null;
  product: { id: string } | null;
}

const KIT = `query($job: JobKind!, $vehicle: VehicleInput!) {
  jobKit(job: $job, vehicle: $vehicle) {
    job name total lines { piece partType position quantity warning product { id } }
  }
}`;

describe("job kits", () => {
  let shop: TestServer;
  let admin: string;
  const add = (input: Partial<ProductInput>) => addProduct(shop.gql, admin, input);
  const kit = async (job: string, vehicle: Record<string, unknown>) =>
    (
      await expectOk(
        shop.gql<{ jobKit: { name: string; total: number; lines: KitLine[] } }>(KIT, { job, vehicle }),
      )
    ).jobKit;
  const on = (make: string, position?: FitmentPosition, extra: Record<string, string> = {}) => [
    { make, model: "Kit", yearFrom: 2012, yearTo: 2016, ...(position && { position }), ...extra },
  ];

  beforeAll(async () => {
    shop = await startTestServer();
    admin = (await shop.signUp("admin")).accessToken;
  });
  afterAll(() => shop.close());

  it("takes two of an axle's rotor, one pad set and one hardware kit: fitting, in stock, then cheapest", async () => {
    const make = "Axlemake";
    const pads = await add({ partType: "BRAKE_PADS", price: 40, fitments: on(make, "FRONT") });
    // Cheaper, but fits only some submodels: a sure fit comes first.
    await add({ partType: "BRAKE_PADS", price: 20, fitments: on(make, "FRONT", { submodel: "XLT" }) });
    const rotor = await add({ partType: "BRAKE_ROTOR", price: 70, fitments: on(make, "FRONT") });
    await add({ partType: "BRAKE_ROTOR", price: 90, fitments: on(make) }); // no position: the axle, dearer
    await add({ partType: "BRAKE_ROTOR", price: 30, availableQuantity: 0, fitments: on(make, "FRONT") });
    await add({ partType: "BRAKE_ROTOR", price: 10, fitments: on(make, "REAR") }); // the other axle
    await add({ partType: "BRAKE_ROTOR", price: 10, fitments: on("Othermake", "FRONT") }); // does not fit
    await add({ partType: "BRAKE_ROTOR", price: 5 }); // fitment not confirmed
    await add({ name: "Front rotor", price: 1, fitments: on(make, "FRONT") }); // no part type: not a rotor
    const hardware = await add({ partType: "BRAKE_HARDWARE", price: 12, universal: true });

    const front = await kit("FRONT_BRAKE_JOB", { make, model: "Kit", year: 2014 });
    expect(front.name).toBe("Front brake job");
    expect(front.lines).toEqual([
      {
        piece: "Front brake pad set",
        partType: "BRAKE_PADS",
        position: "FRONT",
        quantity: 1,
        warning: null,
        product: { id: pads },
      },
      {
        piece: "Front brake rotor",
        partType: "BRAKE_ROTOR",
        position: "FRONT",
        quantity: 2,
        warning: null,
        product: { id: rotor },
      },
      {
        piece: "Front brake hardware kit",
        partType: "BRAKE_HARDWARE",
        position: "FRONT",
        quantity: 1,
        warning: null,
        product: { id: hardware },
      },
    ]);
    expect(front.total).toBe(40 + 2 * 70 + 12);
  });

  it("takes one rotor a side where only side-specific rotors fit, and warns of a piece nothing fits; a universal part fits", async () => {
    const make = "Sidemake";
    const left = await add({ partType: "BRAKE_ROTOR", price: 50, fitments: on(make, "FRONT_LEFT") });
    const right = await add({ partType: "BRAKE_ROTOR", price: 55, fitments: on(make, "FRONT_RIGHT") });
    const { lines, total } = await kit("FRONT_BRAKE_JOB", { make, model: "Kit", year: 2014 });
    expect(
      lines.map(({ position, quantity, product, warning }) => [position, quantity, product?.id, warning]),
    ).toEqual([
      ["FRONT", 1, undefined, "No front brake pad set fits your 2014 Sidemake Kit"],
      ["FRONT_LEFT", 1, left, null],
      ["FRONT_RIGHT", 1, right, null],
      // The universal hardware kit added above fits every vehicle.
      ["FRONT", 1, expect.any(String), null],
    ]);
    expect(total).toBe(50 + 55 + 12);
  });

  it("warns to check the fitment where only parts fitting some of the vehicle's submodels fit", async () => {
    const make = "Somemake";
    const pads = await add({
      partType: "BRAKE_PADS",
      price: 40,
      fitments: on(make, "REAR", { engine: "5.0L V8" }),
    });
    const { lines } = await kit("REAR_BRAKE_JOB", { make, model: "Kit", year: 2014 });
    expect(lines[0]).toMatchObject({
      piece: "Rear brake pad set",
      product: { id: pads },
      warning: "Check fitment: the rear brake pad set fits some 2014 Somemake Kit",
    });
    // With the engine told, the part surely fits, or surely does not.
    const told = await kit("REAR_BRAKE_JOB", { make, model: "Kit", year: 2014, engine: "5.0L V8" });
    expect(told.lines[0]).toMatchObject({ product: { id: pads }, warning: null });
    const other = await kit("REAR_BRAKE_JOB", { make, model: "Kit", year: 2014, engine: "2.7L V6" });
    expect(other.lines[0]).toMatchObject({ product: null });
  });
});
