import type { Document } from "bson";
import { badValue, MongoCommandError } from "../../errors";

type BsonRegex = { _bsontype: "BSONRegExp"; pattern: string; options: string };

const isBsonRegex = (value: unknown): value is BsonRegex =>
  typeof value === "object" && value !== null && (value as BsonRegex)._bsontype === "BSONRegExp";

export const isRegexValue = (value: unknown): value is RegExp | BsonRegex =>
  value instanceof RegExp || isBsonRegex(value);

/**
 * A JS RegExp's flags as BSON regex options. js-bson turns BSON's `s` into the `g` flag when it
 * decodes a regex (and back when it encodes one), so `g` here means dot-all, never a global search.
 */
function optionsOfFlags(flags: string): string {
  const options = new Set<string>();
  for (const flag of flags) {
    if (flag === "i" || flag === "m") options.add(flag);
    else if (flag === "g" || flag === "s") options.add("s");
  }
  return sortedOptions([...options].join(""));
}

const sortedOptions = (options: string) => [...new Set(options)].sort().join("");

function patternAndOptions(value: RegExp | BsonRegex): [pattern: string, options: string] {
  return value instanceof RegExp
    ? [value.source, optionsOfFlags(value.flags)]
    : [value.pattern, sortedOptions(value.options)];
}

/** Pattern and options, the way MongoDB decides that two regular expressions are the same value. */
export const regexIdentity = (value: RegExp | BsonRegex): string => patternAndOptions(value).join("/");

const OPTIONS = new Set(["i", "m", "s", "u", "x"]);

/**
 * PCRE's extended mode (`x`), which JS lacks: unescaped white space outside character classes is
 * dropped, and `#` starts a comment that runs to the end of the line.
 */
function withoutExtendedSyntax(pattern: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "\\") {
      out += c + (pattern[++i] ?? "");
    } else if (inClass) {
      inClass = c !== "]";
      out += c;
    } else if (c === "#") {
      while (i + 1 < pattern.length && pattern[i + 1] !== "\n") i++;
    } else if (!/\s/.test(c)) {
      inClass = c === "[";
      out += c;
    }
  }
  return out;
}

/** A `$regex` condition: matches strings by pattern, and regular-expression values that are the same. */
export class RegexTest {
  private readonly re: RegExp;
  private readonly identity: string;

  constructor(pattern: string, options: string) {
    if (pattern.includes("\0")) throw badValue("Regular expression cannot contain an embedded null byte");
    for (const option of options) {
      if (!OPTIONS.has(option)) {
        throw new MongoCommandError(51108, `invalid flag in regex options: ${option}`);
      }
    }
    // mongod always matches in UTF mode, so `u` changes nothing; JS's `u` would only make the syntax stricter.
    const flags = [...new Set(options.replace(/[ux]/g, ""))].join("");
    try {
      this.re = new RegExp(options.includes("x") ? withoutExtendedSyntax(pattern) : pattern, flags);
    } catch (error) {
      throw new MongoCommandError(51091, `Regular expression is invalid: ${(error as Error).message}`);
    }
    this.identity = `${pattern}/${sortedOptions(options)}`;
  }

  static of(value: RegExp | BsonRegex): RegexTest {
    return new RegexTest(...patternAndOptions(value));
  }

  /** `{$regex, $options}`, in either order, the pattern a string or a regex with or without options. */
  static fromOperators(operators: Document): RegexTest {
    let pattern = "";
    let options = "";
    for (const [operator, operand] of Object.entries(operators)) {
      if (operator === "$regex") {
        if (typeof operand === "string") {
          pattern = operand;
        } else if (isRegexValue(operand)) {
          const [source, regexOptions] = patternAndOptions(operand);
          pattern = source;
          if (regexOptions) {
            if (options) throw new MongoCommandError(51074, "options set in both $regex and $options");
            options = regexOptions;
          }
        } else {
          throw badValue("$regex has to be a string");
        }
      } else if (operator === "$options") {
        if (typeof operand !== "string") throw badValue("$options has to be a string");
        if (options) throw new MongoCommandError(51075, "options set in both $regex and $options");
        options = operand;
      }
    }
    return new RegexTest(pattern, options);
  }

  test(value: unknown): boolean {
    if (typeof value === "string") return this.re.test(value);
    return isRegexValue(value) && regexIdentity(value) === this.identity;
  }
}
