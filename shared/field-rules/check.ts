import {
  aboveMax,
  belowMin,
  isRequired,
  notANumber,
  notAnEmail,
  notAPhoneNumber,
  notAWebAddress,
  notACountry,
  notAPostalCode,
  notOneNumber,
  notWhole,
  outOfRange,
  tooFewChars,
  tooManyChars,
} from "./messages";
import { countryOf } from "../postal-addresses";
import type { NumberRule, PasswordRule, TextFormat, TextRule } from "./rule";

/** Deliberately loose: the identity provider has the final word on what an address is. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{6,25}$/;
/** A picture is a web address or a path on this server. */
const WEB_ADDRESS = /^(https?:\/\/[^\s]+|\/[^\s]*)$/i;
/** Decimal text as a form's number input gives it ("19.99", "5", "-1"); not "0x10", "1e3" or "Infinity". */
/** Any country's postal code, as people write them; each country's own form is postal-address.ts's check. */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const DECIMAL_TEXT = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

const FORMATS: Record<TextFormat, { test(text: string): boolean; message(label: string): string }> = {
  email: { test: (text) => EMAIL.test(text), message: notAnEmail },
  phone: {
    test: (text) => PHONE.test(text) && text.replace(/\D/g, "").length >= 6,
    message: notAPhoneNumber,
  },
  webAddress: { test: (text) => WEB_ADDRESS.test(text), message: notAWebAddress },
  oneNumber: { test: (text) => !/[,;]/.test(text), message: notOneNumber },
  postalCode: { test: (text) => POSTAL_CODE.test(text), message: notAPostalCode },
  country: { test: (text) => countryOf(text) !== undefined, message: notACountry },
};

/** Typed decimal text as a number; NaN for anything else. */
export function parseDecimal(text: string): number {
  return DECIMAL_TEXT.test(text) ? Number(text) : NaN;
}

/** What is wrong with a text value, in the message the field shows; undefined when nothing is. */
export function textProblem(rule: TextRule, value: string | null | undefined): string | undefined {
  const text = (value ?? "").trim();
  if (!text) return rule.required ? isRequired(rule.label) : undefined;
  if (rule.maxChars !== undefined && text.length > rule.maxChars)
    return tooManyChars(rule.label, rule.maxChars);
  const format = rule.format && FORMATS[rule.format];
  if (format && !format.test(text)) return format.message(rule.label);
  return undefined;
}

/** What is wrong with a number value (absent: null or undefined). */
export function numberProblem(rule: NumberRule, value: number | null | undefined): string | undefined {
  const { label, min, max } = rule;
  if (value === null || value === undefined) return rule.required ? isRequired(label) : undefined;
  if (!Number.isFinite(value)) return notANumber(label);
  if (rule.maxChars !== undefined && String(value).length > rule.maxChars)
    return tooManyChars(label, rule.maxChars);
  if (rule.integer && !Number.isInteger(value)) return notWhole(label);
  if (min !== undefined && max !== undefined) {
    return value < min || value > max ? outOfRange(label, min, max) : undefined;
  }
  if (min !== undefined && value < min) return belowMin(label, min);
  if (max !== undefined && value > max) return aboveMax(label, max);
  return undefined;
}

/**
 * What is wrong with a number typed as text: empty is absent, the text is held to `maxChars` as typed
 * (before it is read, as the legacy form's bound was), then it must read as decimal text.
 */
export function numberTextProblem(rule: NumberRule, typed: string | null | undefined): string | undefined {
  const text = (typed ?? "").trim();
  if (!text) return numberProblem(rule, undefined);
  if (rule.maxChars !== undefined && text.length > rule.maxChars)
    return tooManyChars(rule.label, rule.maxChars);
  return numberProblem(rule, parseDecimal(text));
}

export function passwordProblem(rule: PasswordRule, value: string | null | undefined): string | undefined {
  if (!value) return isRequired(rule.label);
  if (value.length < rule.minChars) return tooFewChars(rule.minChars);
  return undefined;
}
