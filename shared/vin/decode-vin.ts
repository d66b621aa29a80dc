import { vinCheckDigit } from "./check-digit";
import { VIN_MESSAGES } from "./messages";
import { modelYear } from "./model-year";
import { engineOf, modelOf } from "./vds-lookup";
import { VIN_ALPHABET } from "./vin-alphabet";
import { makesOf, wmiOf } from "./wmi-lookup";

/** A VIN read: its make and model year always, its model and engine where the tables know them. */
export interface DecodedVin {
  readonly ok: true;
  /** The VIN as read: upper case, without spaces. */
  readonly vin: string;
  /** World Manufacturer Identifier: positions 1-3, or 1-3 and 12-14 for a small maker. */
  readonly wmi: string;
  readonly year: number;
  readonly make: string;
  readonly model: string | null;
  /** E.g. "2.4L I4 (K24A4)", "V6 (J35A5)", "Electric". */
  readonly engine: string | null;
}

/** Why a VIN cannot be read, in words for the shopper (VIN_MESSAGES). */
export interface VinProblem {
  readonly ok: false;
  readonly problem: string;
}

export type VinDecoding = DecodedVin | VinProblem;

/** The first character that cannot be in a VIN, with its position (1-based), or undefined. */
function firstForeign(vin: string): { character: string; position: number } | undefined {
  const index = [...vin].findIndex((c) => !VIN_ALPHABET.includes(c));
  return index < 0 ? undefined : { character: [...vin][index] ?? "", position: index + 1 };
}

/**
 * Reads a 17-character VIN offline: checks it (length, characters, check digit), then its model year
 * (position 10), make (WMI) and, where the tables hold them, model and engine (positions 4-8).
 * Spaces anywhere and lower case are accepted, as VINs are often copied in groups or typed small.
 * A VIN whose maker the WMI table does not know, or whose WMI several makes share while its model is
 * unknown, is a problem rather than a VIN without make: the shop finds parts by make first, so the
 * shopper had better pick the vehicle from the lists, and the message says why.
 * `now` bounds the model year: no vehicle is later than next year's.
 */
export function decodeVin(input: string, now = new Date()): VinDecoding {
  const vin = input.replace(/\s+/g, "").toUpperCase();
  const problem = (text: string): VinProblem => ({ ok: false, problem: text });
  if (vin === "") return problem(VIN_MESSAGES.empty());
  const length = [...vin].length;
  if (length !== 17) return problem(VIN_MESSAGES.wrongLength(length));
  const foreign = firstForeign(vin);
  if (foreign !== undefined) {
    return problem(
      /^[IOQ]$/.test(foreign.character)
        ? VIN_MESSAGES.letterNeverUsed(foreign.character, foreign.position)
        : VIN_MESSAGES.notALetterOrDigit(foreign.character, foreign.position),
    );
  }
  const checkDigit = vinCheckDigit(vin);
  if (vin.charAt(8) !== checkDigit) return problem(VIN_MESSAGES.wrongCheckDigit(checkDigit, vin.charAt(8)));
  const year = modelYear(vin, now);
  if (year === undefined) return problem(VIN_MESSAGES.notAYearCode(vin.charAt(9)));

  const wmi = wmiOf(vin);
  const makes = makesOf(wmi, year);
  if (makes.length === 0) return problem(VIN_MESSAGES.unknownMaker(wmi));
  const vehicle = modelOf(wmi, year, vin);
  const make = vehicle?.make ?? (makes.length === 1 ? makes[0] : undefined);
  if (make === undefined) return problem(VIN_MESSAGES.unclearMake(wmi, makes));
  return {
    ok: true,
    vin,
    wmi,
    year,
    make,
    model: vehicle?.model ?? null,
    engine: engineOf(wmi, year, vin) ?? null,
  };
}
