import { describe, expect, it } from "vitest";
import type { GarageDocument } from "../../../../server/db/models";
import { expectOk, failure } from "../../../support/graphql-answers";
import { addProduct } from "../../../support/products";
import { useTestShop } from "../../../support/test-shop";

/** My Garage through GraphQL: the vehicles a customer keeps, the current one, the limit, and whose it is. */

const { shop, admin } = useTestShop({ admin: "admin" });

const GARAGE = "vehicles { id year make model submodel engine nickname } current { id make model }";
interface GarageView {
  vehicles: Array<{
    id: string;
    year: number;
    make: string;
    model: string;
    submodel: string | null;
    engine: string | null;
    nickname: string | null;
  }>;
  current: { id: string; make: string; model: string } | null;
}

const CAMRY = { year: 2018, make: "Toyota", model: "Camry", submodel: "LE", engine: "2.5L L4" };
const F150 = { year: 2016, make: "Ford", model: "F-150" };

const calls = {
  garage: (token?: string) => shop.gql<{ garage: GarageView }>(`{ garage { ${GARAGE} } }`, {}, token),
  add: (token: string | undefined, vehicle: Record<string, unknown>) =>
    shop.gql<{ addGarageVehicle: GarageView }>(
      `mutation($vehicle: GarageVehicleInput!) { addGarageVehicle(vehicle: $vehicle) { ${GARAGE} } }`,
      { vehicle },
      token,
    ),
  remove: (token: string | undefined, id: string) =>
    shop.gql<{ removeGarageVehicle: GarageView }>(
      `mutation($id: ID!) { removeGarageVehicle(id: $id) { ${GARAGE} } }`,
      { id },
      token,
    ),
  setCurrent: (token: string | undefined, id: string) =>
    shop.gql<{ setCurrentVehicle: GarageView }>(
      `mutation($id: ID!) { setCurrentVehicle(id: $id) { ${GARAGE} } }`,
      { id },
      token,
    ),
  name: (token: string | undefined, id: string, nickname?: string | null) =>
    shop.gql<{ nameGarageVehicle: GarageView }>(
      `mutation($id: ID!, $nickname: String) { nameGarageVehicle(id: $id, nickname: $nickname) { ${GARAGE} } }`,
      { id, nickname },
      token,
    ),
  merge: (token: string | undefined, vehicles: Record<string, unknown>[], current?: number) =>
    shop.gql<{ mergeGarage: GarageView }>(
      `mutation($vehicles: [GarageVehicleInput!]!, $current: Int) { mergeGarage(vehicles: $vehicles, current: $current) { ${GARAGE} } }`,
      { vehicles, current },
      token,
    ),
};

const add = async (token: string, vehicle: Record<string, unknown>) =>
  (await expectOk(calls.add(token, vehicle))).addGarageVehicle;
const garageOf = async (token: string) => (await expectOk(calls.garage(token))).garage;
const storedGarages = () => shop.db.collection<GarageDocument>("garages").find({}).toArray();

