/**
 * Position 10 codes the model year on a 30-year cycle: A = 1980 or 2010, ..., Y = 2000 or 2030, 1 = 2001 or
 * 2031, ..., 9 = 2009 or 2039 (no I, O, Q, U, Z or 0).
 */
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/**
 * The model year of a 17-character VIN, or undefined when position 10 is no year code. Which cycle, as NHTSA
 * decides it for passenger cars, MPVs and light trucks (49 CFR 565.15): a digit in position 7 means 1980-2009,
 * a letter 2010-2039. Makers of other vehicles (and older cars) did not always follow that rule, so a year
 * after next year, which no vehicle can have yet, is read one cycle earlier.
 */
export function modelYear(vin: string, now: Date): number | undefined {
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return undefined;
  const year = (/\d/.test(vin.charAt(6)) ? 1980 : 2010) + index;
  return year > now.getFullYear() + 1 ? year - 30 : year;
}
