import { valueKey } from "../../storage/keys";
import { numericValue } from "./operands";
import { isRegexValue, RegexTest } from "./regex";

/**
 * The list of an `$in` (or `$nin`), hashed once per query so that each value found in a document is
 * looked up rather than compared with every element. A null in the list also matches missing fields;
 * regular expressions in it match strings.
 */
export class InList {
  private readonly hasNull: boolean;
  private readonly strings = new Set<string>();
  private readonly numbers = new Set<number>();
  /** `valueKey` of every other value: it is equal for values MongoDB finds equal (documents in field order). */
  private readonly others = new Set<string>();
  private readonly regexes: RegexTest[] = [];

  constructor(items: readonly unknown[]) {
    let hasNull = false;
    for (const item of items) {
      const number = numericValue(item);
      if (item === null || item === undefined) hasNull = true;
      else if (typeof item === "string") this.strings.add(item);
      else if (number !== undefined) this.numbers.add(number);
      else if (isRegexValue(item)) this.regexes.push(RegexTest.of(item));
      else this.others.add(valueKey(item));
    }
    this.hasNull = hasNull;
  }

  test(value: unknown): boolean {
    if (value === null || value === undefined) return this.hasNull;
    if (typeof value === "string") {
      if (this.strings.has(value)) return true;
    } else {
      const number = numericValue(value);
      if (number !== undefined) return this.numbers.has(number);
      // A document's array is tested as a whole as well as element by element: its key is long to
      // make, and only a list holding arrays or documents can match it.
      if (this.others.size > 0 && this.others.has(valueKey(value))) return true;
    }
    return this.regexes.some((regex) => regex.test(value));
  }
}
