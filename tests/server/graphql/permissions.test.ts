import { readFileSync } from "node:fs";
import { buildSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_FILE } from "../../../server/graphql/schema";
import { MUTATION_ROWS } from "./mutation-rows";
import {
  STAFF,
  type Refusal,
  ALLOWED,
  ROLES,
  closePermissionShop,
  databaseSnapshot,
  describeOutcome,
  expectUnchanged,
  openPermissionShop,
  shop,
  tokenOf,
  addressOf,
} from "./permission-world";
import { QUERY_ROWS } from "./query-rows";

/** The permission table (permission-world.ts) run for every root field and every kind of caller. */

const ROWS = [...QUERY_ROWS, ...MUTATION_ROWS];

const CASES = ROWS.flatMap((row) =>
  ROLES.map((role) => ({
    name: `${row.root}.${row.field} as ${role}: ${describeOutcome(row.expected[role])}`,
    row,
    role,
  })),
);

beforeAll(openPermissionShop);
afterAll(closePermissionShop);

describe("the table", () => {
  it("has one row for every Query and Mutation field of schema.graphql", () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, "utf8"));
    const fields = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((field) => `Query.${field}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((field) => `Mutation.${field}`),
    ];
    expect(ROWS.map((row) => `${row.root}.${row.field}`).sort()).toEqual(fields.sort());
  });
});

describe("who may call each root field", () => {
  for (const { name, row, role } of CASES) {
    it(name, async () => {
      const call = await row.prepare(role);
      const before = await databaseSnapshot();
      const token = "token" in call ? call.token : tokenOf(role);
      const result = await shop.gql<Record<string, unknown>>(
        call.query,
        call.variables,
        token,
        addressOf(role),
      );
      const outcome = row.expected[role];

      if (outcome === ALLOWED) {
        expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
        const answer = result.data?.[row.field];
        expect(answer).toBeDefined();
        await call.allowed(answer);
        if (!row.writes) await expectUnchanged(before);
        return;
      }

      expect(result.errors?.length, JSON.stringify(result.errors)).toBe(1);
      expect(result.errors![0]).toMatchObject({
        message: outcome.message,
        extensions: { code: outcome.code },
        path: [row.field],
      });
      expect(result.data?.[row.field] ?? null).toBeNull();
      // Nothing stored or changed: not the order, the stock, a role, a profile, a product, a review.
      await expectUnchanged(before);
    });
  }
});

describe("the admin lists' arguments", () => {
  // Shield's rule runs before the resolver reads any argument: a caller who may not see the list learns
  // nothing from it, not even whether the input was valid.
  const calls = {
    orders: [
      `{ orders(first: 5) { totalCount } }`,
      `{ orders(first: 1000, after: "not a cursor") { totalCount } }`,
      `{ orders(filter: { email: "a", status: CANCELLED, from: "2026-01-02T00:00:00Z", to: "2026-01-01T00:00:00Z" }) { totalCount } }`,
    ],
    users: [
      `{ users(first: 5) { totalCount } }`,
      `{ users(first: -1, after: "not a cursor") { totalCount } }`,
      `{ users(filter: { email: "${"a".repeat(300)}" }) { totalCount } }`,
    ],
  };
  for (const [field, queries] of Object.entries(calls)) {
    const expected = STAFF(field === "orders" ? "orders" : "customers");
    for (const role of ["visitor", "customer", "catalogueStaff"] as const) {
      const refusal = expected[role] as Refusal;
      it(`${field} with any arguments, as ${role}: ${describeOutcome(refusal)}`, async () => {
        for (const query of queries) {
          const result = await shop.gql(query, {}, tokenOf(role));
          expect(result.errors, query).toEqual([
            expect.objectContaining({ message: refusal.message, extensions: { code: refusal.code } }),
          ]);
        }
      });
    }
  }
});
