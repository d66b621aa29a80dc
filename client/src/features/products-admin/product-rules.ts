/**
 * The product form rules both admin forms share (add, and edit price and stock). They say what the server
 * checks (server/services/product-input.ts) before the request goes out; the spec's limit of 20
 * characters applies to the typed text of name, price and minimum order quantity.
 */
export const MAX_CHARS = 20;

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
const WHOLE = /^\d+$/;

/** The lowest price the server accepts: a part is never free. */
export const MIN_PRICE = 0.01;

const maxChars = (label: string) => ({
  value: MAX_CHARS,
  // The server's words for the same rule (server/services/validation.ts), so both sides say one thing.
  message: `${label} must be at most ${MAX_CHARS} characters`,
});

export const priceRules = {
  required: "Price is Required",
  maxLength: maxChars("Price"),
  validate: (text: string) => {
    if (!DECIMAL.test(text.trim())) return "Price must be a number";
    return Number(text) >= MIN_PRICE || `Price must be at least ${MIN_PRICE}`;
  },
};

/** Stock may be left empty when adding (the server stores 0) but not when an admin sets it. */
export const availableQuantityRules = (required: boolean) => ({
  required: required ? "Available Quantity is Required" : false,
  validate: (text: string) =>
    text.trim() === "" || WHOLE.test(text.trim()) || "Available Quantity must be a whole number, 0 or more",
});

export const minimumOrderQuantityRules = {
  required: "Minimum Order Quantity is Required",
  maxLength: maxChars("Minimum Order Quantity"),
  validate: (text: string) =>
    (WHOLE.test(text.trim()) && Number(text) >= 1) ||
    "Minimum Order Quantity must be a whole number, at least 1",
};

export const nameRules = {
  required: "Name is Required",
  maxLength: maxChars("Name"),
  validate: (text: string) => text.trim() !== "" || "Name is Required",
};

/** An optional number field's text as the API wants it: absent when left empty. */
export const optionalNumber = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** An optional text field: absent when left empty, so the server's default applies. */
export const optionalText = (text: string) => text.trim() || undefined;
