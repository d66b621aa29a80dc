import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Settings read from the environment once, at start-up (names as in DESIGN.md's stable interfaces). */
export interface DatabaseConfig {
  /** A real MongoDB (replica set, Atlas, sharded cluster); unset starts the embedded engine. */
  mongodbUri: string | undefined;
  /** Where the embedded engine keeps its journal. */
  dataDir: string;
}

export interface IdentityConfig {
  projectId: string;
  /** The Firebase web app's public settings, which the browser's sign-in needs (not secrets). */
  webApiKey: string;
  authDomain: string;
  /** host:port of a running Auth emulator; with `startEmulator` one is started there (or reused). */
  emulatorHost: string | undefined;
  startEmulator: boolean;
  /** How long the provider's word on an account (disabled, deleted, signed out) is trusted. */
  accountCheckSeconds: number;
}

/** How the shop's e-mails go out (services/mail). */
export interface MailConfig {
  /** An SMTP relay (`smtp://user:pass@host:587`, `smtps://…`): SMTP_URL. Unset, e-mails go to the outbox. */
  smtpUrl: string | undefined;
  /** DATA_DIR/outbox: one .eml file an e-mail when there is no relay, for the developer to read. */
  outboxDir: string;
  /** Every e-mail's sender: MAIL_FROM. */
  from: string;
  /** The shop's address on the web, for the links in e-mails: SHOP_URL. */
  shopUrl: string;
  /** The shop's postal address, in every e-mail's footer as the law asks of a seller: SHOP_ADDRESS. */
  shopAddress: string;
}

/** Stripe's keys (services/payments/stripe-cards.ts): all three, or card payments are not offered. */
export interface StripeConfig {
  /** STRIPE_SECRET_KEY: the server's calls to Stripe's API. */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY: Stripe.js in the browser. */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET: the signing secret of the shop's webhook endpoint, which every event is verified with. */
  webhookSecret: string;
  /**
   * STRIPE_API_URL: where Stripe's API is reached, https://api.stripe.com unless set; tests point it at a
   * local stand-in speaking Stripe's documented shapes, since the real API is out of reach there.
   */
  apiUrl: string | undefined;
}

/** How the shop takes money (services/payments). */
export interface PaymentsConfig {
  /** Card payments through Stripe; null without its keys. */
  stripe: StripeConfig | null;
  /** PAYMENT_HOLD_MINUTES: how long an unpaid card order holds its stock. */
  cardHoldMinutes: number;
  /**
   * BANK_TRANSFER_ACCOUNT: the account buyers pay a bank transfer into, as its e-mail tells them; without
   * one, in production, bank transfer is not offered.
   */
  bankAccount: string | null;
  /** RETURN_DAYS: how long after delivery a buyer may ask to return parts. */
  returnDays: number;
}

/** A way the shop ships (SHIPPING_METHODS), the checkout's choice; money in cents. */
export interface ShippingMethodConfig {
  /** The API's name of it: capitals and underscores ("STANDARD"). */
  code: string;
  name: string;
  priceCents: number;
  /** Orders of parts worth this much or more ship free by it; null: never free. */
  freeOverCents: number | null;
  /** Business days from the order to the door, at the soonest and the latest. */
  days: [number, number];
}

/** Sales tax of a country, or of one region of it (TAX_RATES), on the parts of an order shipped there. */
export interface TaxRateConfig {
  /** Two capitals. */
  country: string;
  /** A region's code or name as written; null: the whole country. */
  region: string | null;
  percent: number;
  /** Where it was written ("TAX_RATES[2]"), for the refusal of a country or region the shop does not know. */
  at: string;
}

/** What an order costs besides its parts (services/orders/order-charges.ts). */
export interface ChargesConfig {
  /** One at least; the first is what a checkout that names none ships by. */
  shippingMethods: ShippingMethodConfig[];
  /** None by default: the owner names the rates their business must charge. */
  taxRates: TaxRateConfig[];
}

export interface Config {
  production: boolean;
  host: string;
  port: number;
  database: DatabaseConfig;
  identity: IdentityConfig;
  /** E-mails that become admins on sign-in once the identity provider has verified them. */
  adminEmails: ReadonlySet<string>;
  accessTokenSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  /** Origins allowed to call the API from a browser; the shop's own pages need none (same origin). */
  corsOrigins: string[];
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits count per client). */
  trustProxy: boolean;
  introspection: boolean;
  explorer: boolean;
  /** Where `npm run build` puts the storefront and the explorer. */
  clientDistDir: string;
  /** Keep anonymous public answers in memory (server/http/response-cache); RESPONSE_CACHE=false turns it off. */
  responseCache: boolean;
  /** Parts per sitemap under /sitemap.xml (server/http/sitemap.ts); SITEMAP_PARTS_PER_PAGE. */
  sitemapPartsPerPage: number;
  /** Pages rendered at a time by this process (server/http/render-slots.ts); RENDER_CONCURRENCY. */
  renderConcurrency: number;
  /** The reorder level of parts that set none (services/catalogue/low-stock.ts); LOW_STOCK_DEFAULT. */
  lowStockDefault: number;
  /**
   * Send webhooks to http:// URLs and to loopback and private addresses too (services/webhooks); off, only
   * https:// URLs on the public internet. WEBHOOKS_ALLOW_PRIVATE.
   */
  webhooksAllowPrivate: boolean;
  mail: MailConfig;
  payments: PaymentsConfig;
  charges: ChargesConfig;
}

