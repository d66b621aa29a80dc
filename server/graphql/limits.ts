import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  getNamedType,
  getNullableType,
  isListType,
  parse,
  validate,
  type GraphQLSchema,
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
import { MAX_PAGE_SIZE } from "../../shared/page-sizes";

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
  maxPageSize: MAX_PAGE_SIZE,
  /**
   * Selections the depth and cost rule may visit: far more than any query within `maxTokens` has
   * when each fragment is measured once per place, so reaching it means something is being abused.
   */
  maxVisits: 10_000,
  /** Selections once every fragment spread is written out (GraphiQL's introspection query: about 400). */
  maxExpandedSelections: 5_000,
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
 * The limits above, checked on a request's query text before anything else validates it: graphql-js's
 * own rules (MaxIntrospectionDepth follows every fragment spread again) would otherwise spend seconds on
 * a fragment bomb before ours could refuse it. A query that does not parse is left to Apollo to report.
 */
export function limitErrors(schema: GraphQLSchema, query: string): GraphQLError[] {
  if (tooManyTokens(query)) return [limitError(`Query is too large: at most ${LIMITS.maxTokens} tokens`)];
  let verdicts = verdictsBySchema.get(schema);
  if (!verdicts) verdictsBySchema.set(schema, (verdicts = new Map()));
  let verdict = verdicts.get(query);
  if (!verdict) {
    verdict = checkLimits(schema, query);
    // Clients send the same few queries over and over; a flood of distinct ones only empties the memo.
    if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
    verdicts.set(query, verdict);
  }
  return verdict;
}

/** Each query's verdict: the limits depend on its text alone (argument values are not counted). */
const verdictsBySchema = new WeakMap<GraphQLSchema, Map<string, GraphQLError[]>>();
const VERDICTS_MAX = 1000;

