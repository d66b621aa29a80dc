import { VIN_ALPHABET } from "./vin-alphabet";

/**
 * Each VIN character's value for the check digit, aligned with VIN_ALPHABET: digits are themselves, letters
 * follow the transliteration table of 49 CFR 565.15 (A-H 1-8, J-N 1-5, P 7, R 9, S-Z 2-9).
 */
const VALUES = "0123456789" + "12345678" + "12345" + "7" + "9" + "23456789";
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * The North American check digit (position 9) a 17-character VIN (upper case, no I, O, Q) must carry: the
 * characters' values times their positions' weights, summed, modulo 11, 10 written X. Its own 9th character
 * weighs 0.
 */
export function vinCheckDigit(vin: string): string {
  const values = [...vin].map((c) => VIN_ALPHABET.indexOf(c));
  if (values.length !== 17 || values.includes(-1)) throw new RangeError(`Not 17 VIN characters: ${vin}`);
  const sum = values.reduce((total, value, i) => total + Number(VALUES[value]) * (WEIGHTS[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}
