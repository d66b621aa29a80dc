/**
 * What a form field accepts. A rule says it once; the server's Validator, the browser's form rules
 * (client/src/lib/form-rules.ts) and the REST adapter's input schema all read it (check.ts words it).
 */

/** Text, trimmed before it is checked: spaces around it are not part of the value. */
export interface TextRule {
  kind: "text";
  /** The field's visible label, which the messages name ("Name is Required"). */
  label: string;
  required?: boolean;
  maxChars?: number;
  format?: TextFormat;
}

export type TextFormat = "email" | "phone" | "webAddress" | "oneNumber" | "postalCode" | "country";

/** A number: as a number from GraphQL, as typed text from a form or the legacy REST form. */
export interface NumberRule {
  kind: "number";
  label: string;
  required?: boolean;
  integer?: boolean;
  /** With `max` too, one message names the range ("Rating must be between 1 and 5"). */
  min?: number;
  max?: number;
  /** The legacy form limits the typed text, not the value (SPEC.md: "max 20 characters"). */
  maxChars?: number;
}

/** A password, checked as typed (spaces count): only the identity provider ever sees it. */
export interface PasswordRule {
  kind: "password";
  label: string;
  required: true;
  minChars: number;
}

export type FieldRule = TextRule | NumberRule | PasswordRule;

type Options<Rule> = Omit<Rule, "kind" | "label">;

// `const` keeps `required: true` literal, so a caller's types know which fields are always there.
export const text = <const O extends Options<TextRule>>(label: string, options: O) =>
  ({ kind: "text", label, ...options }) as const;

export const number = <const O extends Options<NumberRule>>(label: string, options: O) =>
  ({ kind: "number", label, ...options }) as const;

export const password = (label: string, minChars: number): PasswordRule => ({
  kind: "password",
  label,
  required: true,
  minChars,
});

/** The same rule, but the field may not be left empty. */
export const required = <const Rule extends FieldRule>(rule: Rule) => ({ ...rule, required: true }) as const;
