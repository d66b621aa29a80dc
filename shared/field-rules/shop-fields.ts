import { number, password, required, text } from "./rule";

/**
 * Every form field of the shop and what it accepts, by form, named as the API names the field. Limits
 * follow SPEC.md where it gives them (name, price and minimum order quantity: 20 characters; password:
 * 6 or more); the rest are the shop's own bounds on what it stores.
 */

const EMAIL = text("Email", { required: true, maxChars: 254, format: "email" });
const PHONE = text("Phone", { required: true, maxChars: 25, format: "phone" });
const ADDRESS = text("Address", { required: true, maxChars: 300 });

/** Add Product, and a new product through the API. */
export const PRODUCT_FIELDS = {
  name: text("Name", { required: true, maxChars: 20 }),
  description: text("Description", { maxChars: 2000 }),
  price: number("Price", { required: true, min: 0.01, maxChars: 20 }),
  minimumOrderQuantity: number("Minimum Order Quantity", {
    required: true,
    integer: true,
    min: 1,
    maxChars: 20,
  }),
  /** Left out, a new product has none in stock. */
  availableQuantity: number("Available Quantity", { integer: true, min: 0 }),
  picture: text("Photo URL", { maxChars: 2048, format: "webAddress" }),
  /** Left out, the shop makes one. */
  partNumber: text("Part Number", { maxChars: 40 }),
  /** Left out: Other. */
  category: text("Category", { maxChars: 40 }),
  /** Stock at or below it is low; left out, the shop's default (LOW_STOCK_DEFAULT). */
  reorderLevel: number("Reorder Level", { integer: true, min: 0 }),
};

/** A change to a product (the Edit form, updateProduct): what it had a default for may not be emptied. */
export const PRODUCT_CHANGE_FIELDS = {
  ...PRODUCT_FIELDS,
  availableQuantity: required(PRODUCT_FIELDS.availableQuantity),
  partNumber: required(PRODUCT_FIELDS.partNumber),
  category: required(PRODUCT_FIELDS.category),
};

/**
 * A product's other numbers, each checked as one text: the carmaker's (OE) numbers it replaces and other
 * brands' numbers for it, MAX_PART_REFERENCES of each at most (shared/part-numbers.ts).
 */
export const PART_REFERENCE_FIELDS = {
  oeNumbers: text("OE Number", { maxChars: 40, format: "oneNumber" }),
  interchangeNumbers: text("Interchange Number", { maxChars: 40, format: "oneNumber" }),
};

/** The first and last year of a fitment share this rule; the last one also has FITMENT_LAST_YEAR. */
const YEAR = number("Year", { required: true, integer: true, min: 1900 });
export const FITMENT_LAST_YEAR = 2100;

/** A vehicle's model year, as a shopper picks or types it. */
const MODEL_YEAR = number("Year", { required: true, integer: true, min: 1900, max: FITMENT_LAST_YEAR });

/** One vehicle a product fits. */
export const FITMENT_FIELDS = {
  make: text("Make", { required: true, maxChars: 40 }),
  model: text("Model", { required: true, maxChars: 40 }),
  yearFrom: YEAR,
  yearTo: YEAR,
  /** Left out: every submodel of the vehicle. */
  submodel: text("Submodel", { maxChars: 40 }),
  /** Left out: every engine of the vehicle. */
  engine: text("Engine", { maxChars: 40 }),
  note: text("Note", { maxChars: 120 }),
};

/** A vehicle a customer keeps in their garage (My Garage): the fitment's names, and a nickname. */
export const GARAGE_FIELDS = {
  year: MODEL_YEAR,
  make: FITMENT_FIELDS.make,
  model: FITMENT_FIELDS.model,
  submodel: FITMENT_FIELDS.submodel,
  engine: FITMENT_FIELDS.engine,
  nickname: text("Nickname", { maxChars: 40 }),
};

/** Add to My Product. The quantity is also weighed against the product (CROSS_FIELD_MESSAGES). */
export const ORDER_FIELDS = {
  address: ADDRESS,
  quantity: number("Quantity", { required: true, integer: true, min: 1 }),
  phone: PHONE,
};

/** The vehicle a cart line is bought for (the shopper's chosen vehicle). */
export const VEHICLE_FIELDS = {
  make: FITMENT_FIELDS.make,
  model: FITMENT_FIELDS.model,
  year: MODEL_YEAR,
  /** Known for a vehicle from the garage that says it. */
  submodel: FITMENT_FIELDS.submodel,
  engine: FITMENT_FIELDS.engine,
};

/**
 * Where an order goes, as a postal service needs it. Each country's own postal codes and regions are
 * weighed by postal-address.ts (CROSS_FIELD_MESSAGES).
 */
