/**
 * The words of every validation message, in one place for the browser's forms, GraphQL and REST.
 * SPEC.md section 5 gives some of them word for word ('Name is Required', 'Provide a valid email',
 * 'Must be 6 characters or longer'); the rest are the server's.
 */

export const isRequired = (label: string) => `${label} is Required`;
export const tooManyChars = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const tooFewChars = (min: number) => `Must be ${min} characters or longer`;
export const notANumber = (label: string) => `${label} must be a number`;
export const notWhole = (label: string) => `${label} must be a whole number`;
export const belowMin = (label: string, min: number) => `${label} must be at least ${min}`;
export const aboveMax = (label: string, max: number) => `${label} must be at most ${max}`;
export const outOfRange = (label: string, min: number, max: number) =>
  `${label} must be between ${min} and ${max}`;
/** A field holding a list, of at most `max` entries: "List at most 20 OE Numbers". */
export const tooManyEntries = (label: string, max: number) => `List at most ${max} ${label}s`;
export const notAnEmail = () => "Provide a valid email";
export const notAPhoneNumber = () => "Provide a valid phone number";
/** One of a list of numbers, which forms and catalogue files separate by commas and semicolons. */
export const notOneNumber = (label: string) => `${label} must not hold a comma or a semicolon`;
export const notAWebAddress = (label: string) => `${label} must be a web address (http:// or https://)`;
export const notAPostalCode = (label: string) => `${label} must be letters, digits, spaces or dashes`;
export const notACountry = (label: string) => `${label} must be a country the shop ships to`;

/**
 * The messages of rules that weigh a field against something else (the product ordered, another field),
 * so no single field's rule derives them. tests/shared/field-rules/ walks each one by its key.
 */
export const CROSS_FIELD_MESSAGES = {
  belowMinimumOrder: (minimum: number) =>
    `Quantity must be at least ${minimum}, the minimum order for this product`,
  onlyLeftInStock: (available: number) => `Only ${available} left in stock`,
  outOfStock: () => "This product is out of stock",
  lastYearTooLate: (max: number) => aboveMax("Year", max),
  yearsReversed: () => "The last year must not come before the first",
  toNotAfterFrom: () => "To must be later than From",
  universalWithVehicles: () =>
    "A universal part fits every vehicle: remove its vehicles, or untick Universal",
  noSuchPart: () => "No part in the catalogue has this id",
  fitWithoutVehicle: () => "Only a part you bought for a vehicle can be said to fit it",
  /** A shipping address's postal code, weighed against its country ("Postal code must be a Canada postal code, like K1A 0B1"). */
  postalCodeOfCountry: (country: string, example: string) =>
    `Postal code must be a ${country} postal code, like ${example}`,
  /** A shipping address in a country whose addresses name a region ("State is Required for United States"). */
  regionRequired: (regionLabel: string, country: string) => `${regionLabel} is Required for ${country}`,
  noSuchRegion: (regionLabel: string, country: string) =>
    `Region must be a ${regionLabel.toLowerCase()} of ${country}`,
} as const;

/**
 * A checkout line the stock cannot cover, named by its product: the server's INSUFFICIENT_STOCK message,
 * and the checkout page's words for each line of `extensions.lines`.
 */
export const lineShortOfStock = (name: string, available: number) =>
  available === 0 ? `${name} is out of stock` : `Only ${available} of ${name} left in stock`;

/**
 * A payment staff record that is more than the order owes, or, before it ships, less than all of it:
 * the server's refusal of `amountCents` and the record-payment form's words, `due` as a price ("$49.00").
 */
export const aboveAmountDue = (due: string) => `Amount must be at most ${due}, what is still due`;
export const notWholeAmountDue = (due: string) =>
  `Amount must be ${due}, the whole amount due before the order ships`;
