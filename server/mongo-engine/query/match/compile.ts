import { isPlainObject } from "../../storage/keys";
import type { DocumentTest, ElementTest, FilterNode, Leaf, Values } from "./ast";
import { comparisonTest, EQUALS } from "./equality";
import type { FallbackTest } from "./fallback";
import { pathVisitor } from "./paths";

/** What `$in`, `$regex` and `$type` bind: an operand prepared at parse time that tests one value. */
interface PreparedTest {
  test(value: unknown): boolean;
}

/**
 * A parsed filter's tree as a test of documents. Operands are read from `values` by slot, so the
 * function depends on the filter's shape only and is compiled once for every query of that shape.
 * These run for every document scanned, so they loop rather than call `every` with a new closure.
 */
export function compileFilter(node: FilterNode): DocumentTest {
  switch (node.node) {
    case "true":
      return () => true;
    case "and":
      return everyOf(node.children.map(compileFilter));
    case "or":
      return someOf(node.children.map(compileFilter));
    case "nor": {
      const test = someOf(node.children.map(compileFilter));
      return (doc, values) => !test(doc, values);
    }
    case "not": {
      const test = compileFilter(node.child);
      return (doc, values) => !test(doc, values);
    }
    case "path": {
      const visit = pathVisitor(node.path, expandsLeafArrays(node.leaf));
      const test = compileLeaf(node.leaf);
      return (doc, values) => visit(doc, test, values);
    }
    case "all": {
      const visit = pathVisitor(node.path, true);
      const { slot } = node;
      return (doc, values) => {
        const tests = values[slot] as ElementTest[];
        for (const test of tests) if (!visit(doc, test, values)) return false;
        return tests.length > 0;
      };
    }
    case "mingo": {
      const { slot } = node;
      return (doc, values) => (values[slot] as FallbackTest)(doc);
    }
  }
}

/** `$size` and `$elemMatch` are about an array as a whole, so an array at the path is not opened. */
const expandsLeafArrays = (leaf: Leaf) =>
  leaf.test !== "size" && leaf.test !== "elemMatchValue" && leaf.test !== "elemMatchDocument";

function compileLeaf(leaf: Leaf): ElementTest {
  switch (leaf.test) {
    case "eq": {
      const equals = EQUALS[leaf.kind];
      const { slot } = leaf;
      return (value, values) => equals(value, values[slot]);
    }
    case "compare": {
      const compares = comparisonTest(leaf.op, leaf.kind);
      const { slot } = leaf;
      return (value, values) => compares(value, values[slot]);
    }
    case "in":
    case "regex":
    case "type": {
      const { slot } = leaf;
      return (value, values) => (values[slot] as PreparedTest).test(value);
    }
    case "exists":
      return (value) => value !== undefined;
    case "size": {
      const { slot } = leaf;
      return (value, values) => Array.isArray(value) && value.length === values[slot];
    }
    case "all": {
      const { slot } = leaf;
      return (value, values) => {
        const tests = values[slot] as ElementTest[];
        for (const test of tests) if (!test(value, values)) return false;
        return tests.length > 0;
      };
    }
    case "not": {
      const test = everyOf(leaf.leaves.map(compileLeaf));
      return (value, values) => !test(value, values);
    }
    case "elemMatchValue": {
      const test = everyOf(leaf.leaves.map(compileLeaf));
      return (value, values) => {
        if (!Array.isArray(value)) return false;
        for (const element of value) if (test(element, values)) return true;
        return false;
      };
    }
    case "elemMatchDocument": {
      const test = compileFilter(leaf.filter);
      // An element that is an array is a document to mongod here, its fields named "0", "1", ...
      const asDocument = (element: unknown) =>
        isPlainObject(element) ? element : Array.isArray(element) ? { ...element } : undefined;
      return (value, values) => {
        if (!Array.isArray(value)) return false;
        for (const element of value) {
          const doc = asDocument(element);
          if (doc !== undefined && test(doc, values)) return true;
        }
        return false;
      };
    }
  }
}

type Test<T> = (subject: T, values: Values) => boolean;

function everyOf<T>(tests: Array<Test<T>>): Test<T> {
  const [first, second] = tests;
  if (tests.length === 1) return first!;
  if (tests.length === 2) return (subject, values) => first!(subject, values) && second!(subject, values);
  return (subject, values) => {
    for (const test of tests) if (!test(subject, values)) return false;
    return true;
  };
}

function someOf<T>(tests: Array<Test<T>>): Test<T> {
  return (subject, values) => {
    for (const test of tests) if (test(subject, values)) return true;
    return false;
  };
}