export class ConfigError extends Error {}

const DEFAULT_EMULATOR_PORT = 9099;
const MIN_SECRET_LENGTH = 32;
const MAX_ACCOUNT_CHECK_SECONDS = 60;
/** The sitemaps protocol's limit of URLs in one sitemap. */
const MAX_SITEMAP_URLS = 50_000;
/**
 * Parts per sitemap (server/http/sitemap.ts) unless SITEMAP_PARTS_PER_PAGE says otherwise. The protocol
 * allows 50,000 URLs (50 MB); a tenth of that keeps a page of the sitemap under half a megabyte (~60 KB
 * compressed) and its read short on a 100,000-part catalogue. Here, not in sitemap.ts, because config
 * imports nothing of the app (eslint.config.js).
 */
const PARTS_PER_SITEMAP = 10_000;
/**
 * Rendering is CPU work on the one thread of a process: two at a time let one render's database reads
 * overlap the other's work, more only queue on the CPU. A bigger machine runs more processes (README).
 */
const RENDER_CONCURRENCY = 2;
const MAX_RENDER_CONCURRENCY = 64;
/** Stock at or below this is low for a part with no reorder level of its own, unless LOW_STOCK_DEFAULT says otherwise. */
const LOW_STOCK_DEFAULT = 5;
/** A reorder level is a count of parts on a shelf; beyond this it is a typo. */
const MAX_LOW_STOCK_DEFAULT = 1_000_000;

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : !["0", "false", "no", "off"].includes(value.toLowerCase());

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return {
    mongodbUri: env.MONGODB_URI || undefined,
    dataDir: path.resolve(env.DATA_DIR || ".data"),
  };
}

/**
 * The Auth emulator is the local default: used when FIREBASE_AUTH_EMULATOR_HOST names one, started by
 * us for a `demo-` project (Firebase's convention for projects that exist only in emulators), and never
 * in production, where a real project verifies real ID tokens.
 */
