/** The offline VIN decoder, for the browser and the server alike (no network, no Node APIs). */
export { decodeVin, type DecodedVin, type VinDecoding, type VinProblem } from "./decode-vin";
export { vinCheckDigit } from "./check-digit";
export { VIN_MESSAGES } from "./messages";
