import { ObjectId } from "mongodb";
import type { FitmentDocument, ProductDocument } from "../../db/models";
import { numberKeysOf, type NumberedProduct } from "../../db/number-keys";
import { fitmentKeysOf, type FittedProduct } from "../../db/vehicle-keys";
import type { FitmentInput, ProductInput, ProductUpdateInput } from "../../../generated/server/graphql";
import type { PartType } from "../../../generated/shared/enums";
import { CROSS_FIELD_MESSAGES, tooManyEntries } from "../../../shared/field-rules/messages";
import {
  FITMENT_FIELDS,
  FITMENT_LAST_YEAR,
  PART_REFERENCE_FIELDS,
  PRODUCT_CHANGE_FIELDS,
  PRODUCT_FIELDS,
} from "../../../shared/field-rules/shop-fields";
import { MAX_PART_REFERENCES, NUMBER_LISTS, type NumberList } from "../../../shared/part-numbers";
import { Validator } from "../common/validation";

/** What a product without a picture shows. */
export const PLACEHOLDER_PICTURE = "/assets/placeholder-part.svg";

/** The product fields as stored, after validation; absent fields were not given. */
export interface ValidProductFields {
  name?: string;
  description?: string;
  price?: number;
  minimumOrderQuantity?: number;
  availableQuantity?: number;
  picture?: string;
  partNumber?: string;
  oeNumbers?: string[];
  interchangeNumbers?: string[];
  category?: string;
  /** null: none (a change given null removes it). */
  partType?: PartType | null;
  /** null: the shop's default (a change given null goes back to it). */
  reorderLevel?: number | null;
  universal?: boolean;
  fitments?: FitmentDocument[];
}

/**
 * Validates a new product (`creating`: PRODUCT_FIELDS) or a change to one (only the given fields, held to
 * PRODUCT_CHANGE_FIELDS), with the rules the admin's forms check too.
 */
export function validateProductInput(
  input: ProductInput | ProductUpdateInput,
  creating: boolean,
): ValidProductFields {
  const v = new Validator();
  const rules = creating ? PRODUCT_FIELDS : PRODUCT_CHANGE_FIELDS;
  const given = (field: keyof ProductUpdateInput) => creating || input[field] !== undefined;
  const fields: ValidProductFields = {};
  if (given("name")) fields.name = v.text("name", input.name, rules.name);
  if (given("description"))
    fields.description = v.text("description", input.description, rules.description) ?? "";
  if (given("price")) fields.price = v.number("price", input.price, rules.price);
  if (given("minimumOrderQuantity")) {
    fields.minimumOrderQuantity = v.number(
      "minimumOrderQuantity",
      input.minimumOrderQuantity,
      rules.minimumOrderQuantity,
    );
  }
  if (given("availableQuantity")) {
    fields.availableQuantity =
      v.number("availableQuantity", input.availableQuantity, rules.availableQuantity) ?? 0;
  }
  if (given("picture")) fields.picture = v.text("picture", input.picture, rules.picture);
  if (given("partNumber")) fields.partNumber = v.text("partNumber", input.partNumber, rules.partNumber);
  if (given("category")) fields.category = v.text("category", input.category, rules.category);
  if (given("partType")) {
    // Left out of a new product: none stored. Given null by a change: none again, as a reorder level.
    if (input.partType) fields.partType = input.partType;
    else if (!creating) fields.partType = null;
  }
  if (given("reorderLevel")) {
    const level = v.number("reorderLevel", input.reorderLevel, rules.reorderLevel);
    // Left out of a new product: none stored. Emptied by a change: back to the shop's default.
    if (level !== undefined) fields.reorderLevel = level;
    else if (!creating) fields.reorderLevel = null;
  }
  if (given("fitments"))
    fields.fitments = (input.fitments ?? []).map((fitment, i) => validFitment(v, fitment, i));
  if (given("universal")) fields.universal = input.universal ?? false;
  if (fields.universal && fields.fitments?.length)
    v.add("universal", CROSS_FIELD_MESSAGES.universalWithVehicles());
  for (const field of NUMBER_LISTS) {
    if (given(field)) fields[field] = validNumbers(v, field, input[field]);
  }
  v.check();
  return fields;
}

