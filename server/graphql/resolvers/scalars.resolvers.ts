import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
import type { Resolvers } from "../../../generated/server/graphql";

const parseDate = (value: unknown): Date => {
  const date = typeof value === "string" ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError("DateTime must be an ISO-8601 string", { extensions: { code: "BAD_USER_INPUT" } });
  }
  return date;
};

export const scalarResolvers: Resolvers = {
  DateTime: new GraphQLScalarType({
    name: "DateTime",
    serialize: (value) => (value instanceof Date ? value.toISOString() : parseDate(value).toISOString()),
    parseValue: parseDate,
    parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
};
