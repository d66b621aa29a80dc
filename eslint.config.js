import { posix } from "node:path";

import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * Who may import whom. `no-restricted-imports` sees an import as written, not the file it names, so a
 * boundary is a set of patterns per folder depth: from a file `depth` folders below `dir`, `depth + n`
 * `../` reach n folders above `dir`. Files nested deeper than MAX_DEPTH below `dir` are not checked.
 * tests/lint/import-boundaries.test.ts proves each one fires.
 */
const MAX_DEPTH = 6;
const SOURCE_FILES = "*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}";

const FEATURES = "client/src/features";
const APP = "client/src/app";
const FEATURE_ENTRY_ONLY =
  "A feature imports another feature only through its public entry, client/src/features/<name>/index.ts " +
  '(`"../cart"`, not `"../cart/use-cart"`): export what others need from there, or move it to lib/ or components/.';
const NO_APP = "Only app/ (and main.tsx) import app/: it composes the features, not the other way round.";
const NO_FEATURE_IN_SHARED = "Shared code (lib/, components/) imports no feature.";
const NO_CLIENT = "The server and the scripts import no client source (the page list comes from the build).";
const NO_ESCAPE = "The engine imports nothing from the app: only its own files, node built-ins and packages.";
const SHARED_SEALED =
  "shared/ imports nothing outside itself: not client/, not server/ (both of them import it).";
const SHARED_NO_PACKAGES =
  "shared/ imports no package or built-in (no React, no DOM, no Node): the browser and the server both run it.";
const SERVICES_NO_TRANSPORT =
  "server/services/ imports no transport (not server/graphql/, server/rest/, server/http/): the transports call the services, not the other way round.";
const REST_NO_SERVICES =
  "server/rest/ imports neither server/services/ nor server/db/: it runs GraphQL operations, and what it shares with the services lives outside them (server/shop-errors.ts).";
const DB_NO_SERVICES =
  "server/db/ imports no server/services/: the services use the database, not the other way round (what both need lives in server/db/).";
const CONFIG_ALONE =
  "server/config.ts imports nothing of the app, only node built-ins and packages: everything else reads it, so the constants it needs live in it.";

/** Anything inside a feature but its public entry (`<name>`, `<name>/`, `<name>/index`, `<name>/index.ts`). */
const PAST_THE_ENTRY = "[^/]+/(?!(?:index(?:\\.[cm]?[jt]sx?)?)?$)";

/** Every server folder keeps the server's own rule: a later block replaces an earlier one's patterns. */
const SERVER = [["client", NO_CLIENT]];

/**
 * `dir` (a glob of folders) must not reach into the `forbidden` folders, or (`behindEntry`) into a
 * subfolder of those folders past its index, or (`sealed`) out of itself, or (`noPackages`) import
 * anything but relative paths.
 */
const boundaries = [
  {
    dir: `${FEATURES}/*`,
    behindEntry: [[FEATURES, FEATURE_ENTRY_ONLY]],
    forbidden: [[APP, NO_APP]],
  },
  {
    dir: "client/src/{lib,components}",
    forbidden: [
      [FEATURES, NO_FEATURE_IN_SHARED],
      [APP, NO_APP],
    ],
  },
  { dir: "{server,scripts}", forbidden: SERVER },
  // After the server's: a file's options come from the last block that matches it.
  {
    dir: "server/services",
    forbidden: [
      ...SERVER,
      ["server/graphql", SERVICES_NO_TRANSPORT],
      ["server/rest", SERVICES_NO_TRANSPORT],
      ["server/http", SERVICES_NO_TRANSPORT],
    ],
  },
  {
    dir: "server/rest",
    forbidden: [...SERVER, ["server/services", REST_NO_SERVICES], ["server/db", REST_NO_SERVICES]],
  },
  { dir: "server/db", forbidden: [...SERVER, ["server/services", DB_NO_SERVICES]] },
  { dir: "server/mongo-engine", sealed: NO_ESCAPE },
  { dir: "shared", sealed: SHARED_SEALED, noPackages: SHARED_NO_PACKAGES },
];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const up = (levels) => `^(?:\\.\\./){${levels}}`;

/**
 * Every way a relative import from a file `depth` folders below `dir` can reach into `target`, or with
 * `beyond` (a regex) into what `beyond` matches inside `target`.
 */
function reaching(dir, depth, target, beyond) {
  const regexes = [];
  for (let levels = 1, from = posix.dirname(dir); ; levels++, from = posix.dirname(from)) {
    const rest = posix.relative(from, target);
    if (!rest.startsWith("..")) {
      const into = beyond
        ? `${rest ? `${escapeRegex(rest)}/` : ""}${beyond}`
        : rest
          ? `${escapeRegex(rest)}(?:/|$)`
          : "";
      regexes.push(`${up(depth + levels)}(?!\\.\\.(?:/|$))${into}`);
    }
    if (from === ".") return regexes;
  }
}

function boundaryAt({ dir, forbidden = [], behindEntry = [], sealed, noPackages }, depth) {
  const patterns = [
    ...behindEntry.flatMap(([target, message]) =>
      reaching(dir, depth, target, PAST_THE_ENTRY).map((regex) => ({ regex, message })),
    ),
    ...forbidden.flatMap(([target, message]) =>
      reaching(dir, depth, target).map((regex) => ({ regex, message })),
    ),
  ];
  if (sealed) patterns.push({ regex: `${up(depth)}\\.\\.(?:/|$)`, message: sealed });
  if (noPackages) patterns.push({ regex: "^(?!\\.)", message: noPackages });
  return {
    name: `boundaries ${dir} depth ${depth}`,
    files: [`${dir}/${"*/".repeat(depth)}${SOURCE_FILES}`],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  };
}

const depths = Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => depth);

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", ".data/", "test-artifacts/", "generated/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": "off",
    },
  },
  // A CommonJS file (a preload given to `node --require`) loads modules with require(): that is its import.
  { files: ["**/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  ...boundaries.flatMap((boundary) => depths.map((depth) => boundaryAt(boundary, depth))),
  // After the server's boundaries, which it replaces for this one file: any relative import is the app's.
  {
    name: "boundaries server/config.ts",
    files: ["server/config.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^\\.", message: CONFIG_ALONE }] }] },
  },
);
