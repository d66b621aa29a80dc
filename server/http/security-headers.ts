import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

type Directives = Record<string, string[]>;

export interface SecurityHeadersOptions {
  production: boolean;
  /** `http://host:port` of the Auth emulator the browser signs in with; null with real Firebase. */
  authEmulatorUrl: string | null;
  /** The Firebase project's auth domain, whose helper frame the sign-in pop-up talks through. */
  authDomain: string;
  /** The shop takes cards: Stripe.js, its frames and its API (https://docs.stripe.com/security/guide#content-security-policy). */
  cardPayments: boolean;
}

/** What every page may do, whatever it loads: no plugins, no foreign base URL, no framing by anyone. */
const LOCKED: Directives = {
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * The storefront's policy: its own scripts only (no inline ones), and what Firebase Auth needs to sign
 * people in: its APIs, the auth domain's helper frame and Google's script loader for the Google pop-up
 * (or the local emulator instead); with card payments, Stripe.js, its frames and its API. Chakra UI (emotion) writes its styles into <style> tags at run time,
 * so styles may be inline; scripts may not. Product pictures may come from any https host.
 */
export function storefrontDirectives(options: SecurityHeadersOptions): Directives {
  const emulator = options.authEmulatorUrl ? [options.authEmulatorUrl] : [];
  const stripe = (...origins: string[]) => (options.cardPayments ? origins : []);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", "https://apis.google.com", ...stripe("https://js.stripe.com")],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      ...emulator,
      ...stripe("https://api.stripe.com"),
    ],
    "frame-src": [
      `https://${options.authDomain}`,
      ...emulator,
      ...stripe("https://js.stripe.com", "https://hooks.stripe.com"),
    ],
    ...LOCKED,
    ...(options.production ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * The explorer may only reach this server: even if a dependency one day asks for a CDN or a web font,
 * the browser refuses it. Monaco and Radix set inline styles; GraphiQL's fonts are data: URLs; Monaco's
 * workers are the explorer's own scripts.
 */
export const EXPLORER_DIRECTIVES: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "font-src": ["'self'", "data:"],
  "img-src": ["'self'", "data:"],
  "worker-src": ["'self'"],
  "connect-src": ["'self'"],
  ...LOCKED,
  "form-action": ["'none'"],
};

const policy = (directives: Directives) => ({ useDefaults: false, directives });

/** Which Content-Security-Policy a route's answers get: the storefront's unless the route names another. */
export type PagePolicy = "storefront" | "explorer";

declare module "fastify" {
  interface FastifyContextConfig {
    /** See registerSecurityHeaders. */
    pagePolicy?: PagePolicy;
  }
}

/** Route config that gives a page the explorer's policy instead of the storefront's. */
export const EXPLORER_PAGE = { pagePolicy: "explorer" } as const;

/**
 * Security headers on every answer, pages, JSON and files alike (Helmet's set, e.g.
 * X-Content-Type-Options: nosniff), with the storefront's Content-Security-Policy, or the one a route
 * names in its config (the explorer). HSTS only in production, where the shop is served over https.
 * Each policy's Helmet is built once here: @fastify/helmet built it again, policy parsing included, for
 * every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const shared: HelmetOptions = {
    // Firebase's sign-in pop-up reports back to its opener: "same-origin" would cut it off.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.production
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  };
  const headersFor: Record<PagePolicy, ReturnType<typeof helmet>> = {
    storefront: helmet({ ...shared, contentSecurityPolicy: policy(storefrontDirectives(options)) }),
    explorer: helmet({ ...shared, contentSecurityPolicy: policy(EXPLORER_DIRECTIVES) }),
  };
  app.addHook("onRequest", (request, reply, done) => {
    const setHeaders = headersFor[request.routeOptions.config.pagePolicy ?? "storefront"];
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
