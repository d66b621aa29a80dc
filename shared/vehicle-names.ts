/**
 * When two names of a vehicle, and two vehicles, are the same: the one rule of the catalogue's vehicle
 * filter, its badges and the garage, on the server and in the browser.
 */

/** What sameName compares: equal for the same name however it is spelled; none is the empty name. */
export const nameKey = (name: string | null | undefined) => (name ?? "").trim().toLowerCase();

/** Makes, models and categories are the same name in any case and with stray spaces ("toyota " is "Toyota"). */
export const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  nameKey(a) === nameKey(b);

/** A vehicle as far as its owner told it: a submodel or engine not told is none. */
export interface NamedVehicle {
  year: number;
  make: string;
  model: string;
  submodel?: string | null;
  engine?: string | null;
}

/** Whether two vehicles are the same one, however their names are spelled. */
export const sameVehicle = (a: NamedVehicle, b: NamedVehicle) =>
  a.year === b.year &&
  sameName(a.make, b.make) &&
  sameName(a.model, b.model) &&
  sameName(a.submodel, b.submodel) &&
  sameName(a.engine, b.engine);

/** "2018 Toyota Camry", and its submodel and engine when known: "2018 Toyota Camry LE 2.5L L4". */
export const describeVehicle = (vehicle: NamedVehicle): string =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.submodel, vehicle.engine].filter(Boolean).join(" ");

/**
 * Whether `told` is `known` told more: the same year, make and model, with a submodel or engine where
 * `known` leaves it unknown, and nothing `known` says changed. Choosing a 2018 Camry and then its LE
 * submodel is one vehicle told twice, not two vehicles.
 */
export const refines = (known: NamedVehicle, told: NamedVehicle) =>
  !sameVehicle(known, told) &&
  known.year === told.year &&
  sameName(known.make, told.make) &&
  sameName(known.model, told.model) &&
  (!nameKey(known.submodel) || sameName(known.submodel, told.submodel)) &&
  (!nameKey(known.engine) || sameName(known.engine, told.engine));
