import * as MESSAGES from "../../../../shared/field-rules/messages";
import type { FieldRule, TextFormat } from "../../../../shared/field-rules/rule";

/** One thing a rule checks. */
export type Check =
  "required" | "maxChars" | "format" | "notANumber" | "notWhole" | "min" | "max" | "range" | "minChars";

/** An input that fails one check of a rule, as typed into a form, and the words every path must answer it with. */
export interface BadInput {
  check: Check;
  typed: string;
  message: string;
}

const NOT_FORMATTED: Record<TextFormat, { typed: string; message: (label: string) => string }> = {
  email: { typed: "driver@example", message: MESSAGES.notAnEmail },
  phone: { typed: "12", message: MESSAGES.notAPhoneNumber },
  webAddress: { typed: "javascript:alert(1)", message: MESSAGES.notAWebAddress },
  oneNumber: { typed: "04465-06090, 04465-33471", message: MESSAGES.notOneNumber },
  postalCode: { typed: "12#45", message: MESSAGES.notAPostalCode },
  // Two letters, as the country's rule is at most two characters: a longer one is refused for its length.
  country: { typed: "XX", message: MESSAGES.notACountry },
};

/**
 * Every check a rule makes, each with an input that passes the checks before it and fails it. Read from
 * the rule itself, so a check added to a rule is walked (or must be excused in the table) at once.
 */
export function badInputsOf(rule: FieldRule): BadInput[] {
  const { label } = rule;
  const bad: BadInput[] = [];
  if (rule.required) bad.push({ check: "required", typed: "", message: MESSAGES.isRequired(label) });
  if (rule.kind === "password") {
    bad.push({
      check: "minChars",
      typed: "x".repeat(rule.minChars - 1),
      message: MESSAGES.tooFewChars(rule.minChars),
    });
  } else if (rule.kind === "text") {
    if (rule.maxChars !== undefined) {
      const typed = "x".repeat(rule.maxChars + 1);
      bad.push({ check: "maxChars", typed, message: MESSAGES.tooManyChars(label, rule.maxChars) });
    }
    if (rule.format) {
      const { typed, message } = NOT_FORMATTED[rule.format];
      bad.push({ check: "format", typed, message: message(label) });
    }
  } else {
    const { min, max } = rule;
    if (rule.maxChars !== undefined) {
      const typed = "1".repeat(rule.maxChars + 1);
      bad.push({ check: "maxChars", typed, message: MESSAGES.tooManyChars(label, rule.maxChars) });
    }
    bad.push({ check: "notANumber", typed: "ten", message: MESSAGES.notANumber(label) });
    if (rule.integer)
      bad.push({ check: "notWhole", typed: String((min ?? 0) + 0.5), message: MESSAGES.notWhole(label) });
    if (min !== undefined && max !== undefined) {
      bad.push({ check: "range", typed: String(max + 1), message: MESSAGES.outOfRange(label, min, max) });
    } else if (min !== undefined) {
      const typed = String(rule.integer ? min - 1 : min / 2);
      bad.push({ check: "min", typed, message: MESSAGES.belowMin(label, min) });
    } else if (max !== undefined) {
      bad.push({ check: "max", typed: String(max + 1), message: MESSAGES.aboveMax(label, max) });
    }
  }
  return bad;
}
