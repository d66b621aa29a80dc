/**
 * The countries the shop ships to and what an address in each must say: the checkout form's list, the
 * server's check of a shipping address, and the one line an order's `address` keeps for legacy clients.
 */

export interface Country {
  code: string;
  name: string;
  /** What the country calls its regions, where an address must name one ("State", "Province"). */
  regionLabel?: string;
  /** Its regions by code, where an address must name one of them (by code or by name). */
  regions?: Record<string, string>;
  /** Its postal codes, as people write them, and an example for the message of one that is not. */
  postalCode: { pattern: RegExp; example: string };
}

// prettier-ignore
const US_STATES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado",
  CT: "Connecticut", DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia",
  HI: "Hawaii", ID: "Idaho", IL: "Illinois", IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky",
  LA: "Louisiana", ME: "Maine", MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota",
  MS: "Mississippi", MO: "Missouri", MT: "Montana", NE: "Nebraska", NV: "Nevada", NH: "New Hampshire",
  NJ: "New Jersey", NM: "New Mexico", NY: "New York", NC: "North Carolina", ND: "North Dakota",
  OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania", PR: "Puerto Rico", RI: "Rhode Island",
  SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah", VT: "Vermont",
  VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
};

// prettier-ignore
const CA_PROVINCES: Record<string, string> = {
  AB: "Alberta", BC: "British Columbia", MB: "Manitoba", NB: "New Brunswick",
  NL: "Newfoundland and Labrador", NS: "Nova Scotia", NT: "Northwest Territories", NU: "Nunavut",
  ON: "Ontario", PE: "Prince Edward Island", QC: "Quebec", SK: "Saskatchewan", YT: "Yukon",
};

// prettier-ignore
const AU_STATES: Record<string, string> = {
  ACT: "Australian Capital Territory", NSW: "New South Wales", NT: "Northern Territory",
  QLD: "Queensland", SA: "South Australia", TAS: "Tasmania", VIC: "Victoria", WA: "Western Australia",
};

const digits = (count: number, example: string) => ({ pattern: new RegExp(`^\\d{${count}}$`), example });

/** The shop's home country first (the checkout form's default), the rest by name. */
export const COUNTRIES: readonly Country[] = [
  {
    code: "US",
    name: "United States",
    regionLabel: "State",
    regions: US_STATES,
    postalCode: { pattern: /^\d{5}(-\d{4})?$/, example: "94103" },
  },
  { code: "AU", name: "Australia", regionLabel: "State", regions: AU_STATES, postalCode: digits(4, "2000") },
  { code: "AT", name: "Austria", postalCode: digits(4, "1010") },
  { code: "BE", name: "Belgium", postalCode: digits(4, "1000") },
  {
    code: "CA",
    name: "Canada",
    regionLabel: "Province",
    regions: CA_PROVINCES,
    postalCode: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, example: "K1A 0B1" },
  },
  { code: "DK", name: "Denmark", postalCode: digits(4, "1050") },
  { code: "FI", name: "Finland", postalCode: digits(5, "00100") },
  { code: "FR", name: "France", postalCode: digits(5, "75001") },
  { code: "DE", name: "Germany", postalCode: digits(5, "10115") },
  {
    code: "IE",
    name: "Ireland",
    postalCode: { pattern: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i, example: "D02 X285" },
  },
  { code: "IT", name: "Italy", postalCode: digits(5, "00118") },
  { code: "MX", name: "Mexico", postalCode: digits(5, "06000") },
  { code: "NL", name: "Netherlands", postalCode: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: "1012 AB" } },
  { code: "NZ", name: "New Zealand", postalCode: digits(4, "6011") },
  { code: "NO", name: "Norway", postalCode: digits(4, "0150") },
  { code: "PL", name: "Poland", postalCode: { pattern: /^\d{2}-\d{3}$/, example: "00-950" } },
  { code: "PT", name: "Portugal", postalCode: { pattern: /^\d{4}-\d{3}$/, example: "1000-001" } },
  { code: "ES", name: "Spain", postalCode: digits(5, "28001") },
  { code: "SE", name: "Sweden", postalCode: { pattern: /^\d{3} ?\d{2}$/, example: "111 22" } },
  { code: "CH", name: "Switzerland", postalCode: digits(4, "8001") },
  {
    code: "GB",
    name: "United Kingdom",
    postalCode: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: "SW1A 1AA" },
  },
];

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country of a two-letter code, in either case; undefined for one the shop does not ship to. */
export const countryOf = (code: string): Country | undefined => BY_CODE.get(code.trim().toUpperCase());

/** A region as the country's list names it: its code, from the code or the name in any case. */
export function regionCode(country: Country, region: string): string | undefined {
  if (!country.regions) return undefined;
  const wanted = region.trim().toUpperCase();
  if (country.regions[wanted]) return wanted;
  return Object.keys(country.regions).find((code) => country.regions![code]!.toUpperCase() === wanted);
}

/** Where an order goes, as the checkout form and the API give it. */
export interface PostalAddress {
  name: string;
  street: string;
  city: string;
  postalCode: string;
  /** A region's code where the country has a list of them, else what the buyer wrote, or nothing. */
  region?: string | null;
  /** Two letters (ISO 3166-1). */
  country: string;
}

/** The address on one line, as the order's legacy `address` and the admin's lists show it. */
export function oneLine(address: PostalAddress): string {
  const country = countryOf(address.country);
  const cityLine = [address.city, address.region, address.postalCode].filter(Boolean).join(" ");
  return [address.name, address.street, cityLine, country?.name ?? address.country].join(", ");
}