describe("My Garage", () => {
  it("keeps a customer's vehicles on the server, the one added last current, and says so on every read", async () => {
    const customer = await shop.signUp("customer");
    expect(await garageOf(customer.accessToken)).toEqual({ vehicles: [], current: null });

    await add(customer.accessToken, { ...CAMRY, nickname: "Mum's car" });
    const both = await add(customer.accessToken, F150);
    expect(both.vehicles.map(({ id: _id, ...vehicle }) => vehicle)).toEqual([
      { ...CAMRY, nickname: "Mum's car" },
      { ...F150, submodel: null, engine: null, nickname: null },
    ]);
    expect(both.current).toMatchObject({ make: "Ford", model: "F-150" });
    // Read again (another device reads the same): the same garage.
    expect(await garageOf(customer.accessToken)).toEqual(both);

    const camry = both.vehicles[0]!;
    expect(
      (await expectOk(calls.setCurrent(customer.accessToken, camry.id))).setCurrentVehicle.current?.id,
    ).toBe(camry.id);
    // The same vehicle again, in another spelling: not added twice, made current, renamed.
    const again = await add(customer.accessToken, {
      ...F150,
      make: "FORD",
      model: " f-150",
      nickname: "Truck",
    });
    expect(again.vehicles).toHaveLength(2);
    expect(again.current?.id).toBe(both.vehicles[1]!.id);
    expect(again.vehicles[1]!.nickname).toBe("Truck");

    // Removing the current vehicle leaves the one added last current; removing the last, none.
    const removed = (await expectOk(calls.remove(customer.accessToken, again.vehicles[1]!.id)))
      .removeGarageVehicle;
    expect(removed.vehicles.map((v) => v.id)).toEqual([camry.id]);
    expect(removed.current?.id).toBe(camry.id);
    expect((await expectOk(calls.remove(customer.accessToken, camry.id))).removeGarageVehicle).toEqual({
      vehicles: [],
      current: null,
    });
  });

  it("names a vehicle, renames it, and forgets its name when given a blank one; a name too long changes nothing", async () => {
    const customer = await shop.signUp("customer");
    const { vehicles } = await add(customer.accessToken, F150);
    const id = vehicles[0]!.id;
    const named = (await expectOk(calls.name(customer.accessToken, id, "  Dad's truck "))).nameGarageVehicle;
    expect(named.vehicles[0]).toMatchObject({ id, nickname: "Dad's truck" });
    const before = await storedGarages();
    const tooLong = failure(await calls.name(customer.accessToken, id, "x".repeat(41)), "BAD_USER_INPUT");
    expect(tooLong.fields).toEqual([
      { field: "nickname", message: "Nickname must be at most 40 characters" },
    ]);
    expect(await storedGarages()).toEqual(before);
    for (const blank of [" ", null]) {
      await expectOk(calls.name(customer.accessToken, id, "Work"));
      const unnamed = (await expectOk(calls.name(customer.accessToken, id, blank))).nameGarageVehicle;
      expect(unnamed.vehicles[0]!.nickname).toBeNull();
    }
    expect(failure(await calls.name(customer.accessToken, "nope", "x"), "BAD_USER_INPUT").fields).toEqual([
      expect.objectContaining({ field: "id" }),
    ]);
  });

  it("completes the current vehicle when told more of it, instead of keeping a second one", async () => {
    const customer = await shop.signUp("customer");
    await add(customer.accessToken, {
      ...CAMRY,
      submodel: undefined,
      engine: undefined,
      nickname: "Mum's car",
    });
    const told = await add(customer.accessToken, { ...CAMRY, engine: undefined, make: "toyota" });
    expect(told.vehicles.map(({ id: _id, ...vehicle }) => vehicle)).toEqual([
      { ...CAMRY, make: "toyota", engine: null, nickname: "Mum's car" },
    ]);
    const whole = await add(customer.accessToken, CAMRY);
    expect(whole.vehicles).toHaveLength(1);
    expect(whole.vehicles[0]).toMatchObject({ submodel: "LE", engine: "2.5L L4", nickname: "Mum's car" });
    // Another submodel is another car (a second Camry), and so is the same car told less.
    const xle = await add(customer.accessToken, { ...CAMRY, submodel: "XLE" });
    expect(xle.vehicles.map((v) => v.submodel)).toEqual(["LE", "XLE"]);
    const less = await add(customer.accessToken, { ...CAMRY, engine: undefined, submodel: undefined });
    expect(less.vehicles).toHaveLength(3);
    // Told more of a vehicle that is not current: added, not merged into it.
    await add(customer.accessToken, F150);
    const other = await add(customer.accessToken, { ...CAMRY, submodel: undefined, engine: "3.5L V6" });
    expect(other.vehicles).toHaveLength(5);
  });

  it("holds at most 10 vehicles, and says which field is wrong, storing nothing", async () => {
    const customer = await shop.signUp("customer");
    for (let year = 2010; year < 2020; year++) await add(customer.accessToken, { ...F150, year });
    const before = await storedGarages();
    const full = failure(await calls.add(customer.accessToken, CAMRY), "BAD_USER_INPUT");
    expect(full.fields).toEqual([
      { field: "vehicle", message: "Your garage holds at most 10 vehicles: remove one to add another" },
    ]);
    const bad = failure(
      await calls.add(customer.accessToken, {
        year: 1800,
        make: "",
        model: "Camry",
        nickname: "x".repeat(41),
      }),
      "BAD_USER_INPUT",
    );
    expect(bad.fields).toEqual([
      { field: "vehicle.year", message: "Year must be between 1900 and 2100" },
      { field: "vehicle.make", message: "Make is Required" },
      { field: "vehicle.nickname", message: "Nickname must be at most 40 characters" },
    ]);
    expect(await storedGarages()).toEqual(before);
    // The same vehicle again is no new vehicle: a full garage takes it, as current.
    const same = await add(customer.accessToken, { ...F150, year: 2012 });
    expect(same.vehicles).toHaveLength(10);
    expect(same.current?.id).toBe(same.vehicles[2]!.id);
  });

  it("joins a visitor's browser garage to the account's on sign-in, without twins, the browser's choice current", async () => {
    const customer = await shop.signUp("customer");
    await add(customer.accessToken, F150);
    const merged = (await expectOk(calls.merge(customer.accessToken, [{ ...F150 }, CAMRY], 1))).mergeGarage;
    expect(merged.vehicles.map((v) => `${v.year} ${v.make} ${v.model}`)).toEqual([
      "2016 Ford F-150",
      "2018 Toyota Camry",
    ]);
    expect(merged.current).toMatchObject({ make: "Toyota", model: "Camry" });
    // Past the limit the account's own vehicles are kept and the browser's others left out.
    const many = Array.from({ length: 10 }, (_, i) => ({ ...CAMRY, year: 2000 + i }));
    const capped = (await expectOk(calls.merge(customer.accessToken, many))).mergeGarage;
    expect(capped.vehicles).toHaveLength(10);
    expect(capped.vehicles.slice(0, 2).map((v) => v.make)).toEqual(["Ford", "Toyota"]);
    const tooMany = failure(await calls.merge(customer.accessToken, [...many, F150]), "BAD_USER_INPUT");
    expect(tooMany.fields).toEqual([
      { field: "vehicles", message: "Your garage holds at most 10 vehicles: remove one to add another" },
    ]);
  });

  it("is the signed-in user's own: a visitor has none, and no one reaches another's vehicles", async () => {
    const owner = await shop.signUp("customer");
    const other = await shop.signUp("customer");
    const { vehicles } = await add(owner.accessToken, CAMRY);
    const id = vehicles[0]!.id;
    for (const answer of [
      await calls.garage(),
      await calls.add(undefined, CAMRY),
      await calls.remove(undefined, id),
      await calls.setCurrent(undefined, id),
      await calls.name(undefined, id, "Mine"),
      await calls.merge(undefined, [CAMRY]),
    ]) {
      failure(answer, "UNAUTHENTICATED");
    }
    // Another customer, or an admin, naming the owner's vehicle finds none of theirs, and changes nothing.
    for (const token of [other.accessToken, admin.accessToken]) {
      expect(failure(await calls.remove(token, id), "NOT_FOUND").message).toBe("Vehicle not found");
      expect(failure(await calls.setCurrent(token, id), "NOT_FOUND").message).toBe("Vehicle not found");
      expect(failure(await calls.name(token, id, "Mine"), "NOT_FOUND").message).toBe("Vehicle not found");
      expect((await garageOf(token)).vehicles.map((v) => v.id)).not.toContain(id);
    }
    expect(
      (await garageOf(owner.accessToken)).vehicles.map(({ id, nickname }) => ({ id, nickname })),
    ).toEqual([{ id, nickname: null }]);
    // An admin keeps a garage of their own like anyone.
    expect((await add(admin.accessToken, F150)).current).toMatchObject({ make: "Ford" });
  });

  it("tells, with the garage's submodel and engine, whether a narrowed fitment fits, instead of 'check'", async () => {
    const part = await addProduct(shop.gql, admin.accessToken, {
      name: "Camry LE Pads",
      fitments: [{ make: "Toyota", model: "Camry", yearFrom: 2018, yearTo: 2020, submodel: "LE" }],
    });
    const state = async (vehicle: Record<string, unknown>) =>
      (
        await expectOk(
          shop.gql<{ product: { fitmentState: string } }>(
            "query($id: ID!, $vehicle: VehicleInput!) { product(id: $id) { fitmentState(vehicle: $vehicle) } }",
            { id: part, vehicle },
          ),
        )
      ).product.fitmentState;
    const camry = { year: 2018, make: "Toyota", model: "Camry" };
    expect(await state(camry)).toBe("FITS_SOME");
    expect(await state({ ...camry, submodel: "le" })).toBe("FITS");
    expect(await state({ ...camry, submodel: "XSE" })).toBe("DOES_NOT_FIT");
  });
});

