import { readFileSync } from "node:fs";
import { buildSchema, type GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { ROOT_RULES } from "../../../server/graphql/permissions";
import { SCHEMA_FILE } from "../../../server/graphql/schema";

/**
 * The permission table must name every root field of the contract, and nothing else: shield's
 * `fallbackRule: deny` keeps a forgotten field closed, but only an explicit entry shows that someone
 * decided who may call it; an entry for a field the schema lost is a rule nobody checks any more.
 */

type RootRules = Record<string, Record<string, unknown>>;
const ROOTS = ["Query", "Mutation"] as const;

interface Coverage {
  /** "Type.field" of schema fields without a rule. */
  unruled: string[];
  /** "Type.field" of rules naming no schema field. */
  unknown: string[];
}

function coverage(sdl: string, rules: RootRules): Coverage {
  const schema = buildSchema(sdl);
  const rootType = (name: (typeof ROOTS)[number]): GraphQLObjectType | null | undefined =>
    name === "Query" ? schema.getQueryType() : schema.getMutationType();
  const unruled: string[] = [];
  const unknown: string[] = [];
  for (const root of ROOTS) {
    const fields = Object.keys(rootType(root)?.getFields() ?? {});
    // An entry whose value is undefined (a rule imported under a wrong name) is no decision either.
    const ruled = Object.entries(rules[root] ?? {})
      .filter(([, rule]) => rule !== undefined && rule !== null)
      .map(([field]) => field);
    unruled.push(...fields.filter((field) => !ruled.includes(field)).map((field) => `${root}.${field}`));
    unknown.push(...ruled.filter((field) => !fields.includes(field)).map((field) => `${root}.${field}`));
  }
  return { unruled, unknown };
}

const sdl = readFileSync(SCHEMA_FILE, "utf8");

describe("ROOT_RULES covers the contract", () => {
  it("has an explicit rule for every Query and Mutation field of schema.graphql", () => {
    const { unruled } = coverage(sdl, ROOT_RULES);
    expect(unruled, `root fields without an entry in ROOT_RULES: ${unruled.join(", ")}`).toEqual([]);
  });

  it("names no field that schema.graphql does not have", () => {
    const { unknown } = coverage(sdl, ROOT_RULES);
    expect(unknown, `ROOT_RULES entries for fields not in the schema: ${unknown.join(", ")}`).toEqual([]);
  });

  it("only has rules for the Query and Mutation roots", () => {
    expect(Object.keys(ROOT_RULES).sort()).toEqual([...ROOTS].sort());
  });

  it("reads the real contract (not an empty schema)", () => {
    const schema = buildSchema(sdl);
    expect(Object.keys(schema.getQueryType()!.getFields())).toContain("products");
    expect(Object.keys(schema.getMutationType()!.getFields())).toContain("signIn");
  });
});

describe("the coverage check itself", () => {
  // Proof that the checks above can fail: a field added to the schema, and a rule left behind.
  it("reports a schema field that has no rule", () => {
    const grown = `${sdl}\nextend type Mutation { wipeOrders(confirm: Boolean!): Int! }\nextend type Query { secrets: [String!]! }`;
    expect(coverage(grown, ROOT_RULES)).toEqual({
      unruled: ["Query.secrets", "Mutation.wipeOrders"],
      unknown: [],
    });
  });

  it("reports a rule for a field the schema does not have", () => {
    const rules: RootRules = {
      ...ROOT_RULES,
      Query: { ...ROOT_RULES.Query, oldReport: ROOT_RULES.Query.me },
    };
    expect(coverage(sdl, rules)).toEqual({ unruled: [], unknown: ["Query.oldReport"] });
  });

  it("counts an entry without a rule as missing", () => {
    const rules: RootRules = { ...ROOT_RULES, Mutation: { ...ROOT_RULES.Mutation, makeAdmin: undefined } };
    expect(coverage(sdl, rules).unruled).toEqual(["Mutation.makeAdmin"]);
  });
});
