import { countryOf, regionCode, type PostalAddress } from "../postal-addresses";
import { CROSS_FIELD_MESSAGES } from "./messages";

/** A problem of an address's field, named as the API names the field. */
export interface AddressProblem {
  field: "postalCode" | "region";
  message: string;
}

/**
 * What an address that passed POSTAL_ADDRESS_FIELDS says wrong of its own country: a postal code of
 * another form, a region missing or not one of the country's. Its region as the country names it (a
 * state's code from its code or name) when nothing is wrong with it.
 */
export function postalAddressProblems(address: PostalAddress): {
  problems: AddressProblem[];
  region: string | null;
} {
  const country = countryOf(address.country);
  const problems: AddressProblem[] = [];
  const written = address.region?.trim() || null;
  if (!country) return { problems, region: written };
  if (!country.postalCode.pattern.test(address.postalCode.trim()))
    problems.push({
      field: "postalCode",
      message: CROSS_FIELD_MESSAGES.postalCodeOfCountry(country.name, country.postalCode.example),
    });
  if (!country.regions) return { problems, region: written };
  const label = country.regionLabel ?? "Region";
  if (!written) {
    problems.push({ field: "region", message: CROSS_FIELD_MESSAGES.regionRequired(label, country.name) });
    return { problems, region: null };
  }
  const code = regionCode(country, written);
  if (!code)
    problems.push({ field: "region", message: CROSS_FIELD_MESSAGES.noSuchRegion(label, country.name) });
  return { problems, region: code ?? written };
}
