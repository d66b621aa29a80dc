import { GraphQLScalarType } from "graphql";
import { describe, expect, it } from "vitest";
import type { Resolvers } from "../../../generated/server/graphql";
import { mergeResolvers } from "../../../server/graphql/resolvers/merge-resolvers";
import { resolvers } from "../../../server/graphql/resolvers/index";

const name = () => "brake pads";
const price = () => 12.5;
const scalar = () => new GraphQLScalarType({ name: "DateTime" });

describe("merging the domains' resolver maps", () => {
  it("puts every domain's fields of a type together", () => {
    const merged = mergeResolvers([
      { Product: { name } } as Resolvers,
      { Product: { price }, Query: { categories: () => [] } } as Resolvers,
    ]) as Record<string, Record<string, unknown>>;
    expect(Object.keys(merged.Product!)).toEqual(["name", "price"]);
    expect(Object.keys(merged.Query!)).toEqual(["categories"]);
  });

  it("refuses two domains resolving the same field, naming it", () => {
    expect(() =>
      mergeResolvers([
        { Query: { categories: () => [] } } as Resolvers,
        { Query: { categories: () => [] } } as Resolvers,
      ]),
    ).toThrow("Two resolver maps resolve Query.categories");
  });

  it("refuses a scalar defined twice", () => {
    expect(() => mergeResolvers([{ DateTime: scalar() }, { DateTime: scalar() }])).toThrow(
      "Two resolver maps define the scalar DateTime",
    );
  });

  it("merges the shop's own domains without overlap, keeping the scalar as it is", () => {
    expect(resolvers.DateTime).toBeInstanceOf(GraphQLScalarType);
    expect(Object.keys(resolvers.Query!)).toContain("products");
    expect(Object.keys(resolvers.Mutation!)).toContain("placeOrder");
  });
});
