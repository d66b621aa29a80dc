import type { ApolloServer } from "@apollo/server";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { bearerToken, type ShopContext } from "../graphql/context";
import type { FieldError } from "../shop-errors";
import { ruledProblems, wronglyTyped } from "./legacy-input";
import type { PublicRead } from "../http/response-cache/register";
import { legacyFieldName } from "./legacy-shapes";
import { RestError, STATUS_OF_CODE, badInput, type Exec, type RestRequest } from "./route";
import { REST_ROUTES } from "./routes";

export const REST_PREFIX = "/api";

/** The legacy GET paths the response cache may answer for visitors, by their full route URL. */
export const REST_PUBLIC_READS: Record<string, PublicRead> = Object.fromEntries(
  REST_ROUTES.filter((route) => route.method === "GET" && route.publicTags).map((route) => [
    `${REST_PREFIX}${route.url}`,
    {
      key: (request: FastifyRequest) => (request.method === "GET" ? `rest\u0000${request.url}` : undefined),
      tags: (request: FastifyRequest) => route.publicTags!(request.params as Record<string, string>),
    },
  ]),
);

/**
 * The legacy REST paths under /api. Inputs are validated by JSON schema first, so an operator object
 * like `{"quantity": {"$gt": 0}}` or `?email[$ne]=` is a 400 and never reaches a query. Each path then
 * runs GraphQL operations through Apollo with the caller's own context: permissions, validation and
 * business rules are the GraphQL API's, word for word.
 */
export async function registerRestAdapter(
  app: FastifyInstance,
  deps: { apollo: ApolloServer<ShopContext>; contextFor(request: FastifyRequest): Promise<ShopContext> },
): Promise<void> {
  await app.register(
    async (rest) => {
      rest.setErrorHandler((error: FastifyError | RestError, request, reply) => {
        const answer = ({ status, message, code, fields }: RestError) =>
          reply.code(status).send({ error: message, code, fields });
        if (error instanceof RestError) return answer(error);
        if (error.validation) {
          const part = error.validationContext && request.routeOptions.schema?.[error.validationContext];
          const ruled = ruledProblems(error.validation, part);
          if (ruled) return answer(badInput(ruled));
          const fields = error.validation.map((issue) => {
            const field =
              issue.instancePath.replace(/^\//, "").replace(/\//g, ".") ||
              String(issue.params.missingProperty ?? error.validationContext);
            return { field, message: `${field} ${issue.message ?? "is not valid"}` };
          });
          return reply.code(400).send({
            error: `Invalid ${error.validationContext}: ${error.message}`,
            code: "BAD_USER_INPUT",
            fields,
          });
        }
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) rest.log.error(error);
        return reply.code(status).send({
          error: status === 500 ? "Something went wrong on our side" : error.message,
          code: error.code,
        });
      });

      for (const route of REST_ROUTES) {
        rest.route({
          method: route.method,
          url: route.url,
          schema: route.schema,
          // Before validation, which would coerce an array or object into the text it expects.
          preValidation: async (request) => {
            const problems = [
              ...wronglyTyped(route.schema?.body, request.body),
              ...wronglyTyped(route.schema?.querystring, request.query),
            ];
            if (problems.length) throw badInput(problems, "Invalid input: ");
          },
          handler: async (request) => {
            const contextValue = await deps.contextFor(request);
            const exec: Exec = async <Data, Variables>(
              query: TypedDocumentNode<Data, Variables>,
              variables?: Variables,
            ): Promise<Data> => {
              const response = await deps.apollo.executeOperation(
                { query, variables: variables as Record<string, unknown> | undefined },
                { contextValue },
              );
              if (response.body.kind !== "single")
                throw new Error("incremental delivery is not used by the REST adapter");
              const { data, errors } = response.body.singleResult;
              const first = errors?.[0];
              if (first) {
                const code = String(first.extensions?.code ?? "INTERNAL_SERVER_ERROR");
                // The services name fields as GraphQL does; the client sent the legacy names.
                const fields = (first.extensions?.fields as FieldError[] | undefined)?.map((problem) => ({
                  ...problem,
                  field: legacyFieldName(problem.field),
                }));
                throw new RestError(STATUS_OF_CODE[code] ?? 500, code, first.message, fields);
              }
              // The operation's own type: Apollo answered it against the same schema codegen read.
              return data as Data;
            };
            const input: RestRequest = {
              params: request.params as Record<string, string>,
              query: request.query as Record<string, string>,
              body: (request.body ?? {}) as Record<string, unknown>,
              idToken: bearerToken(request.headers.authorization),
            };
            return route.run(exec, input);
          },
        });
      }
    },
    { prefix: REST_PREFIX },
  );
}
