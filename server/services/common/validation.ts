import { ObjectId } from "mongodb";
import { numberProblem, textProblem } from "../../../shared/field-rules/check";
import type { NumberRule, TextRule } from "../../../shared/field-rules/rule";
import { ValidationError, type FieldError } from "../../shop-errors";

/**
 * Collects every problem of an input before anything is stored, so the caller hears about all bad
 * fields at once, each with the message the form shows under it ("Name is Required"). The rules and
 * their words are shared with the browser's forms (shared/field-rules/).
 */
export class Validator {
  private readonly errors: FieldError[] = [];

  private fail(field: string, message: string): undefined {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, message });
    return undefined;
  }

  /** Trimmed text; undefined when empty and optional. */
  text(field: string, value: string | null | undefined, rule: TextRule): string | undefined {
    const problem = textProblem(rule, value);
    if (problem) return this.fail(field, problem);
    return (value ?? "").trim() || undefined;
  }

  number(field: string, value: number | null | undefined, rule: NumberRule): number | undefined {
    const problem = numberProblem(rule, value);
    if (problem) return this.fail(field, problem);
    return value ?? undefined;
  }

  add(field: string, message: string): void {
    this.fail(field, message);
  }

  /** Throws one ValidationError naming every bad field. */
  check(): void {
    if (this.errors.length) throw new ValidationError(this.errors);
  }
}

/** Whether a client's text is a document id as the API writes them: 24 hexadecimal digits. */
export const isIdText = (value: string): boolean => /^[0-9a-f]{24}$/i.test(value);

/** Ids come from clients: a malformed one is bad input naming its field, not a server error. */
export function parseId(value: string, label: string, field = "id"): ObjectId {
  if (!isIdText(value)) {
    throw new ValidationError([{ field, message: `${label} is not a valid id` }]);
  }
  return new ObjectId(value);
}
