import type { Document } from "bson";

/**
 * A parsed filter without its operand values: the values sit in a separate array and the tree names
 * them by slot. Two filters that differ only in their values parse to equal trees, so the tree,
 * serialised (`shapeKey`), is the key of the compiled-shape cache, and one compiled test serves both.
 */

/** A query's operand values, read by slot; prepared at parse time (RegExps built, $in lists hashed). */
export type Values = readonly unknown[];

/** A test of one value that a path reaches in a document, MongoDB's `matchesSingleElement`. */
export type ElementTest = (value: unknown, values: Values) => boolean;

/** A test of a whole document. */
export type DocumentTest = (doc: Document, values: Values) => boolean;

/**
 * The kinds of operand that MongoDB compares differently (regular expressions match, null also
 * matches missing fields, arrays and documents compare as a whole, numbers across int/long/double).
 * Being part of the shape, they let the compiled test be specialised to the operand's type.
 */
export type OperandKind =
  | "null"
  | "string"
  | "number"
  | "bool"
  | "date"
  | "objectId"
  | "regex"
  | "array"
  | "document"
  | "minKey"
  | "maxKey"
  | "other";

export type Comparison = "$gt" | "$gte" | "$lt" | "$lte";

export type Leaf =
  | { test: "eq"; kind: OperandKind; slot: number }
  | { test: "compare"; op: Comparison; kind: OperandKind; slot: number }
  | { test: "in"; slot: number }
  | { test: "regex"; slot: number }
  | { test: "exists" }
  | { test: "type"; slot: number }
  | { test: "size"; slot: number }
  /** Every value of the bound `$all` list equals (or, for a regex, matches) this one value. */
  | { test: "all"; slot: number }
  | { test: "not"; leaves: Leaf[] }
  | { test: "elemMatchValue"; leaves: Leaf[] }
  | { test: "elemMatchDocument"; filter: FilterNode };

export type FilterNode =
  | { node: "and" | "or" | "nor"; children: FilterNode[] }
  | { node: "not"; child: FilterNode }
  /** Some value the path reaches passes the leaf. */
  | { node: "path"; path: string; leaf: Leaf }
  /** Every value of the bound `$all` list is equal to (or matched by) some value the path reaches. */
  | { node: "all"; path: string; slot: number }
  /** A condition on an operator compiled by mingo (`$expr`, `$mod`, ...): a bound mingo Query. */
  | { node: "mingo"; slot: number }
  | { node: "true" };

/** A document of conditions all of which must hold, as MongoDB reads `{a: 1, b: 2}`. */
export function allOf(children: FilterNode[]): FilterNode {
  if (children.length === 0) return { node: "true" };
  return children.length === 1 ? children[0]! : { node: "and", children };
}

/**
 * The tree as the shape cache's key: everything but the values, injectively (paths carry their length,
 * every other word is the tree's own vocabulary). Built for every query, so by hand: several times
 * faster than JSON.stringify of the tree.
 */
export function shapeKey(node: FilterNode): string {
  switch (node.node) {
    case "and":
    case "or":
    case "nor":
      return `${node.node}(${node.children.map(shapeKey).join(",")})`;
    case "not":
      return `not(${shapeKey(node.child)})`;
    case "path":
      return `${node.path.length}:${node.path} ${leafKey(node.leaf)}`;
    case "all":
      return `${node.path.length}:${node.path} all${node.slot}`;
    case "mingo":
      return `mingo${node.slot}`;
    case "true":
      return "true";
  }
}

function leafKey(leaf: Leaf): string {
  switch (leaf.test) {
    case "eq":
      return `eq.${leaf.kind}${leaf.slot}`;
    case "compare":
      return `${leaf.op}.${leaf.kind}${leaf.slot}`;
    case "not":
    case "elemMatchValue":
      return `${leaf.test}(${leaf.leaves.map(leafKey).join(",")})`;
    case "elemMatchDocument":
      return `elemMatch(${shapeKey(leaf.filter)})`;
    case "exists":
      return "exists";
    default:
      return `${leaf.test}${leaf.slot}`;
  }
}
