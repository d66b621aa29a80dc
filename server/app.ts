import path from "node:path";
import { fileURLToPath } from "node:url";
import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import fastifyApollo from "@as-integrations/fastify";
import fastifyCors from "@fastify/cors";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import type { Db } from "mongodb";
import type { Config } from "./config";
import { resolveCaller, type ShopContext } from "./graphql/context";
import { compiledExecution } from "./graphql/compiled-execution";
import { createErrorFormatter } from "./graphql/format-error";
import { LIMIT_RULES, limitErrors } from "./graphql/limits";
import { buildSchema } from "./graphql/schema";
import { registerCatalogueFiles } from "./http/catalogue-files";
import { registerProductPictures } from "./http/product-pictures";
import { closeConnectionsWhenDone } from "./http/close-connections";
import { registerCompression } from "./http/compression";
import { registerExplorer, varyGraphqlGetOnAccept } from "./http/explorer";
import { registerCardWebhook } from "./http/card-webhook";
import { registerHealth } from "./http/health";
import { GRAPHQL_PUBLIC_READ } from "./http/response-cache/graphql-read";
import { PAGE_READ } from "./http/response-cache/page-read";
import { LeanHits } from "./http/response-cache/lean-hits";
import { registerResponseCache } from "./http/response-cache/register";
import { requestLine } from "./http/request-line";
import { registerRobots } from "./http/robots";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerSitemap } from "./http/sitemap";
import { ASSETS_PREFIX, registerStorefront } from "./http/storefront";
import { AccessTokens } from "./identity/access-tokens";
import type { IdentityProvider } from "./identity/firebase-identity";
import type { Logger } from "./logger";
import { REST_PREFIX, REST_PUBLIC_READS, registerRestAdapter } from "./rest/adapter";
import { createServices, type Services } from "./services/index";

const ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "assets");
/** Large enough for any real form (a product with a long description), small enough to refuse floods. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  identity: IdentityProvider;
  log: Logger;
}

export interface App {
  server: FastifyInstance;
  services: Services;
}

/**
 * The HTTP server: the storefront, GraphQL at /graphql (and its explorer), the sitemaps and robots.txt,
 * REST at /api, pictures, health.
 */