function checkLimits(schema: GraphQLSchema, query: string): GraphQLError[] {
  let document;
  try {
    document = parse(query);
  } catch {
    return [];
  }
  return [...validate(schema, document, LIMIT_RULES)];
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

/** Cost, height (levels of nesting) and size (selections, fragments expanded) of a selection set. */
interface Measure {
  cost: number;
  height: number;
  size: number;
}

/** Where a selection set stands, as far as its cost depends on it. */
interface Place {
  type: GraphQLNamedType | undefined;
  /** Inside a field taking `first`/`last`: its list of edges is already counted by that argument. */
  paged: boolean;
  /** Inside `__schema`/`__type`, where `ofType` adds no depth (see below). */
  introspection: boolean;
}

class TooComplex extends Error {}

/** A paged field asked without its page size is costed at the page it serves by default. */
function pagedByDefault(field: GraphQLField<unknown, unknown> | undefined): number | undefined {
  const page = field?.args.find((arg) => arg.name === "first" || arg.name === "last");
  return typeof page?.defaultValue === "number" ? page.defaultValue : undefined;
}

/** Costs past this are all "too expensive"; saturating keeps the arithmetic exact and finite. */
const saturate = (cost: number) => Math.min(cost, Number.MAX_SAFE_INTEGER);

/**
 * Depth and cost of each operation. Cost counts every field that would be resolved: a list field
 * multiplies what is below it by its `first`/`last` argument, or by an assumed size; inside a paged
 * field (one taking `first`), its list of edges is already counted by that argument.
 *
 * Introspection's `ofType` adds no depth: it is one object, null past a type's few wrappers, and the
 * standard introspection query (GraphiQL's, codegen's) nests it 9 levels for a field's type. Nesting that
 * fans out (`fields`, `interfaces`, ...) is still counted, and graphql-js's own rule caps it too.
 *
 * Each fragment is measured once per place it is spread in and remembered, so a fragment spread twice
 * at each of 23 levels costs 23 measurements, not 2^23 walks; a fragment spread inside itself counts
 * nothing more (graphql-js's NoFragmentCycles rule refuses the query); and the whole measurement stops
 * once it has visited more selections than any query within the token limit could hold honestly.
 */
export const depthAndCostLimit: ValidationRule = (context) => {
  const fragments = fragmentsOf(context);
  const schema = context.getSchema();
  const measured = new Map<string, Measure>();
  const inProgress = new Set<string>();
  let visits = 0;

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

      const measureField = (node: FieldNode, place: Place): Measure => {
        const field =
          place.type && isObjectType(place.type) ? place.type.getFields()[node.name.value] : undefined;
        const pageArg = node.arguments?.find(
          (arg) => arg.name.value === "first" || arg.name.value === "last",
        );
        const pageSize = pageArg ? sizeOf(pageArg.value) : pagedByDefault(field);
        const isList = field ? isListType(getNullableType(field.type)) : false;
        const factor = pageSize ?? (isList && !place.paged ? LIMITS.assumedListSize : 1);
        const introspection =
          place.introspection || node.name.value === "__schema" || node.name.value === "__type";
        if (!node.selectionSet) return { cost: factor, height: 0, size: 1 };
        const below = measureSet(node.selectionSet, {
          type: field ? getNamedType(field.type) : undefined,
          paged: pageSize !== undefined,
          introspection,
        });
        const levels = introspection && node.name.value === "ofType" ? 0 : 1;
        return {
          cost: saturate(factor * (1 + below.cost)),
          height: levels + below.height,
          size: saturate(1 + below.size),
        };
      };

      const measureFragment = (name: string, place: Place): Measure => {
        const fragment = fragments.get(name);
        const key = `${name}|${place.type?.name ?? ""}|${place.paged}|${place.introspection}`;
        const known = measured.get(key);
        if (known) return known;
        if (!fragment || inProgress.has(key)) return { cost: 0, height: 0, size: 1 };
        inProgress.add(key);
        const measure = measureSet(fragment.selectionSet, place);
        inProgress.delete(key);
        measured.set(key, measure);
        return measure;
      };

      const measureSet = (selectionSet: SelectionSetNode, place: Place): Measure => {
        let cost = 0;
        let height = 0;
        let size = 0;
        for (const selection of selectionSet.selections) {
          if (++visits > LIMITS.maxVisits) throw new TooComplex();
          const part =
            selection.kind === Kind.FIELD
              ? measureField(selection, place)
              : selection.kind === Kind.INLINE_FRAGMENT
                ? measureSet(selection.selectionSet, place)
                : measureFragment(selection.name.value, place);
          cost = saturate(cost + part.cost);
          height = Math.max(height, part.height);
          size = saturate(size + part.size);
        }
        return { cost, height, size };
      };

      try {
        const { cost, height, size } = measureSet(operation.selectionSet, {
          type: root ?? undefined,
          paged: false,
          introspection: false,
        });
        if (height + 1 > LIMITS.maxDepth) {
          context.reportError(limitError(`Query is too deep: at most ${LIMITS.maxDepth} levels`));
        } else if (cost > LIMITS.maxCost) {
          context.reportError(limitError(`Query is too expensive: cost ${cost}, at most ${LIMITS.maxCost}`));
        } else if (size > LIMITS.maxExpandedSelections) {
          // Spreads of missing or cyclic fragments cost nothing, yet graphql-js's rules would walk each.
          context.reportError(
            limitError(
              `Query is too large once its fragments are expanded: at most ${LIMITS.maxExpandedSelections} selections`,
            ),
          );
        }
      } catch (error) {
        if (!(error instanceof TooComplex)) throw error;
        context.reportError(limitError("Query is too complex to answer"));
      }
    },
  } satisfies ASTVisitor;
};

/** Our limits as validation rules, for Apollo to apply to operations that skip limitErrors (in-process). */
export const LIMIT_RULES: readonly ValidationRule[] = [aliasLimit, depthAndCostLimit];
