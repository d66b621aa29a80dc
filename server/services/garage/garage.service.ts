import { ObjectId, type ClientSession, type Db } from "mongodb";
import { collection } from "../../db/collections";
import type { GarageDocument, GarageVehicleDocument } from "../../db/models";
import { inTransaction } from "../../db/transactions";
import type { GarageVehicleInput } from "../../../generated/server/graphql";
import { GARAGE_FIELDS } from "../../../shared/field-rules/shop-fields";
import { GARAGE_MAX_VEHICLES, garageFull } from "../../../shared/garage-limits";
import { refines, sameVehicle } from "../../../shared/vehicle-names";
import { ValidationError, notFound } from "../../shop-errors";
import type { SignedInContext } from "../common/request-context";
import { Validator, parseId } from "../common/validation";

/** A customer's garage as the API shows it: the vehicles in the order they were added, and the current one. */
export interface GarageView {
  vehicles: GarageVehicleDocument[];
  current: GarageVehicleDocument | null;
}

/** A vehicle as typed, checked, before it is given an id. */
type VehicleFields = Omit<GarageVehicleDocument, "_id" | "addedAt">;

/**
 * A signed-in customer's garage: up to GARAGE_MAX_VEHICLES vehicles kept on the server, one of them
 * current, so the vehicle they shop for follows them across devices. A visitor's garage lives in the
 * browser and joins the account's on sign-in (`merge`), as the cart does. Each change reads and writes
 * the garage in one transaction, so two tabs adding at once cannot pass the limit or lose a vehicle.
 */
export class GarageService {
  constructor(private readonly db: Db) {}

  private get garages() {
    return collection(this.db, "garages");
  }

  async get(ctx: SignedInContext): Promise<GarageView> {
    return view(await this.garages.findOne({ _id: ctx.user._id }));
  }

  /**
   * Adds a vehicle and makes it current; one already there (the same vehicle, in any spelling) becomes
   * current. One that tells more of the current vehicle (refines) completes it instead: a shopper who
   * chose a 2018 Camry and then its LE submodel has one car.
   */
  add(ctx: SignedInContext, input: GarageVehicleInput): Promise<GarageView> {
    const vehicle = validVehicles([input], "vehicle")[0]!;
    return this.change(ctx, (garage) => {
      const current = garage.vehicles.find((stored) => garage.currentId?.equals(stored._id));
      if (current && refines(current, vehicle)) {
        // Its nickname stays unless a new one is given.
        Object.assign(current, vehicle);
        return;
      }
      const id = addTo(garage, vehicle);
      if (!id) throw new ValidationError([{ field: "vehicle", message: garageFull() }]);
      garage.currentId = id;
    });
  }

  remove(ctx: SignedInContext, id: string): Promise<GarageView> {
    const _id = parseId(id, "Vehicle id");
    return this.change(ctx, (garage) => {
      const kept = garage.vehicles.filter((vehicle) => !vehicle._id.equals(_id));
      if (kept.length === garage.vehicles.length) throw notFound("Vehicle");
      garage.vehicles = kept;
      // The current vehicle gone, the one added last stands in: the garage keeps a current vehicle while it has any.
      if (garage.currentId?.equals(_id)) garage.currentId = kept.at(-1)?._id ?? null;
    });
  }

  /** Names one of the garage's vehicles ("Dad's truck"); a blank name removes its name. */
  name(ctx: SignedInContext, id: string, nickname: string | null | undefined): Promise<GarageView> {
    const _id = parseId(id, "Vehicle id");
    const v = new Validator();
    const named = v.text("nickname", nickname, GARAGE_FIELDS.nickname) || undefined;
    v.check();
    return this.change(ctx, (garage) => {
      const vehicle = garage.vehicles.find((stored) => stored._id.equals(_id));
      if (!vehicle) throw notFound("Vehicle");
      if (named) vehicle.nickname = named;
      else delete vehicle.nickname;
    });
  }

  setCurrent(ctx: SignedInContext, id: string): Promise<GarageView> {
    const _id = parseId(id, "Vehicle id");
    return this.change(ctx, (garage) => {
      if (!garage.vehicles.some((vehicle) => vehicle._id.equals(_id))) throw notFound("Vehicle");
      garage.currentId = _id;
    });
  }

  /**
   * Adds the vehicles a visitor kept in the browser, as on signing in: those the garage has already are
   * not added twice, and past the limit the account's own are kept and the rest left out. `current`, an
   * index into `vehicles`, becomes the current vehicle: the one the shopper was just shopping for.
   */
  merge(ctx: SignedInContext, input: GarageVehicleInput[], current?: number | null): Promise<GarageView> {
    const vehicles = validVehicles(input, "vehicles");
    return this.change(ctx, (garage) => {
      const ids = vehicles.map((vehicle) => addTo(garage, vehicle));
      const chosen = current == null ? undefined : ids[current];
      if (chosen) garage.currentId = chosen;
    });
  }

  private change(ctx: SignedInContext, edit: (garage: GarageDocument) => void): Promise<GarageView> {
    return inTransaction(this.db, async (session: ClientSession) => {
      const stored = await this.garages.findOne({ _id: ctx.user._id }, { session });
      const garage: GarageDocument = stored ?? {
        _id: ctx.user._id,
        vehicles: [],
        currentId: null,
        updatedAt: new Date(),
      };
      edit(garage);
      garage.updatedAt = new Date();
      await this.garages.replaceOne({ _id: garage._id }, garage, { upsert: true, session });
      return view(garage);
    });
  }
}

function view(garage: GarageDocument | null): GarageView {
  const vehicles = garage?.vehicles ?? [];
  const current = vehicles.find((vehicle) => garage?.currentId?.equals(vehicle._id)) ?? null;
  return { vehicles, current };
}

/** Vehicles as typed, each checked as the garage's form checks it, named by its place: `vehicles.2.year`. */
function validVehicles(input: GarageVehicleInput[], field: string): VehicleFields[] {
  const v = new Validator();
  if (input.length > GARAGE_MAX_VEHICLES) v.add(field, garageFull());
  const vehicles = input.map((vehicle, i) => {
    const at = field === "vehicle" ? field : `${field}.${i}`;
    const text = (name: "make" | "model" | "submodel" | "engine" | "nickname") =>
      v.text(`${at}.${name}`, vehicle[name], GARAGE_FIELDS[name]) || undefined;
    const checked = {
      year: v.number(`${at}.year`, vehicle.year, GARAGE_FIELDS.year) ?? 0,
      make: text("make") ?? "",
      model: text("model") ?? "",
      submodel: text("submodel"),
      engine: text("engine"),
      nickname: text("nickname"),
    };
    // Only what was given is stored: no submodel is "not told", not an empty one.
    return Object.fromEntries(
      Object.entries(checked).filter(([, value]) => value !== undefined),
    ) as VehicleFields;
  });
  v.check();
  return vehicles;
}

/**
 * Puts `vehicle` in the garage unless it is there already (a new nickname renames it): the id it has
 * there, or null when the garage is full.
 */
function addTo(garage: GarageDocument, vehicle: VehicleFields): ObjectId | null {
  const kept = garage.vehicles.find((stored) => sameVehicle(stored, vehicle));
  if (kept) {
    if (vehicle.nickname) kept.nickname = vehicle.nickname;
    return kept._id;
  }
  if (garage.vehicles.length >= GARAGE_MAX_VEHICLES) return null;
  const added = { _id: new ObjectId(), ...vehicle, addedAt: new Date() };
  garage.vehicles.push(added);
  return added._id;
}
