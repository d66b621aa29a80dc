import { readFileSync } from "node:fs";
import { parse } from "graphql";
import type { Plugin } from "vite";

/** A `graphql(`...`)` call as the client preset's documents are written: one template, no interpolation. */
const DOCUMENT_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** How codegen writes each document into graphql.ts: one line, the parsed document as a JSON literal. */
const GENERATED_DOCUMENT =
  /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * The client preset's `graphql()` finds each document in one map of all of them (generated/client/gql.ts),
 * so the first page to call it bundles every document of the shop; importing the documents' constants
 * from generated/client/graphql.ts instead would still bundle them together, as one module. So the build
 * puts each document where it is written: every `graphql(`...`)` call becomes the parsed document that
 * codegen generated for it in `graphqlModule` (the object the map would have returned), and a chunk
 * carries only the documents its own code uses. Type checking still sees the calls. Lines stay where they
 * were, so source maps need no change.
 */
export function typedDocuments(graphqlModule: string): Plugin {
  return {
    name: "typed-documents",
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes("graphql(`")) return null;
      // Read per file: codegen may have rewritten it since the build started (a watch build).
      const generated = new Map(
        [...readFileSync(graphqlModule, "utf8").matchAll(GENERATED_DOCUMENT)].map(([, name, json]) => [
          name,
          json,
        ]),
      );
      return {
        code: code.replace(DOCUMENT_CALL, (call, source: string) => {
          const [definition] = parse(source).definitions;
          const name =
            definition?.kind === "FragmentDefinition"
              ? `${definition.name.value}FragmentDoc`
              : definition?.kind === "OperationDefinition" && definition.name
                ? `${definition.name.value}Document`
                : undefined;
          const document = name && generated.get(name);
          if (!document)
            this.error(`${id}: codegen made no document for ${call.slice(0, 60)}...; run npm run codegen`);
          return `(${document}${"\n".repeat(call.split("\n").length - 1)})`;
        }),
        map: null,
      };
    },
  };
}
