import { GraphQLScalarType } from "graphql";
import type { Resolvers } from "../../../generated/server/graphql";

type FieldMap = Record<string, unknown>;

/**
 * One resolver map from the per-domain ones. Each field (and each scalar) belongs to one domain: were two
 * to resolve the same one, a plain merge would let the later silently win, so this throws at start-up
 * naming the field instead.
 */
export function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Record<string, FieldMap | GraphQLScalarType> = {};
  for (const map of maps) {
    for (const [type, resolvers] of Object.entries(map as Record<string, FieldMap | GraphQLScalarType>)) {
      const existing = merged[type];
      if (resolvers instanceof GraphQLScalarType || existing instanceof GraphQLScalarType) {
        if (existing) throw new Error(`Two resolver maps define the scalar ${type}`);
        merged[type] = resolvers;
        continue;
      }
      const fields: FieldMap = existing ?? (merged[type] = {});
      for (const [field, resolver] of Object.entries(resolvers)) {
        if (field in fields) throw new Error(`Two resolver maps resolve ${type}.${field}`);
        fields[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
