/**
 * What a products page costs the server before any database is asked: executing the storefront's page
 * query (shield, resolvers, 20 nodes) over 20 bulk-seed parts already in memory, and the answer serialised
 * as Apollo sends it, by graphql-js and by the shop's compiled execution (server/graphql/compiled-execution.ts)
 * in the same run. bench:http sets this beside `{ __typename }` over HTTP: a page costs at least this much
 * more than `{ __typename }`, whatever the database does, which bounds the ratio an uncached page can reach.
 */
import { execute, parse, print, type DocumentNode, type ExecutionResult } from "graphql";
import { CatalogueProductsDocument } from "../generated/client/graphql";
import { LISTED_PRODUCT, type ListedProduct } from "../server/db/models";
import type { ShopContext } from "../server/graphql/context";
import { compiledExecution } from "../server/graphql/compiled-execution";
import { buildSchema } from "../server/graphql/schema";
import { bulkProduct } from "../server/seed/bulk/generate";
import { encodeCursor } from "../server/services/common/paging";
import type { ProductPage } from "../server/services/catalogue/products.service";

const PAGE_SIZE = 20;
const ROUNDS = 3;

/** A bulk-seed part as the listing reads it (LISTED_PRODUCT leaves out what only the server uses). */
function listed(index: number): ListedProduct {
  const product: Record<string, unknown> = { ...bulkProduct(index) };
  for (const hidden of Object.keys(LISTED_PRODUCT)) delete product[hidden];
  return product as unknown as ListedProduct;
}

type Execute = (document: DocumentNode, variables: Record<string, unknown>) => Promise<ExecutionResult>;

/** Milliseconds per execution of `document`, the best of ROUNDS (the others include V8's warm-up). */
async function msPerExecution(
  run: Execute,
  document: DocumentNode,
  variables: Record<string, unknown>,
  runs: number,
): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    for (let n = 0; n < runs; n++) {
      const result = await run(document, variables);
      if (result.errors) throw new Error(`execution failed: ${result.errors[0]!.message}`);
      JSON.stringify(result);
    }
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6 / runs);
  }
  return best;
}

export interface ExecutionFloor {
  pageMs: number;
  typenameMs: number;
}

export async function measureExecutionFloor(): Promise<Record<"interpreted" | "compiled", ExecutionFloor>> {
  const items = Array.from({ length: PAGE_SIZE }, (_, index) => listed(index));
  const page: ProductPage = {
    totalCount: 100_000,
    items,
    hasNextPage: true,
    cursorOf: (product) => encodeCursor(product.name, product._id),
  };
  // Only what the page query reaches: a visitor, and a products service answering from memory.
  const context = {
    user: null,
    tokenProblem: null,
    ip: "127.0.0.1",
    services: { products: { list: async () => page } },
  } as unknown as ShopContext;
  const variables = { first: PAGE_SIZE, filter: {}, hasVehicle: false };
  const schema = buildSchema();
  const { executor } = await compiledExecution(schema).load({ apollo: {} });
  const ways: Record<"interpreted" | "compiled", Execute> = {
    interpreted: async (document, variableValues) =>
      execute({ schema, document, contextValue: context, variableValues }),
    // As Apollo calls it: one parsed document per query text, so compiled once.
    compiled: (document, variables) =>
      executor!({ document, operationName: null, request: { variables }, context } as never),
  };
  const pageQuery = parse(print(CatalogueProductsDocument));
  const typename = parse("{ __typename }");
  const floorOf = async (run: Execute) => ({
    pageMs: await msPerExecution(run, pageQuery, variables, 2_000),
    typenameMs: await msPerExecution(run, typename, {}, 20_000),
  });
  return { interpreted: await floorOf(ways.interpreted), compiled: await floorOf(ways.compiled) };
}
