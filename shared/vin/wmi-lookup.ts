import { SHARED_WMI_YEARS, WMI_MAKES } from "./wmi-makes";

/** Each WMI's makes, in alphabetical order. */
const MAKES_BY_WMI = new Map<string, string[]>();
for (const [make, wmis] of Object.entries(WMI_MAKES)) {
  for (const wmi of wmis.split(" ")) MAKES_BY_WMI.set(wmi, [...(MAKES_BY_WMI.get(wmi) ?? []), make].sort());
}

/** "Genesis 2023-; Hyundai 2007-2010,2017-" → does `year` fall in the make's years? */
function usedIn(years: string, make: string, year: number): boolean {
  const spans = years
    .split("; ")
    .find((part) => part.slice(0, part.lastIndexOf(" ")) === make)
    ?.slice(make.length + 1);
  return (spans ?? "").split(",").some((span) => {
    const [from = "", to] = span.split("-");
    const last = to === undefined ? Number(from) : to === "" ? Infinity : Number(to);
    return from !== "" && year >= Number(from) && year <= last;
  });
}

/**
 * A VIN's World Manufacturer Identifier: positions 1-3, and for a small maker (3rd character 9, a code
 * shared by many makers) positions 12-14 too.
 */
export function wmiOf(vin: string): string {
  return vin.charAt(2) === "9" ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3);
}

/**
 * The makes a VIN of this WMI and model year may be: none for a WMI the table does not hold; for a WMI
 * several makes share, those vPIC has VIN schemas for that year, or all of them when it has none.
 */
export function makesOf(wmi: string, year: number): readonly string[] {
  const makes = MAKES_BY_WMI.get(wmi) ?? [];
  const years = SHARED_WMI_YEARS[wmi];
  const used = years === undefined ? makes : makes.filter((make) => usedIn(years, make, year));
  return used.length > 0 ? used : makes;
}
