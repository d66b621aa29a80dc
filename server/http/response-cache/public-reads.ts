import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import type { CatalogueChange } from "../../services/catalogue/catalogue-changes";

/**
 * Tags name what a cached answer shows, so a write drops exactly the answers it makes wrong:
 * `products` any list of products (their order, counts and stock filter follow every product and stock
 * change), `product:<id>` one product's page, `facets` the categories and vehicles, `reviews` the reviews.
 */
export const TAG = {
  products: "products",
  facets: "facets",
  reviews: "reviews",
  product: (id: string) => `product:${id.toLowerCase()}`,
} as const;

/** The tags a change makes stale. */
export function tagsChangedBy(change: CatalogueChange): string[] {
  switch (change.kind) {
    case "product":
      return [TAG.products, TAG.facets, TAG.product(change.productId)];
    case "stock":
      return [TAG.products, TAG.product(change.productId)];
    case "review":
      // A part's reviews and rating show on its page and wherever a list asks for them.
      return change.productId ? [TAG.reviews, TAG.products, TAG.product(change.productId)] : [TAG.reviews];
  }
}

/**
 * The Query fields whose answer is the same for every visitor: the catalogue and the reviews. Anything
 * else (`me`, orders, users) is about a caller or only for admins, and is never shared.
 */
const PUBLIC_ROOT_FIELDS: Record<string, (args: FieldArgs) => string> = {
  products: () => TAG.products,
  product: (args) => (typeof args.id === "string" ? TAG.product(args.id) : TAG.products),
  categories: () => TAG.facets,
  vehicles: () => TAG.facets,
  reviews: () => TAG.reviews,
};

type FieldArgs = Record<string, unknown>;

export interface GraphQLRequestParts {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** A parsed query's root fields, memoised: clients send the same few queries over and over. */
const parsedQueries = new Map<string, DocumentNode | null>();
const PARSED_QUERIES_MAX = 500;

function parsed(query: string): DocumentNode | null {
  let document = parsedQueries.get(query);
  if (document === undefined) {
    try {
      document = parse(query, { noLocation: true });
    } catch {
      document = null;
    }
    if (parsedQueries.size >= PARSED_QUERIES_MAX) parsedQueries.clear();
    parsedQueries.set(query, document);
  }
  return document;
}

/**
 * The tags of a GraphQL request that only reads public data, or undefined when any part of it is not a
 * public read (a mutation, a private field, a query that would not run as sent).
 */
export function publicReadTags({
  query,
  operationName,
  variables,
}: GraphQLRequestParts): string[] | undefined {
  const document = parsed(query);
  if (!document) return undefined;
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== "query") return undefined;
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const tags = new Set<string>();
  return rootTags(operation.selectionSet, fragments, variables ?? {}, tags, new Set())
    ? [...tags]
    : undefined;
}

/** Adds the tags of a root selection set's fields; false when one of them is not public. */
function rootTags(
  selections: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  tags: Set<string>,
  visited: Set<string>,
): boolean {
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name === "__typename") continue;
      const tagOf = PUBLIC_ROOT_FIELDS[name];
      if (!tagOf) return false;
      const args = Object.fromEntries(
        (selection.arguments ?? []).map((arg) => [arg.name.value, valueOf(arg.value, variables)]),
      );
      tags.add(tagOf(args));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!rootTags(selection.selectionSet, fragments, variables, tags, visited)) return false;
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A missing or cyclic fragment makes the query invalid: it will not run, so it is not stored.
      if (!fragment || visited.has(name)) return false;
      visited.add(name);
      if (!rootTags(fragment.selectionSet, fragments, variables, tags, visited)) return false;
    }
  }
  return true;
}

/** A scalar argument's value, literal or from the variables; anything else is not needed for a tag. */
function valueOf(value: ValueNode, variables: Record<string, unknown>): unknown {
  if (value.kind === Kind.VARIABLE) return variables[value.name.value];
  if (value.kind === Kind.STRING || value.kind === Kind.ENUM) return value.value;
  return undefined;
}
