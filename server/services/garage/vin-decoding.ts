import { decodeVin, type DecodedVin } from "../../../shared/vin";
import { ValidationError } from "../../shop-errors";

/** A VIN's vehicle, or a refusal on the field `vin` in the decoder's words (too short, mistyped, ...). */
export function readVin(vin: string): DecodedVin {
  const decoded = decodeVin(vin);
  if (!decoded.ok) throw new ValidationError([{ field: "vin", message: decoded.problem }]);
  return decoded;
}
