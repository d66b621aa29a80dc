import type { Document } from "bson";
import { isPlainObject } from "../../storage/keys";
import type { ElementTest, Values } from "./ast";

/** Runs `test` on the values a path reaches in a document until one passes. */
export type PathVisitor = (doc: Document, test: ElementTest, values: Values) => boolean;

/** A field of a stored document; names like `constructor` must not find Object.prototype's. */
function fieldReader(name: string): (doc: Document) => unknown {
  if (!(name in Object.prototype)) return (doc) => doc[name];
  return (doc) => (Object.hasOwn(doc, name) ? doc[name] : undefined);
}

/** A path part that names an array position, as mongod reads it: digits only, written canonically. */
const arrayPosition = (part: string) =>
  /^\d+$/.test(part) && String(Number(part)) === part ? Number(part) : -1;

/**
 * The values a dotted path reaches, exactly as mongod's BSONElementIterator yields them (a query
 * condition holds when it holds for one of them):
 * - sub-documents are descended into; a missing field, or a scalar with path left over, yields
 *   `undefined` (missing, which `{a: null}` matches);
 * - an array with path left over is searched element by element: each sub-document continues the
 *   path, and a numeric part (`a.0.b`) also picks the element at that position; an array in which
 *   nothing continues the path yields nothing at all (so `{"a.b": null}` does not match `{a: []}`);
 * - an array at the end of the path yields each element and then the array itself, or, for
 *   conditions on whole arrays (`$size`, `$elemMatch`), only the array.
 */
export function pathVisitor(path: string, expandLeafArrays: boolean): PathVisitor {
  const parts = path.split(".");
  const readers = parts.map(fieldReader);
  const positions = parts.map(arrayPosition);

  function fromArray(array: unknown[], rest: number, test: ElementTest, values: Values): boolean {
    if (rest === parts.length) {
      if (expandLeafArrays) for (const element of array) if (test(element, values)) return true;
      return test(array, values);
    }
    const position = positions[rest]!;
    for (let i = 0; i < array.length; i++) {
      const element = array[i];
      if (isPlainObject(element) && fromDocument(element, rest, test, values)) return true;
      if (i !== position) continue;
      if (rest + 1 === parts.length) {
        if (test(element, values)) return true;
      } else if (isPlainObject(element)) {
        if (fromDocument(element, rest + 1, test, values)) return true;
      } else if (Array.isArray(element)) {
        if (fromArray(element, rest + 1, test, values)) return true;
      }
    }
    return false;
  }

  function fromDocument(doc: Document, start: number, test: ElementTest, values: Values): boolean {
    let current = doc;
    for (let i = start; ; i++) {
      const value = readers[i]!(current);
      if (Array.isArray(value)) return fromArray(value, i + 1, test, values);
      if (i + 1 === parts.length) return test(value, values);
      if (!isPlainObject(value)) return test(undefined, values);
      current = value;
    }
  }

  if (parts.length > 1) return (doc, test, values) => fromDocument(doc, 0, test, values);
  // The commonest path, a top-level field, without the walk.
  const read = readers[0]!;
  return (doc, test, values) => {
    const value = read(doc);
    return Array.isArray(value) ? fromArray(value, 1, test, values) : test(value, values);
  };
}
