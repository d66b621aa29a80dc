import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from "graphql";

/**
 * Limits that refuse an abusive query before it runs: a query is cheap to send and can be expensive to
 * answer. Sized so the storefront's and the explorer's real queries stay far below them.
 */
export const LIMITS = {
  maxTokens: 2_000,
  maxDepth: 10,
  maxAliases: 20,
  maxCost: 20_000,
  /** How many items a list without `first`/`last` is assumed to return when costing a query. */
  assumedListSize: 20,
  /**
   * The largest page any field serves (products' `first`, reviews' `last`). Validation cannot see
   * variables, so a page size given as one is costed at this (or its default, if larger): else
   * `first: $n` with n = 100 would cost a fifth of `first: 100`.
   */
  maxPageSize: 100,
} as const;

const limitError = (message: string) =>
  new GraphQLError(message, { extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });

/** Counts tokens without building an AST, so a huge query is refused before parsing costs anything. */
export function tooManyTokens(query: string, maxTokens: number = LIMITS.maxTokens): boolean {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) if (++count > maxTokens) return true;
  } catch {
    return false; // a syntax error: let the parser report it
  }
  return false;
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * Walks a selection set with fragments inlined, calling `visit` for every field with its definition.
 * `seen` stops fragment cycles (reported by GraphQL's own rules) from recursing forever.
 */
function walk(
  selectionSet: SelectionSetNode,
  type: GraphQLNamedType | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visit: (field: GraphQLField<unknown, unknown> | undefined, node: FieldNode) => void,
  seen: Set<string> = new Set(),
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = type && isObjectType(type) ? type.getFields()[selection.name.value] : undefined;
      visit(field, selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, type, fragments, visit, seen);
    } else if (!seen.has(selection.name.value)) {
      const fragment = fragments.get(selection.name.value);
      if (fragment)
        walk(fragment.selectionSet, type, fragments, visit, new Set([...seen, selection.name.value]));
    }
  }
}

export const aliasLimit: ValidationRule = (context) => {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias && ++aliases === LIMITS.maxAliases + 1) {
        context.reportError(limitError(`Too many aliases: at most ${LIMITS.maxAliases} per request`));
      }
    },
  } satisfies ASTVisitor;
};

/**
 * Depth and cost of each operation. Cost counts every field that would be resolved: a list field
 * multiplies what is below it by its `first`/`last` argument, or by an assumed size; inside a paged
 * field (one taking `first`), its list of edges is already counted by that argument.
 *
 * Introspection's `ofType` adds no depth: it is one object, null past a type's few wrappers, and the
 * standard introspection query (GraphiQL's, codegen's) nests it 9 levels for a field's type. Nesting that
 * fans out (`fields`, `interfaces`, ...) is still counted, and graphql-js's own rule caps it too.
 */
export const depthAndCostLimit: ValidationRule = (context) => {
  const fragments = fragmentsOf(context);
  const schema = context.getSchema();
  return {
    OperationDefinition(operation) {
      const root = operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
      const variableDefaults = new Map(
        (operation.variableDefinitions ?? []).map((definition) => [
          definition.variable.name.value,
          definition.defaultValue,
        ]),
      );
      const sizeOf = (value: ValueNode): number => {
        if (value.kind === Kind.INT) return Number(value.value);
        if (value.kind === Kind.VARIABLE) {
          const fallback = variableDefaults.get(value.name.value);
          return Math.max(fallback?.kind === Kind.INT ? Number(fallback.value) : 0, LIMITS.maxPageSize);
        }
        return LIMITS.assumedListSize;
      };
      let deepest = 0;
      const cost = (
        selectionSet: SelectionSetNode,
        type: GraphQLNamedType | undefined,
        depth: number,
        paged: boolean,
        introspection: boolean,
      ): number => {
        deepest = Math.max(deepest, depth);
        if (depth > LIMITS.maxDepth) return 0;
        let total = 0;
        walk(selectionSet, type, fragments, (field, node) => {
          const pageArg = node.arguments?.find(
            (arg) => arg.name.value === "first" || arg.name.value === "last",
          );
          const pageSize = pageArg ? sizeOf(pageArg.value) : undefined;
          const isList = field ? isListType(getNullableType(field.type)) : false;
          const factor = pageSize ?? (isList && !paged ? LIMITS.assumedListSize : 1);
          const inIntrospection =
            introspection || node.name.value === "__schema" || node.name.value === "__type";
          const levels = inIntrospection && node.name.value === "ofType" ? 0 : 1;
          const below = node.selectionSet
            ? cost(
                node.selectionSet,
                field ? getNamedType(field.type) : undefined,
                depth + levels,
                pageSize !== undefined,
                inIntrospection,
              )
            : 0;
          total += factor * (1 + below);
        });
        return total;
      };
      const total = cost(operation.selectionSet, root ?? undefined, 1, false, false);
      if (deepest > LIMITS.maxDepth) {
        context.reportError(limitError(`Query is too deep: at most ${LIMITS.maxDepth} levels`));
      } else if (total > LIMITS.maxCost) {
        context.reportError(limitError(`Query is too expensive: cost ${total}, at most ${LIMITS.maxCost}`));
      }
    },
  } satisfies ASTVisitor;
};