function loadIdentityConfig(env: NodeJS.ProcessEnv, production: boolean): IdentityConfig {
  const projectId = env.FIREBASE_PROJECT_ID || "demo-vehicle-parts";
  const namedEmulator = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  const emulatorPort = Number(env.FIREBASE_AUTH_EMULATOR_PORT || DEFAULT_EMULATOR_PORT);
  if (!Number.isInteger(emulatorPort) || emulatorPort < 1 || emulatorPort > 65535) {
    throw new ConfigError(`FIREBASE_AUTH_EMULATOR_PORT is not a port: ${env.FIREBASE_AUTH_EMULATOR_PORT}`);
  }
  const demoProject = projectId.startsWith("demo-");
  if (production && (namedEmulator || demoProject)) {
    throw new ConfigError(
      "Refusing to start: NODE_ENV=production with the Firebase Auth emulator. Set FIREBASE_PROJECT_ID to your " +
        "Firebase project and unset FIREBASE_AUTH_EMULATOR_HOST.",
    );
  }
  const webApiKey = env.FIREBASE_API_KEY || (demoProject ? "demo-api-key" : "");
  if (production && !webApiKey) {
    throw new ConfigError(
      "FIREBASE_API_KEY is required when NODE_ENV=production: the web API key of your Firebase project, " +
        "which the browser signs in with.",
    );
  }
  return {
    projectId,
    webApiKey,
    authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    emulatorHost: namedEmulator ?? (demoProject ? `127.0.0.1:${emulatorPort}` : undefined),
    startEmulator: !namedEmulator && demoProject,
    accountCheckSeconds: loadAccountCheckSeconds(env),
  };
}

/**
 * A disabled or deleted account must lose its session within a minute, so the interval may be shorter
 * (tests, a stricter shop) but never longer.
 */
function loadAccountCheckSeconds(env: NodeJS.ProcessEnv): number {
  const configured = env.IDENTITY_CHECK_SECONDS;
  if (configured === undefined || configured === "") return MAX_ACCOUNT_CHECK_SECONDS;
  const seconds = Number(configured);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_ACCOUNT_CHECK_SECONDS) {
    throw new ConfigError(
      `IDENTITY_CHECK_SECONDS must be a whole number from 0 to ${MAX_ACCOUNT_CHECK_SECONDS}, not ${configured}`,
    );
  }
  return seconds;
}

/**
 * Production must bring its own secret, or every restart (and every other instance) would reject the
 * tokens it issued. In development a random secret is kept in DATA_DIR so sign-ins survive restarts.
 */
function loadAccessTokenSecret(env: NodeJS.ProcessEnv, production: boolean, dataDir: string): Uint8Array {
  const configured = env.ACCESS_TOKEN_SECRET;
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(`ACCESS_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return new TextEncoder().encode(configured);
  }
  if (production) throw new ConfigError("ACCESS_TOKEN_SECRET is required when NODE_ENV=production");
  const file = path.join(dataDir, "access-token-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}

/**
 * Checked here rather than at the first sign-in: "12h" or "" would otherwise start a server whose every
 * sign-in fails (the token's expiry is NaN), and 0 or a negative number one whose tokens are born expired.
 */
function loadAccessTokenTtl(env: NodeJS.ProcessEnv): number {
  const configured = env.ACCESS_TOKEN_TTL_SECONDS;
  if (configured === undefined || configured === "") return 12 * 60 * 60;
  const ttl = Number(configured);
  if (!Number.isInteger(ttl) || ttl <= 0) {
    throw new ConfigError(
      `ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds above 0, not ${configured}`,
    );
  }
  return ttl;
}

function loadMailConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  dataDir: string,
  port: number,
): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    throw new ConfigError("SMTP_URL must be an smtp:// or smtps:// URL of a mail relay");
  // Every e-mail links to the shop: from production, a localhost link would reach nobody's shop.
  if (production && !env.SHOP_URL)
    throw new ConfigError(
      "SHOP_URL is required when NODE_ENV=production: the shop's origin (https://shop.example), which its e-mails link to.",
    );
  const shopUrl = (env.SHOP_URL || `http://localhost:${port}`).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+$/.test(shopUrl))
    throw new ConfigError(
      `SHOP_URL must be the shop's origin, like https://shop.example, not ${env.SHOP_URL}`,
    );
  return {
    smtpUrl,
    outboxDir: path.join(dataDir, "outbox"),
    from: env.MAIL_FROM || "Vehicle Parts <orders@vehicle-parts.example>",
    shopUrl,
    shopAddress: env.SHOP_ADDRESS || "Vehicle Parts, 1 Depot Road, Springfield",
  };
}

/** The card hold's default (PAYMENT_HOLD_MINUTES), as the issue of payments set it, and its bounds: at most a day. */
const CARD_HOLD_MINUTES = 30;
const MAX_CARD_HOLD_MINUTES = 24 * 60;
/** The return window's default (RETURN_DAYS), and a bound past which it is a typo. */
const RETURN_DAYS = 30;
const MAX_RETURN_DAYS = 365;

/**
 * Cards only with all of Stripe's keys: a secret key without its webhook secret would take money the
 * shop never hears of. Bank transfer in production only to an account the owner named.
 */
function loadPaymentsConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const named = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
  const given = named.filter((name) => env[name]);
  if (given.length && given.length < named.length)
    throw new ConfigError(
      `Card payments need all of ${named.join(", ")}; ${named.filter((name) => !env[name]).join(", ")} is not set`,
    );
  const apiUrl = env.STRIPE_API_URL || undefined;
  if (apiUrl && !/^https?:\/\/[^/]+$/.test(apiUrl))
    throw new ConfigError(`STRIPE_API_URL must be an origin like https://api.stripe.com, not ${apiUrl}`);
  return {
    stripe: given.length
      ? {
          secretKey: env.STRIPE_SECRET_KEY!,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiUrl,
        }
      : null,
    cardHoldMinutes: wholeNumber(env, "PAYMENT_HOLD_MINUTES", CARD_HOLD_MINUTES, [1, MAX_CARD_HOLD_MINUTES]),
    returnDays: wholeNumber(env, "RETURN_DAYS", RETURN_DAYS, [0, MAX_RETURN_DAYS]),
    bankAccount:
      env.BANK_TRANSFER_ACCOUNT ||
      (production
        ? null
        : "Vehicle Parts, IBAN XX00 DEMO 0000 0000 (a demo account: set BANK_TRANSFER_ACCOUNT)"),
  };
}