export const POSTAL_ADDRESS_FIELDS = {
  name: text("Full name", { required: true, maxChars: 80 }),
  street: text("Street address", { required: true, maxChars: 200 }),
  city: text("City", { required: true, maxChars: 80 }),
  postalCode: text("Postal code", { required: true, maxChars: 12, format: "postalCode" }),
  /** A state or province where the country has them (required there), or what the buyer writes. */
  region: text("Region", { maxChars: 60 }),
  /** Two letters, of a country in shared/postal-addresses.ts. */
  country: text("Country", { required: true, maxChars: 2, format: "country" }),
};

/**
 * Checkout: where the order goes and a phone for the courier (the quantities are the cart's). The
 * legacy one-line `address` (ORDER_FIELDS.address) is still taken in place of the postal address.
 */
export const CHECKOUT_FIELDS = {
  ...POSTAL_ADDRESS_FIELDS,
  phone: ORDER_FIELDS.phone,
};

/** A payment staff record (recordPayment): the amount in cents, as every payment is counted, and the bank's or courier's reference. */
export const PAYMENT_FIELDS = {
  amountCents: number("Amount in cents", { required: true, integer: true, min: 1 }),
  reference: text("Reference", { required: true, maxChars: 100 }),
};

/** A refund staff give (refundOrder): as a payment, the reference the bank's (a card's is the provider's). */
export const REFUND_FIELDS = PAYMENT_FIELDS;

/** A return the buyer asks for (requestReturn), and staff's refusal of one (refuseReturn). */
export const RETURN_FIELDS = {
  quantity: number("Quantity", { required: true, integer: true, min: 1 }),
  note: text("Note", { maxChars: 1000 }),
  refusal: text("Reason", { required: true, maxChars: 500 }),
};

/** Marking an order as shipped. */
export const SHIPMENT_FIELDS = {
  carrier: text("Carrier", { required: true, maxChars: 60 }),
  trackingNumber: text("Tracking Number", { required: true, maxChars: 60 }),
};

export const PROFILE_FIELDS = {
  education: text("Education", { required: true, maxChars: 100 }),
  address: ADDRESS,
  phone: PHONE,
};

export const REVIEW_FIELDS = {
  feedback: text("Message", { required: true, maxChars: 1000 }),
  name: text("Name", { required: true, maxChars: 60 }),
  ratings: number("Rating", { required: true, integer: true, min: 1, max: 5 }),
};

/** Login; the identity provider, not the shop's server, receives these. */
export const LOGIN_FIELDS = {
  email: EMAIL,
  password: password("Password", 6),
};

export const SIGN_UP_FIELDS = {
  /** Becomes the account's display name at the identity provider. */
  name: text("Name", { required: true }),
  ...LOGIN_FIELDS,
};

export const CONTACT_FIELDS = {
  email: EMAIL,
  subject: text("Subject", { required: true, maxChars: 200 }),
  message: text("Message", { required: true, maxChars: 5000 }),
};

/** An admin's answer to a contact message, e-mailed to its sender (the Inbox). */
export const CONTACT_ANSWER_FIELDS = {
  answer: text("Answer", { required: true, maxChars: 5000 }),
};

/** The admin's e-mail searches (Manage Orders, All Users): the start of an address. */
const EMAIL_START = text("Email", { maxChars: 254 });
/**
 * Manage Orders' searches: by the number a buyer reads out ("VP-10234", "vp-10234" or just 10234), and by
 * a word of the buyer's name from its start ("bea" for Bea Buyer).
 */
export const ORDER_FILTER_FIELDS = {
  email: EMAIL_START,
  number: text("Order number", { maxChars: 20 }),
  buyer: text("Buyer's name", { maxChars: 60 }),
};
/** Manage Orders' one box for both: what it holds goes as the number when it reads as one, else as the name. */
export const ORDER_LOOKUP = text("Order number or name", { maxChars: 60 });
export const USER_SEARCH_FIELDS = { email: EMAIL_START };

/** Every form's fields, by form: what tests/shared/field-rules/ walks through the browser, GraphQL and REST. */
export const SHOP_FORMS = {
  product: PRODUCT_FIELDS,
  productChange: PRODUCT_CHANGE_FIELDS,
  fitment: FITMENT_FIELDS,
  garage: GARAGE_FIELDS,
  order: ORDER_FIELDS,
  vehicle: VEHICLE_FIELDS,
  checkout: CHECKOUT_FIELDS,
  shipment: SHIPMENT_FIELDS,
  profile: PROFILE_FIELDS,
  review: REVIEW_FIELDS,
  login: LOGIN_FIELDS,
  signUp: SIGN_UP_FIELDS,
  contact: CONTACT_FIELDS,
  contactAnswer: CONTACT_ANSWER_FIELDS,
  orderFilters: ORDER_FILTER_FIELDS,
  userSearch: USER_SEARCH_FIELDS,
};