describe("decodeVin", () => {
  const decode = (vin: string) =>
    shop.gql<{
      decodeVin: { vin: string; year: number; make: string; model: string | null; engine: string | null };
    }>(`query($vin: String!) { decodeVin(vin: $vin) { vin year make model engine } }`, { vin });

  it("reads a VIN for a visitor: make and year always, model and engine where the data knows them", async () => {
    expect((await expectOk(decode("3tylb5jn8 tt109813"))).decodeVin).toEqual({
      vin: "3TYLB5JN8TT109813",
      year: 2026,
      make: "Toyota",
      model: "Tacoma",
      engine: "2.4L I4 (T24A-FTS)",
    });
    expect((await expectOk(decode("SALYB2RV4JA756586"))).decodeVin).toEqual({
      vin: "SALYB2RV4JA756586",
      year: 2018,
      make: "Land Rover",
      model: null,
      engine: null,
    });
  });

  it("refuses a VIN it cannot read on the field vin, saying why", async () => {
    const mistyped = failure(await decode("1HGCM82733A004352"), "BAD_USER_INPUT");
    expect(mistyped.fields).toEqual([
      { field: "vin", message: "The check digit (9th character) should be 2, not 3: the VIN is mistyped" },
    ]);
    const short = failure(await decode("1HGCM8263"), "BAD_USER_INPUT");
    expect(short.fields).toEqual([{ field: "vin", message: "A VIN has 17 characters; this one has 9" }]);
  });
});
