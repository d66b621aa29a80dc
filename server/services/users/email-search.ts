import type { TextRule } from "../../../shared/field-rules/rule";
import type { Validator } from "../common/validation";

/**
 * The admin's e-mail search: the start of an address, in any case. E-mails are stored in lower case,
 * so it is a range of the e-mail index, from the prefix up to the first string past every string that
 * starts with it (the prefix with its last character raised by one). Undefined when nothing is typed.
 * A problem with the text is reported against `field`, the input's name for it.
 */
export function emailStartingWith(
  v: Validator,
  text: string | null | undefined,
  rule: TextRule,
  field = "email",
): { $gte: string; $lt?: string } | undefined {
  const prefix = v.text(field, text, rule)?.toLowerCase();
  if (!prefix) return undefined;
  // By code point, as mongod compares strings (UTF-8 bytes order like code points).
  const chars = Array.from(prefix);
  while (chars.length) {
    const next = chars.pop()!.codePointAt(0)! + 1;
    if (next <= 0x10ffff) {
      // Surrogates are not characters: the one after U+D7FF is U+E000.
      return { $gte: prefix, $lt: chars.join("") + String.fromCodePoint(next === 0xd800 ? 0xe000 : next) };
    }
  }
  return { $gte: prefix };
}