/** A list of a part's other numbers: each one trimmed and checked, blanks and repeats left out. */
function validNumbers(
  v: Validator,
  field: NumberList,
  numbers: readonly string[] | null | undefined,
): string[] {
  const rule = PART_REFERENCE_FIELDS[field];
  const valid = (numbers ?? []).flatMap((number, i) => v.text(`${field}.${i}`, number, rule) ?? []);
  const distinct = [...new Set(valid)];
  if (distinct.length > MAX_PART_REFERENCES) v.add(field, tooManyEntries(rule.label, MAX_PART_REFERENCES));
  return distinct;
}

function validFitment(v: Validator, fitment: FitmentInput, index: number): FitmentDocument {
  const at = `fitments.${index}`;
  const make = v.text(`${at}.make`, fitment.make, FITMENT_FIELDS.make);
  const model = v.text(`${at}.model`, fitment.model, FITMENT_FIELDS.model);
  const yearFrom = v.number(`${at}.yearFrom`, fitment.yearFrom, FITMENT_FIELDS.yearFrom);
  const yearTo = v.number(`${at}.yearTo`, fitment.yearTo, FITMENT_FIELDS.yearTo);
  if (yearFrom !== undefined && yearTo !== undefined) {
    if (yearTo > FITMENT_LAST_YEAR)
      v.add(`${at}.yearTo`, CROSS_FIELD_MESSAGES.lastYearTooLate(FITMENT_LAST_YEAR));
    if (yearFrom > yearTo) v.add(`${at}.yearTo`, CROSS_FIELD_MESSAGES.yearsReversed());
  }
  const narrowed = {
    submodel: v.text(`${at}.submodel`, fitment.submodel, FITMENT_FIELDS.submodel),
    engine: v.text(`${at}.engine`, fitment.engine, FITMENT_FIELDS.engine),
    position: fitment.position ?? undefined,
    note: v.text(`${at}.note`, fitment.note, FITMENT_FIELDS.note),
  };
  return {
    make: make ?? "",
    model: model ?? "",
    yearFrom: yearFrom ?? 0,
    yearTo: yearTo ?? 0,
    // Only what was given is stored: an absent qualifier is "every submodel", "every engine".
    ...Object.fromEntries(Object.entries(narrowed).filter(([, value]) => value)),
  };
}

/** A new product of validated fields (validateProductInput, creating), with the defaults of what was left out. */
export function newProduct(fields: ValidProductFields, now: Date): ProductDocument {
  const product: ProductDocument = {
    _id: new ObjectId(),
    name: fields.name!,
    description: fields.description ?? "",
    price: fields.price!,
    minimumOrderQuantity: fields.minimumOrderQuantity!,
    availableQuantity: fields.availableQuantity ?? 0,
    picture: fields.picture ?? PLACEHOLDER_PICTURE,
    partNumber: fields.partNumber ?? `VP-${new ObjectId().toHexString().slice(-8).toUpperCase()}`,
    category: fields.category ?? "Other",
    ...(fields.partType && { partType: fields.partType }),
    ...(fields.reorderLevel !== undefined && { reorderLevel: fields.reorderLevel }),
    oeNumbers: fields.oeNumbers ?? [],
    interchangeNumbers: fields.interchangeNumbers ?? [],
    universal: fields.universal ?? false,
    fitments: fields.fitments ?? [],
    ...fitmentKeysOf({ fitments: fields.fitments ?? [], universal: fields.universal }),
    numberKeys: [],
    createdAt: now,
    updatedAt: now,
  };
  product.numberKeys = numberKeysOf(product);
  return product;
}

/**
 * A change of validated fields (validateProductInput, not creating) to the `stored` product, as stored: a
 * picture removed shows the placeholder, as for a product added without one. Made universal, a part
 * lists no vehicles; given vehicles, it is no longer universal. Either way its vehicle keys follow, and
 * new numbers bring the keys of all the part's numbers.
 */
export function productChange(
  fields: ValidProductFields,
  stored: NumberedProduct & FittedProduct,
): Partial<ProductDocument> {
  const change: Partial<ProductDocument> = { ...fields };
  if ("picture" in fields && !fields.picture) change.picture = PLACEHOLDER_PICTURE;
  if (fields.universal) change.fitments = [];
  else if (fields.fitments?.length) change.universal = false;
  if (fields.fitments || "universal" in fields)
    Object.assign(change, fitmentKeysOf({ ...stored, ...change }));
  if (NUMBER_FIELDS.some((field) => field in fields))
    change.numberKeys = numberKeysOf({ ...stored, ...fields });
  return change;
}

const NUMBER_FIELDS = ["partNumber", ...NUMBER_LISTS] as const;