/** Standard at a flat rate, free over $100, and express: the shop's shipping until its owner names theirs. */
const SHIPPING_METHODS: ShippingMethodConfig[] = [
  { code: "STANDARD", name: "Standard", priceCents: 799, freeOverCents: 10_000, days: [3, 5] },
  { code: "EXPRESS", name: "Express", priceCents: 1999, freeOverCents: null, days: [1, 2] },
];

/** SHIPPING_METHODS and TAX_RATES, each a JSON list (README: Configuration), refused whole with the entry and field at fault. */
export function loadChargesConfig(env: NodeJS.ProcessEnv): ChargesConfig {
  const shippingMethods = env.SHIPPING_METHODS
    ? jsonList(env, "SHIPPING_METHODS").map(shippingMethod)
    : SHIPPING_METHODS;
  if (!shippingMethods.length) throw new ConfigError("SHIPPING_METHODS must name one method at least");
  const codes = shippingMethods.map((method) => method.code);
  const twice = codes.find((code, at) => codes.indexOf(code) !== at);
  if (twice) throw new ConfigError(`SHIPPING_METHODS names ${twice} twice`);
  const taxRates = env.TAX_RATES ? jsonList(env, "TAX_RATES").map(taxRate) : [];
  return { shippingMethods, taxRates };
}

type JsonEntry = Record<string, unknown> & { at: string };

function jsonList(env: NodeJS.ProcessEnv, name: string): JsonEntry[] {
  let list: unknown;
  try {
    list = JSON.parse(env[name]!);
  } catch {
    throw new ConfigError(`${name} must be a JSON list, not ${env[name]}`);
  }
  if (!Array.isArray(list)) throw new ConfigError(`${name} must be a JSON list, not ${env[name]}`);
  return list.map((entry: unknown, index) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry))
      throw new ConfigError(`${name}[${index}] must be an object`);
    return { ...(entry as Record<string, unknown>), at: `${name}[${index}]` };
  });
}

/** Dollars with at most two decimals, from 0 up, as cents. */
function dollarsAsCents(entry: JsonEntry, field: string): number {
  const value = entry[field];
  const cents = typeof value === "number" ? Math.round(value * 100) : NaN;
  if (!(cents >= 0) || Math.abs(cents - (value as number) * 100) > 1e-6)
    throw new ConfigError(
      `${entry.at}.${field} must be dollars from 0, like 7.99, not ${JSON.stringify(value)}`,
    );
  return cents;
}

