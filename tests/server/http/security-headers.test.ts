import Fastify from "fastify";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "../../../server/http/security-headers";
import { launchBrowser, startJourney } from "../../e2e/support/browser";
import { useTestShop } from "../../support/test-shop";

/** The headers a browser needs, on every kind of answer the shop gives. */

const { shop } = useTestShop();

const get = (path: string, accept = "*/*") => fetch(`${shop.url}${path}`, { headers: { accept } });
const BROWSER = "text/html,application/xhtml+xml,*/*;q=0.8";

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("pages", () => {
  for (const [what, path, status] of [
    ["the home page", "/", 200],
    ["a page path", "/products", 200],
    ["the not-found page", "/no-such-page", 404],
  ] as const) {
    it(`${what} sends a policy without inline scripts, no framing and a referrer policy`, async () => {
      const response = await get(path, BROWSER);
      expect(response.status).toBe(status);
      const policy = directives(response.headers.get("content-security-policy"));
      expect(policy.get("script-src")).toEqual(["'self'", "https://apis.google.com"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      // Pictures of parts from any https host still show; the local emulator signs people in.
      expect(policy.get("img-src")).toContain("https:");
      expect(policy.get("connect-src")).toContain(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      // Outside production the shop is plain http: no HSTS.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    });
  }

  it("the explorer's page sends its own, stricter policy", async () => {
    const response = await get("/graphql", BROWSER);
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("everything else", () => {
  it("sends X-Content-Type-Options: nosniff on JSON, REST, health, configuration and files", async () => {
    const answers = [
      await fetch(`${shop.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      }),
      await get("/api/products/000000000000000000000000"),
      await get("/healthz"),
      await get("/app-config.json"),
      await get("/assets/placeholder-part.svg"),
      await get("/api/no-such-path"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200, 200, 200, 404]);
    for (const answer of answers) expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("in production", () => {
  it("adds Strict-Transport-Security and upgrades insecure requests", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, {
      production: true,
      authEmulatorUrl: null,
      authDomain: "shop.example.com",
      cardPayments: false,
    });
    app.get("/", async () => "ok");
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const policy = directives(String(response.headers["content-security-policy"]));
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
    expect(policy.get("frame-src")).toEqual(["https://shop.example.com"]);
    expect(policy.get("connect-src")).not.toContain("http:");
    await app.close();
  });
});

describe("with card payments", () => {
  it("lets Stripe.js load, open its frames and reach Stripe's API; only then", async () => {
    const policyWith = async (cardPayments: boolean) => {
      const app = Fastify();
      registerSecurityHeaders(app, {
        production: true,
        authEmulatorUrl: null,
        authDomain: "d.example",
        cardPayments,
      });
      app.get("/", async () => "ok");
      const response = await app.inject({ method: "GET", url: "/" });
      await app.close();
      return directives(String(response.headers["content-security-policy"]));
    };
    const cards = await policyWith(true);
    expect(cards.get("script-src")).toEqual(["'self'", "https://apis.google.com", "https://js.stripe.com"]);
    expect(cards.get("frame-src")).toEqual([
      "https://d.example",
      "https://js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(cards.get("connect-src")).toContain("https://api.stripe.com");
    const none = await policyWith(false);
    expect([...none.values()].flat().filter((origin) => origin.includes("stripe"))).toEqual([]);
  });
});

describe("in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("refuses an injected inline script, and a journey fails on the violation", async () => {
    const journey = await startJourney(browser, shop.url, "security-headers");
    await journey.page.goto("/");
    await journey.page.getByRole("heading", { name: "Our Client Feedback" }).waitFor();
    const ran = await journey.page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return "injected" in window;
    });
    expect(ran).toBe(false);
    await expect(journey.finish()).rejects.toThrow(/Content-Security-Policy violation on .*inline script/);
  });
});
