/**
 * What kind of part a product is, as ACES/PCdb's part terminology names it, kept small: the kinds a job
 * kit (job-kits.ts) is made of and a few common ones. A kit finds its pieces by this, never by a part's
 * name. The labels are the admin form's options and a catalogue file's Part Type cells. shared/ imports
 * nothing, so the schema's PartType is not named here; a type the schema adds and this list lacks fails
 * to compile where a generated PartType indexes it.
 */
export const PART_TYPES = {
  BRAKE_PADS: "Brake pads",
  BRAKE_ROTOR: "Brake rotor",
  BRAKE_HARDWARE: "Brake hardware kit",
  BRAKE_CALIPER: "Brake caliper",
  BRAKE_FLUID: "Brake fluid",
  OIL_FILTER: "Oil filter",
  AIR_FILTER: "Engine air filter",
  CABIN_AIR_FILTER: "Cabin air filter",
  FUEL_FILTER: "Fuel filter",
  SPARK_PLUG: "Spark plug",
  IGNITION_COIL: "Ignition coil",
  STRUT: "Strut assembly",
  SHOCK_ABSORBER: "Shock absorber",
  WIPER_BLADE: "Wiper blade",
  BATTERY: "Battery",
} as const;

export type PartTypeName = keyof typeof PART_TYPES;
