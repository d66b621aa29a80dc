import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort } from "../../../server/identity/auth-emulator";
import { CLIENT_DIST_DIR } from "../../support/client-build";
import {
  launchShop,
  postGraphQL,
  stopShop,
  waitHealthy,
  type GraphQLResult,
} from "../../support/shop-process";

/** A shop the journeys drive: the real `npm start` process on its own port, database and client copy. */
export interface E2EShop {
  url: string;
  /** POSTs a GraphQL operation to this shop, as `token`'s user when given; throws on errors. */
  graphql<T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  stop(): Promise<void>;
}

const SNAPSHOT_ATTEMPTS = 30;

/**
 * Copies the built client (built once by the global setup) and its page renderer beside it, as the server
 * looks for them, to a private folder. `vite build` empties dist/client before writing it again, so a build
 * started meanwhile (a developer's `npm run build`) would otherwise pull the page's scripts out from under a
 * running journey. A copy taken half way through such a build lacks the scripts its index.html names, or
 * the renderer; then it is taken again.
 */
async function snapshotClient(into: string): Promise<string> {
  const target = path.join(into, "client");
  const renderer = path.join(into, "ssr");
  for (let attempt = 1; attempt <= SNAPSHOT_ATTEMPTS; attempt++) {
    await rm(target, { recursive: true, force: true });
    await rm(renderer, { recursive: true, force: true });
    await cp(CLIENT_DIST_DIR, target, { recursive: true }).catch(() => undefined);
    await cp(path.join(CLIENT_DIST_DIR, "..", "ssr"), renderer, { recursive: true }).catch(() => undefined);
    const page = await readFile(path.join(target, "index.html"), "utf8").catch(() => "");
    const scripts = [...page.matchAll(/(?:src|href)="\/(static\/[^"]+)"/g)].map((match) => match[1]!);
    const complete = scripts.length > 0 && existsSync(path.join(renderer, "entry-server.js"));
    if (complete && scripts.every((file) => existsSync(path.join(target, file)))) return target;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`no complete client build in ${CLIENT_DIST_DIR}`);
}

/**
 * Starts the shop the way `npm start` serves it (a child process of server/main.ts) against the test
 * run's Auth emulator, with an empty database that seeds the starting catalogue. `adminEmails` become
 * admins when they sign in with a verified e-mail.
 */
export async function startE2EShop(options: { adminEmails?: string[] } = {}): Promise<E2EShop> {
  const workDir = await mkdtemp(path.join(tmpdir(), "shop-e2e-"));
  const clientDir = await snapshotClient(workDir);
  const shop = await launchShop({
    PORT: String(await findFreePort()),
    DATA_DIR: path.join(workDir, "data"),
    CLIENT_DIST_DIR: clientDir,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    ADMIN_EMAILS: (options.adminEmails ?? []).join(","),
  });
  try {
    await waitHealthy(shop);
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: shop.url,
    async graphql<T>(query: string, variables?: Record<string, unknown>, token?: string) {
      const result: GraphQLResult<T> = await postGraphQL<T>(shop.url, query, variables, token);
      if (result.errors?.length || !result.data) {
        throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
      }
      return result.data;
    },
    async stop() {
      await stopShop(shop);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
