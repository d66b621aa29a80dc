import { ObjectId } from "mongodb";
import { ValidationError, type FieldError } from "./errors";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{6,25}$/;

interface TextRule {
  label: string;
  required?: boolean;
  max: number;
}

interface NumberRule {
  label: string;
  required?: boolean;
  integer?: boolean;
  min?: number;
  /** The legacy form limits the typed text, not the value (SPEC.md: "max 20 characters"). */
  maxChars?: number;
}

/**
 * Collects every problem of an input before anything is stored, so the caller hears about all bad
 * fields at once, each with the message the form shows under it ("Name is Required").
 */
export class Validator {
  private readonly errors: FieldError[] = [];

  private fail(field: string, message: string): undefined {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, message });
    return undefined;
  }

  /** Trimmed text; undefined when empty and optional. */
  text(field: string, value: string | null | undefined, rule: TextRule): string | undefined {
    const text = (value ?? "").trim();
    if (!text) return rule.required ? this.fail(field, `${rule.label} is Required`) : undefined;
    if (text.length > rule.max)
      return this.fail(field, `${rule.label} must be at most ${rule.max} characters`);
    return text;
  }

  email(field: string, value: string | null | undefined): string | undefined {
    const email = this.text(field, value, { label: "Email", required: true, max: 254 });
    if (email && !EMAIL.test(email)) return this.fail(field, "Provide a valid email");
    return email?.toLowerCase();
  }

  phone(field: string, value: string | null | undefined): string | undefined {
    const phone = this.text(field, value, { label: "Phone", required: true, max: 25 });
    if (phone && !(PHONE.test(phone) && phone.replace(/\D/g, "").length >= 6)) {
      return this.fail(field, "Provide a valid phone number");
    }
    return phone;
  }

  number(field: string, value: number | null | undefined, rule: NumberRule): number | undefined {
    if (value === null || value === undefined) {
      return rule.required ? this.fail(field, `${rule.label} is Required`) : undefined;
    }
    if (!Number.isFinite(value)) return this.fail(field, `${rule.label} must be a number`);
    if (rule.maxChars && String(value).length > rule.maxChars) {
      return this.fail(field, `${rule.label} must be at most ${rule.maxChars} characters`);
    }
    if (rule.integer && !Number.isInteger(value))
      return this.fail(field, `${rule.label} must be a whole number`);
    if (rule.min !== undefined && value < rule.min) {
      return this.fail(field, `${rule.label} must be at least ${rule.min}`);
    }
    return value;
  }

  /** A picture is a web address or a path on this server. */
  picture(field: string, value: string | null | undefined): string | undefined {
    const url = this.text(field, value, { label: "Photo URL", max: 2048 });
    if (url && !/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(url)) {
      return this.fail(field, "Photo URL must be a web address (http:// or https://)");
    }
    return url;
  }

  add(field: string, message: string): void {
    this.fail(field, message);
  }

  /** Throws one ValidationError naming every bad field. */
  check(): void {
    if (this.errors.length) throw new ValidationError(this.errors);
  }
}

/** Ids come from clients: a malformed one is bad input naming its field, not a server error. */
export function parseId(value: string, label: string, field = "id"): ObjectId {
  if (!/^[0-9a-f]{24}$/i.test(value)) {
    throw new ValidationError([{ field, message: `${label} is not a valid id` }]);
  }
  return new ObjectId(value);
}
