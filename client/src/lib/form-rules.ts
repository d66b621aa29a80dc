import {
  numberProblem,
  numberTextProblem,
  passwordProblem,
  textProblem,
} from "../../../shared/field-rules/check";
import { tooManyEntries } from "../../../shared/field-rules/messages";
import type { NumberRule, PasswordRule, TextRule } from "../../../shared/field-rules/rule";
import { MAX_PART_REFERENCES, splitNumbers } from "../../../shared/part-numbers";

/**
 * react-hook-form rules from the shop's shared field rules (shared/field-rules/), so a form refuses what
 * the server refuses, in the server's words, before anything is sent. Every check runs in `validate`,
 * in the server's order: react-hook-form's own `required` and `maxLength` would count spaces the
 * server trims.
 */

const verdict = (problem: string | undefined) => problem ?? true;

/**
 * A text input; `more` checks what the rule alone cannot, against the form's other values (a postal code
 * against its country), once the rule is met.
 */
export const textRules = <Values>(
  rule: TextRule,
  more?: (text: string, values: Values) => string | undefined,
) => ({
  validate: (text: string, values: Values) => verdict(textProblem(rule, text) ?? more?.(text, values)),
});

/** A number kept as the typed text (the product forms keep what was typed, and convert on sending). */
export const numberTextRules = (rule: NumberRule) => ({
  validate: (text: string) => verdict(numberTextProblem(rule, text)),
});

/**
 * A number input read as a number (`valueAsNumber`); `more` checks what the rule cannot know, such as
 * the stock of the product ordered. An empty input reads as NaN: that is a missing value.
 */
export const numberRules = (rule: NumberRule, more?: (value: number) => string | undefined) => ({
  valueAsNumber: true as const,
  validate: (value: number) =>
    verdict(numberProblem(rule, Number.isNaN(value) ? undefined : value) ?? more?.(value)),
});

export const passwordRules = (rule: PasswordRule) => ({
  validate: (value: string) => verdict(passwordProblem(rule, value)),
});

/**
 * A whole-number input's attributes (a quantity, a rating, a stock): the number keypad on a phone, and
 * the browser's steppers kept to whole steps within the bounds the rules check.
 */
export const wholeNumberInput = (min?: number, max?: number) =>
  ({ type: "number", inputMode: "numeric", min, max, step: 1 }) as const;

/**
 * A box of a part's other numbers, separated by commas: each checked as the server checks it, and how
 * many (repeats counted once, as the server stores them).
 */
export const numberListRules = (rule: TextRule) => ({
  validate: (text: string) => {
    const numbers = splitNumbers(text);
    const problem = numbers.map((number) => textProblem(rule, number)).find(Boolean);
    if (problem) return problem;
    return new Set(numbers).size <= MAX_PART_REFERENCES || tooManyEntries(rule.label, MAX_PART_REFERENCES);
  },
});
