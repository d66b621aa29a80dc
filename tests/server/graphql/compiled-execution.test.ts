import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  execute,
  parse,
  print,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import * as documents from "../../../generated/client/graphql";
import type { ProductDocument, UserDocument } from "../../../server/db/models";
import { compiledExecution } from "../../../server/graphql/compiled-execution";
import type { ShopContext } from "../../../server/graphql/context";
import { createErrorFormatter } from "../../../server/graphql/format-error";
import { buildSchema } from "../../../server/graphql/schema";
import { expectOk } from "../../support/graphql-answers";
import { placeOrder } from "../../support/orders";
import { startTestServer, type TestServer, type TestUser } from "../../support/test-server";

/**
 * Compiled execution answers exactly what graphql-js answers, for every operation the browser, the server
 * renderer and the REST adapter send (all of them are the generated documents in generated/client): each
 * one executed both ways with the same variables, as a visitor, a customer and an admin, against a shop
 * with a catalogue, an order, a cart and a garage, compared as the client receives them (errors formatted
 * by the shop's own formatter). Mutations are compared as a visitor: the role rules refuse almost all of
 * them before anything is written, so both executions meet the same database.
 */

let shop: TestServer;
let customer: TestUser;
let admin: TestUser;
const schema: GraphQLSchema = buildSchema();
const compiled = compiledExecution(schema);
const format = createErrorFormatter(() => {}, { hideSchema: false });

/** Values for variables (and input fields) by name; anything else is made up from its type. */
let named: Record<string, unknown>;

beforeAll(async () => {
  shop = await startTestServer();
  customer = await shop.signUp("customer");
  admin = await shop.signUp("admin");
  const part = (await shop.db
    .collection<ProductDocument>("products")
    .findOne({ "fitments.0": { $exists: true } }))!;
  const productId = part._id.toHexString();
  const fitment = part.fitments[0]!;
  const vehicle = { make: fitment.make, model: fitment.model, year: fitment.yearFrom };
  const orderId = await placeOrder(shop.gql, customer.accessToken, { productId, quantity: 1 });
  await expectOk(
    shop.gql(
      "mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { itemCount } }",
      { id: productId },
      customer.accessToken,
    ),
  );
  await expectOk(
    shop.gql(
      "mutation($vehicle: GarageVehicleInput!) { addGarageVehicle(vehicle: $vehicle) { current { id } } }",
      { vehicle },
      customer.accessToken,
    ),
  );
  named = {
    id: productId,
    productId,
    orderId,
    quantity: 1,
    vehicle,
    lineVehicle: vehicle,
    ...vehicle,
    hasVehicle: true,
    visitor: false,
    email: customer.email,
    vin: "1HGCM82633A004352",
    first: 5,
    last: 5,
    today: new Date().toISOString(),
  };
});

afterAll(() => shop?.close());

const operations = Object.entries(documents)
  .filter(([name]) => name.endsWith("Document"))
  // Parsed from its text, as Apollo parses what it is sent: with the source locations errors point at.
  .map(([, document]) => parse(print(document as DocumentNode)))
  .map((document) => ({
    document,
    operation: document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition",
    )!,
  }));

/** A value of `type` that coerces: required input fields filled in, optional ones left out. */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (name in named) return named[name];
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sample(field.type, field.name)]));
  }
  return { String: "brake", Int: 1, Float: 1.5, Boolean: true, ID: named.id, DateTime: named.today }[
    getNamedType(type).name
  ];
}

function variablesOf(operation: OperationDefinitionNode) {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    // The placed order's page asks by the order's id, not a part's.
    const value =
      operation.name?.value === "PlacedOrder" && name === "id" ? named.orderId : sample(type, name);
    if (isNonNullType(type) || name in named) variables[name] = value;
  }
  return variables;
}

async function contextOf(caller: TestUser | undefined): Promise<ShopContext> {
  const user = caller
    ? await shop.db.collection<UserDocument>("users").findOne({ email: caller.email })
    : null;
  return { user, tokenProblem: null, ip: "10.0.0.9", services: shop.services };
}

/** The answer as the client receives it: data, and each error as the shop's formatter words it. */
const asSent = (answer: { data?: unknown; errors?: ReadonlyArray<GraphQLError> }) =>
  JSON.stringify({
    data: answer.data,
    errors: answer.errors?.map((error) => format(error.toJSON(), error)),
  });

async function bothWays(document: DocumentNode, operation: OperationDefinitionNode, caller?: TestUser) {
  const variables = variablesOf(operation);
  const operationName = operation.name?.value ?? null;
  const interpreted = await execute({
    schema,
    document,
    operationName,
    variableValues: variables,
    contextValue: await contextOf(caller),
  });
  const { executor } = await compiled.load({ apollo: {} });
  const fast = await executor!({
    document,
    operationName,
    request: { variables },
    context: await contextOf(caller),
  } as never);
  return { interpreted: asSent(interpreted), compiled: asSent(fast) };
}

describe("compiled execution against graphql-js", () => {
  // Both executions read the same clock: a quote's delivery dates are counted from now.
  beforeEach(() => void vi.useFakeTimers({ toFake: ["Date"], now: Date.now() }));
  afterEach(() => void vi.useRealTimers());

  it("has every operation the client and the REST adapter send to compare", () => {
    expect(operations.filter(({ operation }) => operation.operation === "query").length).toBeGreaterThan(40);
    expect(operations.filter(({ operation }) => operation.operation === "mutation").length).toBeGreaterThan(
      40,
    );
  });

  const queries = operations.filter(({ operation }) => operation.operation === "query");
  for (const [role, callerOf] of [
    ["a visitor", () => undefined],
    ["a customer", () => customer],
    ["an admin", () => admin],
  ] as const) {
    it.each(queries.map(({ document, operation }) => [operation.name!.value, document, operation] as const))(
      `answers %s as ${role} exactly as graphql-js does`,
      async (_name, document, operation) => {
        const { interpreted, compiled } = await bothWays(document, operation, callerOf());
        expect(compiled).toBe(interpreted);
      },
    );
  }

  const mutations = operations.filter(({ operation }) => operation.operation === "mutation");
  // The few a visitor may make (the contact form) store a row each time: the two answers name two rows.
  const sameRowsAside = (answer: string) => answer.replace(/"[0-9a-f]{24}"/g, '"<id>"');
  it.each(mutations.map(({ document, operation }) => [operation.name!.value, document, operation] as const))(
    "answers %s as a visitor exactly as graphql-js does",
    async (_name, document, operation) => {
      const { interpreted, compiled } = await bothWays(document, operation);
      expect(sameRowsAside(compiled)).toBe(sameRowsAside(interpreted));
    },
  );

  it("answers variables that do not fit with graphql-js's own words", async () => {
    const { document } = operations.find(({ operation }) => operation.name?.value === "RestProduct")!;
    const { executor } = await compiled.load({ apollo: {} });
    const answer = await executor!({
      document,
      operationName: "RestProduct",
      request: { variables: { id: { $ne: null } } },
      context: await contextOf(undefined),
    } as never);
    const interpreted = await execute({ schema, document, variableValues: { id: { $ne: null } } });
    // As Apollo receives them: it tells these by their wording and answers them 400 BAD_USER_INPUT.
    const raw = (errors: ReadonlyArray<GraphQLError> | undefined) =>
      JSON.stringify(errors?.map((e) => e.toJSON()));
    expect(answer.data).toBeUndefined();
    expect(raw(answer.errors)).toBe(raw(interpreted.errors));
    expect(answer.errors?.[0]?.message).toMatch(/^Variable "\$id" got invalid value/);
  });
});
