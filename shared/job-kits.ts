import type { PartTypeName } from "./part-types";

/**
 * Job kits: the pieces one repair needs, found among the parts that fit the shopper's vehicle by their
 * part type and position (server/services/catalogue/job-kits.ts). The quantity is per axle: a pad set
 * and a hardware kit do one axle, a rotor one wheel, so a kit takes two of a rotor that fits the axle and
 * one of each side where only side-specific rotors fit.
 */

/** The axle a job is done on; its sides are the positions of side-specific parts. */
export type Axle = "FRONT" | "REAR";

export const AXLE_SIDES = {
  FRONT: ["FRONT_LEFT", "FRONT_RIGHT"],
  REAR: ["REAR_LEFT", "REAR_RIGHT"],
} as const satisfies Record<Axle, readonly string[]>;

export interface JobKitPiece {
  /** As a kit's line names it: "Front brake rotor". */
  name: string;
  partType: PartTypeName;
  /** One per wheel (two an axle, or one a side), not one an axle. */
  perWheel: boolean;
}

export interface JobKitDefinition {
  name: string;
  axle: Axle;
  pieces: readonly JobKitPiece[];
}

const brakeJob = (axle: Axle, side: string): JobKitDefinition => ({
  name: `${side} brake job`,
  axle,
  pieces: [
    { name: `${side} brake pad set`, partType: "BRAKE_PADS", perWheel: false },
    { name: `${side} brake rotor`, partType: "BRAKE_ROTOR", perWheel: true },
    { name: `${side} brake hardware kit`, partType: "BRAKE_HARDWARE", perWheel: false },
  ],
});

/** Every kit, in the order the shop lists them; keys are the schema's JobKind. */
export const JOB_KITS = {
  FRONT_BRAKE_JOB: brakeJob("FRONT", "Front"),
  REAR_BRAKE_JOB: brakeJob("REAR", "Rear"),
} as const satisfies Record<string, JobKitDefinition>;
