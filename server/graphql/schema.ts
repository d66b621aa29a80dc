import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { applyMiddleware } from "graphql-middleware";
import type { GraphQLSchema } from "graphql";
import { rootPermissions } from "./permissions";
import { resolvers } from "./resolvers/index";

export const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../schema.graphql");

/** The contract (schema.graphql) with its resolvers, guarded by the permission rules. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs: readFileSync(SCHEMA_FILE, "utf8"), resolvers });
  return applyMiddleware(schema, rootPermissions(schema));
}
