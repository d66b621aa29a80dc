import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * schema.graphql is the contract; everything typed from it is generated here. Never edit the output by
 * hand: change the schema and run `npm run codegen`. CI fails when the output is stale.
 */
const config: CodegenConfig = {
  schema: "schema.graphql",
  generates: {
    "server/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: "../graphql/context#ShopContext",
        scalars: { DateTime: "Date" },
        mappers: {
          Product: "../db/models#ProductDocument",
          Fitment: "../db/models#FitmentDocument",
          User: "../db/models#UserDocument",
          Order: "../db/models#OrderDocument",
          Review: "../db/models#ReviewDocument",
          ContactMessage: "../db/models#ContactMessageDocument",
        },
        avoidOptionals: { field: true, inputValue: false },
        maybeValue: "T | null",
      },
    },
  },
};

export default config;