export async function buildApp({ config, db, identity, log }: AppDeps): Promise<App> {
  const tokens = new AccessTokens(config.accessTokenSecret, config.accessTokenTtlSeconds);
  const services = createServices({
    db,
    identity,
    tokens,
    adminEmails: config.adminEmails,
    accountCheckSeconds: config.identity.accountCheckSeconds,
    lowStockDefault: config.lowStockDefault,
    webhooksAllowPrivate: config.webhooksAllowPrivate,
    mail: config.mail,
    payments: config.payments,
    charges: config.charges,
    log: (line) => log.info(line),
  });
  const lean = new LeanHits((line) => log.info(line));
  const server = Fastify({
    // Kept public answers sent again before Fastify sees the request (response-cache/lean-hits.ts).
    serverFactory: lean.serverFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    // Trust the peer (the load balancer) for the one address it appends to X-Forwarded-For. Trusting
    // every hop (`true`) would take the left-most entry, which the client writes, so a client could choose
    // its own rate-limit key; a hop count (`1`) is ignored by Fastify 5, which then trusts nobody.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    logger: false,
    // REST inputs accept a number or the legacy form's numeric string for the same field.
    ajv: { customOptions: { allowUnionTypes: true } },
  });

  server.addHook("onResponse", async (request, reply) => {
    log.info(requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime));
  });
  const authEmulatorUrl = config.identity.emulatorHost ? `http://${config.identity.emulatorHost}` : null;
  registerSecurityHeaders(server, {
    production: config.production,
    authEmulatorUrl,
    authDomain: config.identity.authDomain,
    cardPayments: config.payments.stripe !== null,
  });
  // Before any route: compression hooks the routes registered after it. The built files under /static/
  // were compressed by the build and are sent as they are.
  await registerCompression(server, { precompressedPrefixes: [ASSETS_PREFIX] });
  closeConnectionsWhenDone(server);
  // Only configured origins may call the API from other sites' pages; the shop's own pages are same-origin.
  await server.register(fastifyCors, { origin: config.corsOrigins.length ? config.corsOrigins : false });

  registerResponseCache(server, {
    enabled: config.responseCache,
    changes: services.changes,
    reads: { "/graphql": GRAPHQL_PUBLIC_READ, ...REST_PUBLIC_READS, "/*": PAGE_READ },
    isApi: (url) => url === "/graphql" || url.startsWith(`${REST_PREFIX}/`),
    lean,
  });

  const schema = buildSchema();
  const apollo = new ApolloServer<ShopContext>({
    // The schema with an executor that compiles each operation once (graphql-jit) rather than interpreting
    // it on every request.
    gateway: compiledExecution(schema),
    introspection: config.introspection,
    // Checked before Apollo sees an HTTP request (the preHandler below); here for in-process operations.
    validationRules: [...LIMIT_RULES],
    formatError: createErrorFormatter((message) => log.error(message), { hideSchema: !config.introspection }),
    includeStacktraceInErrorResponses: false,
    // Batched requests multiply every limit by the batch size; one operation per request.
    allowBatchedHttpRequests: false,
    // No drain plugin: it closes Fastify from apollo.stop(), which our onClose hook calls (a deadlock);
    // Fastify's own close already waits for requests in flight.
    // Caching headers are the response cache's (public reads by root field); Apollo's cache-control
    // plugin would also run a hook on every field of every answer to compute hints nobody sets.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
    // main.ts owns SIGTERM and SIGINT and closes everything in order. Apollo's own handler (on outside
    // NODE_ENV=test) would stop Apollo and re-raise the signal, killing the process mid-shutdown.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const contextFor = async (request: FastifyRequest): Promise<ShopContext> => ({
    ...(await resolveCaller(request.headers.authorization, { tokens, services })),
    ip: request.ip,
    services,
  });

  server.addHook("preHandler", async (request, reply) => {
    if (request.routeOptions.url !== "/graphql") return;
    const query =
      (request.body as { query?: unknown } | undefined)?.query ??
      (request.query as { query?: unknown }).query;
    const errors = typeof query === "string" ? limitErrors(schema, query) : [];
    if (errors.length) return reply.code(400).send({ errors: errors.map((error) => error.toJSON()) });
  });
  await server.register(fastifyApollo(apollo), { context: contextFor });
  varyGraphqlGetOnAccept(server);
  await registerStorefront(server, {
    distDir: config.clientDistDir,
    browserConfig: {
      firebase: {
        apiKey: config.identity.webApiKey,
        authDomain: config.identity.authDomain,
        projectId: config.identity.projectId,
      },
      authEmulatorUrl,
    },
    explorer: config.explorer,
    renderConcurrency: config.renderConcurrency,
  });
  if (config.explorer) await registerExplorer(server, { distDir: config.clientDistDir });
  registerSitemap(server, { listing: services.listing, partsPerSitemap: config.sitemapPartsPerPage });
  registerRobots(server);
  registerCatalogueFiles(server, contextFor);
  registerProductPictures(server, { contextFor, pictures: services.pictures });

  await registerRestAdapter(server, { apollo, contextFor });
  await server.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: "/assets/",
    decorateReply: false,
    maxAge: "1d",
    // A route per picture, found once at start (see storefront.ts).
    wildcard: false,
  });

  registerHealth(server, { db, identity });
  if (services.card)
    registerCardWebhook(server, { provider: services.card, outcomes: services.orders.cardOutcomes, log });

  // Every instance works the queues (webhooks, e-mails, unpaid orders' holds); an item is taken by one
  // of them at a time.
  const queues = [services.webhookDispatcher, services.mailJob, services.orders.holdJob];
  for (const queue of queues) queue.start();
  server.addHook("onClose", async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await apollo.stop();
  });
  return { server, services };
}
