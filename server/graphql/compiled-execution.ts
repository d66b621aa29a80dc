import type { ApolloServerOptionsWithGateway, BaseContext } from "@apollo/server";
import { execute, printSchema, type DocumentNode, type GraphQLSchema } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";

/** Apollo's gateway interface, named through what @apollo/server itself exports. */
type Gateway = ApolloServerOptionsWithGateway<BaseContext>["gateway"];
type Executor = NonNullable<Awaited<ReturnType<Gateway["load"]>>["executor"]>;

/**
 * Executes operations as functions compiled once per document (graphql-jit) instead of interpreting the
 * document's tree on every request (graphql-js). Apollo Server takes a custom executor only through its
 * gateway interface, which hands it the document it has already parsed, validated (our limits included)
 * and cached: the same document object comes back for the same query text, so compiled functions are kept
 * per document object and go when Apollo's document cache lets the document go.
 *
 * Two things stay graphql-js's, so that no answer differs from what it has always been:
 * - an operation graphql-jit cannot compile, and
 * - a request whose variables do not fit the operation: the two libraries word those refusals differently,
 *   and they are the only answers with no data at all; graphql-js answers them again, with its wording.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  const compiled = new WeakMap<DocumentNode, Map<string | null, CompiledQuery | undefined>>();

  const compiledFor = (document: DocumentNode, operationName: string | null) => {
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    if (!byOperation.has(operationName)) {
      const query = compileQuery(schema, document, operationName ?? undefined);
      byOperation.set(operationName, isCompiledQuery(query) ? query : undefined);
    }
    return byOperation.get(operationName);
  };

  const executor: Executor = async ({ document, operationName, request, context }) => {
    const interpreted = () =>
      execute({ schema, document, operationName, variableValues: request.variables, contextValue: context });
    const query = compiledFor(document, operationName);
    if (!query) return interpreted();
    const result = await query.query(undefined, context, request.variables);
    return result.data === undefined && result.errors?.length ? interpreted() : result;
  };

  return {
    load: async () => ({ executor }),
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    stop: async () => {},
  };
}
