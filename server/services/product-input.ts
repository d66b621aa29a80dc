import type { FitmentDocument } from "../db/models";
import type { FitmentInput, ProductInput, ProductUpdateInput } from "../../generated/server/graphql";
import { Validator } from "./validation";

/** The product fields as stored, after validation; absent fields were not given. */
export interface ValidProductFields {
  name?: string;
  description?: string;
  price?: number;
  minimumOrderQuantity?: number;
  availableQuantity?: number;
  picture?: string;
  partNumber?: string;
  category?: string;
  fitments?: FitmentDocument[];
}

const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

/**
 * Validates a new product (`creating`: name, price and minimum order quantity required) or a change to
 * one (only the given fields). Limits follow SPEC.md: name, price and minimum order quantity at most 20
 * characters.
 */
export function validateProductInput(
  input: ProductInput | ProductUpdateInput,
  creating: boolean,
): ValidProductFields {
  const v = new Validator();
  const given = (field: keyof ProductUpdateInput) => creating || input[field] !== undefined;
  const fields: ValidProductFields = {};
  if (given("name")) fields.name = v.text("name", input.name, { label: "Name", required: true, max: 20 });
  if (given("description")) {
    fields.description = v.text("description", input.description, { label: "Description", max: 2000 }) ?? "";
  }
  if (given("price")) {
    fields.price = v.number("price", input.price, {
      label: "Price",
      required: true,
      min: 0.01,
      maxChars: 20,
    });
  }
  if (given("minimumOrderQuantity")) {
    fields.minimumOrderQuantity = v.number("minimumOrderQuantity", input.minimumOrderQuantity, {
      label: "Minimum Order Quantity",
      required: true,
      integer: true,
      min: 1,
      maxChars: 20,
    });
  }
  if (given("availableQuantity")) {
    fields.availableQuantity =
      v.number("availableQuantity", input.availableQuantity, {
        label: "Available Quantity",
        required: !creating,
        integer: true,
        min: 0,
      }) ?? 0;
  }
  if (given("picture")) fields.picture = v.picture("picture", input.picture);
  if (given("partNumber")) {
    fields.partNumber = v.text("partNumber", input.partNumber, {
      label: "Part Number",
      required: !creating,
      max: 40,
    });
  }
  if (given("category")) {
    fields.category = v.text("category", input.category, { label: "Category", required: !creating, max: 40 });
  }
  if (given("fitments"))
    fields.fitments = (input.fitments ?? []).map((fitment, i) => validFitment(v, fitment, i));
  v.check();
  return fields;
}

function validFitment(v: Validator, fitment: FitmentInput, index: number): FitmentDocument {
  const at = `fitments.${index}`;
  const make = v.text(`${at}.make`, fitment.make, { label: "Make", required: true, max: 40 });
  const model = v.text(`${at}.model`, fitment.model, { label: "Model", required: true, max: 40 });
  const yearRule = { label: "Year", required: true, integer: true, min: YEAR_MIN };
  const yearFrom = v.number(`${at}.yearFrom`, fitment.yearFrom, yearRule);
  const yearTo = v.number(`${at}.yearTo`, fitment.yearTo, yearRule);
  if (yearFrom !== undefined && yearTo !== undefined) {
    if (yearTo > YEAR_MAX) v.add(`${at}.yearTo`, `Year must be at most ${YEAR_MAX}`);
    if (yearFrom > yearTo) v.add(`${at}.yearTo`, "The last year must not come before the first");
  }
  return { make: make ?? "", model: model ?? "", yearFrom: yearFrom ?? 0, yearTo: yearTo ?? 0 };
}