function shippingMethod(entry: JsonEntry): ShippingMethodConfig {
  const { code, name, days } = entry;
  if (typeof code !== "string" || !/^[A-Z][A-Z0-9_]{0,29}$/.test(code))
    throw new ConfigError(`${entry.at}.code must be capitals, digits and underscores, like STANDARD`);
  if (typeof name !== "string" || !name.trim() || name.length > 40)
    throw new ConfigError(`${entry.at}.name must be a name of 1 to 40 characters`);
  const [soonest, latest] = Array.isArray(days) ? days : [];
  if (
    !Number.isInteger(soonest) ||
    !Number.isInteger(latest) ||
    (soonest as number) < 0 ||
    (latest as number) < (soonest as number) ||
    (latest as number) > 90
  )
    throw new ConfigError(
      `${entry.at}.days must be [soonest, latest] business days, like [3, 5], at most 90`,
    );
  return {
    code,
    name: name.trim(),
    priceCents: dollarsAsCents(entry, "price"),
    freeOverCents: entry.freeOver === undefined ? null : dollarsAsCents(entry, "freeOver"),
    days: [soonest as number, latest as number],
  };
}

/** A rate as written; whether its country and region are ones the shop knows is asked by order-charges.ts. */
function taxRate(entry: JsonEntry): TaxRateConfig {
  const { country, region, percent } = entry;
  if (typeof country !== "string" || !/^[a-z]{2}$/i.test(country))
    throw new ConfigError(`${entry.at}.country must be a two-letter country code, like US`);
  if (region !== undefined && (typeof region !== "string" || !region.trim()))
    throw new ConfigError(`${entry.at}.region must be a region's code or name, like CA`);
  if (typeof percent !== "number" || !(percent >= 0 && percent < 100))
    throw new ConfigError(`${entry.at}.percent must be a number from 0 to under 100, like 7.25`);
  return { country: country.toUpperCase(), region: region?.trim() ?? null, percent, at: entry.at };
}

/** A whole number from `min` to `max` in env[name], `fallback` when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, [min, max]: [number, number]) {
  const configured = env[name];
  if (configured === undefined || configured === "") return fallback;
  const value = Number(configured);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not ${configured}`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === "production";
  const database = loadDatabaseConfig(env);
  const port = Number(env.PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port: ${env.PORT}`);
  return {
    production,
    host: env.HOST || (production ? "0.0.0.0" : "127.0.0.1"),
    port,
    database,
    identity: loadIdentityConfig(env, production),
    adminEmails: new Set(list(env.ADMIN_EMAILS).map((email) => email.toLowerCase())),
    accessTokenSecret: loadAccessTokenSecret(env, production, database.dataDir),
    accessTokenTtlSeconds: loadAccessTokenTtl(env),
    corsOrigins: list(env.CORS_ORIGINS),
    trustProxy: flag(env.TRUST_PROXY, false),
    introspection: flag(env.GRAPHQL_INTROSPECTION, true),
    explorer: flag(env.GRAPHQL_EXPLORER, true),
    clientDistDir: path.resolve(env.CLIENT_DIST_DIR || "dist/client"),
    responseCache: flag(env.RESPONSE_CACHE, true),
    sitemapPartsPerPage: wholeNumber(env, "SITEMAP_PARTS_PER_PAGE", PARTS_PER_SITEMAP, [1, MAX_SITEMAP_URLS]),
    renderConcurrency: wholeNumber(env, "RENDER_CONCURRENCY", RENDER_CONCURRENCY, [
      1,
      MAX_RENDER_CONCURRENCY,
    ]),
    lowStockDefault: wholeNumber(env, "LOW_STOCK_DEFAULT", LOW_STOCK_DEFAULT, [0, MAX_LOW_STOCK_DEFAULT]),
    webhooksAllowPrivate: flag(env.WEBHOOKS_ALLOW_PRIVATE, false),
    mail: loadMailConfig(env, production, database.dataDir, port),
    payments: loadPaymentsConfig(env, production),
    charges: loadChargesConfig(env),
  };
}
