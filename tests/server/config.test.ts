import { describe, expect, it } from "vitest";
import { ConfigError, loadChargesConfig, loadConfig } from "../../server/config";
import { Charges } from "../../server/services/orders/order-charges";

/** What the shop refuses to start with (the Auth emulator in production above all), and its defaults. */

/** A production start with every setting it needs, so that each refusal below is about one setting. */
const production = {
  NODE_ENV: "production",
  PORT: "0",
  DATA_DIR: "/nonexistent/shop-data",
  FIREBASE_PROJECT_ID: "vehicle-parts-prod",
  FIREBASE_API_KEY: "AIza-public-web-key",
  ACCESS_TOKEN_SECRET: "s".repeat(48),
  SHOP_URL: "https://shop.example",
};

describe("loadConfig refuses an unsafe or broken start", () => {
  const refusal = (env: Record<string, string | undefined>): ConfigError => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return error as ConfigError;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  };
  const EMULATOR_REFUSAL = /^Refusing to start: NODE_ENV=production with the Firebase Auth emulator/;

  it("accepts a real project with a secret and no emulator (so the refusals are about one setting each)", () => {
    const config = loadConfig(production);
    expect(config.production).toBe(true);
    expect(config.identity).toEqual({
      projectId: "vehicle-parts-prod",
      webApiKey: "AIza-public-web-key",
      authDomain: "vehicle-parts-prod.firebaseapp.com",
      emulatorHost: undefined,
      startEmulator: false,
      accountCheckSeconds: 60,
    });
  });

  it("refuses to start without the web API key the browser signs in with", () => {
    expect(refusal({ ...production, FIREBASE_API_KEY: undefined }).message).toMatch(
      /^FIREBASE_API_KEY is required when NODE_ENV=production/,
    );
  });

  it("refuses FIREBASE_AUTH_EMULATOR_HOST", () => {
    const error = refusal({ ...production, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(error.message).toMatch(EMULATOR_REFUSAL);
    expect(error.message).toContain("unset FIREBASE_AUTH_EMULATOR_HOST");
  });

  it.each([
    ["the default (demo-) project", undefined],
    ["a demo- project", "demo-anything"],
  ])("refuses %s", (_label, projectId) => {
    const error = refusal({ ...production, FIREBASE_PROJECT_ID: projectId });
    expect(error.message).toMatch(EMULATOR_REFUSAL);
    expect(error.message).toContain("Set FIREBASE_PROJECT_ID to your Firebase project");
  });

  it("refuses to start without ACCESS_TOKEN_SECRET", () => {
    expect(refusal({ ...production, ACCESS_TOKEN_SECRET: undefined }).message).toBe(
      "ACCESS_TOKEN_SECRET is required when NODE_ENV=production",
    );
    expect(refusal({ ...production, ACCESS_TOKEN_SECRET: "" }).message).toBe(
      "ACCESS_TOKEN_SECRET is required when NODE_ENV=production",
    );
  });

  it.each(["12h", "0", "-60", "1.5"])("refuses ACCESS_TOKEN_TTL_SECONDS=%s (any environment)", (ttl) => {
    // A typo would otherwise start a server whose every sign-in fails, or whose tokens are born expired.
    for (const env of [production, { NODE_ENV: "development", ACCESS_TOKEN_SECRET: "s".repeat(48) }]) {
      expect(refusal({ ...env, ACCESS_TOKEN_TTL_SECONDS: ttl }).message).toBe(
        `ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds above 0, not ${ttl}`,
      );
    }
    expect(loadConfig({ ...production, ACCESS_TOKEN_TTL_SECONDS: "3600" }).accessTokenTtlSeconds).toBe(3600);
    expect(loadConfig(production).accessTokenTtlSeconds).toBe(12 * 60 * 60);
  });

  it("refuses a short ACCESS_TOKEN_SECRET", () => {
    expect(refusal({ ...production, ACCESS_TOKEN_SECRET: "too-short" }).message).toBe(
      "ACCESS_TOKEN_SECRET must be at least 32 characters",
    );
  });
});

describe("the mail settings", () => {
  const development = { NODE_ENV: "development", PORT: "4123", DATA_DIR: "/nonexistent/shop-data" };
  const message = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return error instanceof ConfigError ? error.message : `not a ConfigError: ${String(error)}`;
    }
    return "accepted";
  };

  it("link e-mails to the developer's own shop, and write them to the outbox, unless told otherwise", () => {
    const { mail } = loadConfig(development);
    expect(mail.shopUrl).toBe("http://localhost:4123");
    expect(mail.smtpUrl).toBeUndefined();
    expect(mail.outboxDir).toBe("/nonexistent/shop-data/outbox");
  });

  it("are refused in production without SHOP_URL, whose links would lead to localhost", () => {
    expect(message({ ...production, SHOP_URL: undefined })).toBe(
      "SHOP_URL is required when NODE_ENV=production: the shop's origin (https://shop.example), which its e-mails link to.",
    );
    expect(loadConfig({ ...production, SHOP_URL: "https://parts.example/" }).mail.shopUrl).toBe(
      "https://parts.example",
    );
  });

  it("refuse a SHOP_URL that is not an origin and an SMTP_URL that is not a relay", () => {
    expect(message({ ...development, SHOP_URL: "https://parts.example/shop" })).toBe(
      "SHOP_URL must be the shop's origin, like https://shop.example, not https://parts.example/shop",
    );
    expect(message({ ...development, SMTP_URL: "http://relay.example" })).toBe(
      "SMTP_URL must be an smtp:// or smtps:// URL of a mail relay",
    );
    expect(loadConfig({ ...development, SMTP_URL: "smtps://u:p@relay.example:465" }).mail.smtpUrl).toBe(
      "smtps://u:p@relay.example:465",
    );
  });
});

describe("RENDER_CONCURRENCY", () => {
  const env = { NODE_ENV: "development", ACCESS_TOKEN_SECRET: "s".repeat(48) };

  it("renders two pages at a time unless told otherwise", () => {
    expect(loadConfig(env).renderConcurrency).toBe(2);
    expect(loadConfig({ ...env, RENDER_CONCURRENCY: "6" }).renderConcurrency).toBe(6);
  });

  it.each(["0", "-1", "1.5", "two", "65"])("refuses RENDER_CONCURRENCY=%s", (value) => {
    expect(() => loadConfig({ ...env, RENDER_CONCURRENCY: value })).toThrow(
      new ConfigError(`RENDER_CONCURRENCY must be a whole number from 1 to 64, not ${value}`),
    );
  });
});

describe("LOW_STOCK_DEFAULT", () => {
  const env = { NODE_ENV: "development", ACCESS_TOKEN_SECRET: "s".repeat(48) };

  it("counts 5 or fewer as low stock unless told otherwise", () => {
    expect(loadConfig(env).lowStockDefault).toBe(5);
    expect(loadConfig({ ...env, LOW_STOCK_DEFAULT: "0" }).lowStockDefault).toBe(0);
    expect(loadConfig({ ...env, LOW_STOCK_DEFAULT: "25" }).lowStockDefault).toBe(25);
  });

  it.each(["-1", "2.5", "five", "1000001"])("refuses LOW_STOCK_DEFAULT=%s", (value) => {
    expect(() => loadConfig({ ...env, LOW_STOCK_DEFAULT: value })).toThrow(
      new ConfigError(`LOW_STOCK_DEFAULT must be a whole number from 0 to 1000000, not ${value}`),
    );
  });
});

describe("the payment settings", () => {
  const development = {
    NODE_ENV: "development",
    ACCESS_TOKEN_SECRET: "s".repeat(48),
    DATA_DIR: "/nonexistent/shop-data",
  };
  const stripe = {
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_PUBLISHABLE_KEY: "pk_test_123",
    STRIPE_WEBHOOK_SECRET: "whsec_123",
  };
  const message = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as ConfigError).message;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  };

  it("take no cards without Stripe's keys, hold a card order 30 minutes, and in development a demo bank account", () => {
    const { payments } = loadConfig(development);
    expect(payments).toMatchObject({ stripe: null, cardHoldMinutes: 30 });
    expect(payments.bankAccount).toContain("set BANK_TRANSFER_ACCOUNT");
    expect(loadConfig({ ...development, ...stripe, PAYMENT_HOLD_MINUTES: "45" }).payments).toMatchObject({
      stripe: { secretKey: "sk_test_123", publishableKey: "pk_test_123", webhookSecret: "whsec_123" },
      cardHoldMinutes: 45,
    });
  });

  it("take bank transfers in production only into the account the owner named", () => {
    expect(loadConfig({ ...production }).payments.bankAccount).toBeNull();
    expect(
      loadConfig({ ...production, BANK_TRANSFER_ACCOUNT: "Parts Ltd, IBAN X" }).payments.bankAccount,
    ).toBe("Parts Ltd, IBAN X");
  });

  it("return parts for 30 days; refuse part of Stripe's keys, a hold or a return window out of bounds, and an API address that is not an origin", () => {
    expect(message({ ...development, ...stripe, STRIPE_WEBHOOK_SECRET: undefined })).toBe(
      "Card payments need all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET; STRIPE_WEBHOOK_SECRET is not set",
    );
    expect(loadConfig(development).payments.returnDays).toBe(30);
    expect(message({ ...development, RETURN_DAYS: "400" })).toBe(
      "RETURN_DAYS must be a whole number from 0 to 365, not 400",
    );
    expect(message({ ...development, PAYMENT_HOLD_MINUTES: "0" })).toBe(
      "PAYMENT_HOLD_MINUTES must be a whole number from 1 to 1440, not 0",
    );
    expect(message({ ...development, ...stripe, STRIPE_API_URL: "http://127.0.0.1:9/v1" })).toBe(
      "STRIPE_API_URL must be an origin like https://api.stripe.com, not http://127.0.0.1:9/v1",
    );
  });
});

describe("the shipping and tax settings", () => {
  /** What the shop says of a table, read (config.ts) and weighed against the countries it knows (order-charges.ts). */
  const message = (env: Record<string, string>) => {
    try {
      new Charges(loadChargesConfig(env));
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
    throw new Error(`loadChargesConfig accepted ${JSON.stringify(env)}`);
  };

  it("ship standard (free over $100) or express, and charge no tax, until the owner names theirs", () => {
    expect(loadChargesConfig({})).toEqual({
      shippingMethods: [
        { code: "STANDARD", name: "Standard", priceCents: 799, freeOverCents: 10000, days: [3, 5] },
        { code: "EXPRESS", name: "Express", priceCents: 1999, freeOverCents: null, days: [1, 2] },
      ],
      taxRates: [],
    });
  });

  it("read the owner's methods and rates, a region by its code or its name", () => {
    const read = loadChargesConfig({
      SHIPPING_METHODS: JSON.stringify([{ code: "FREIGHT", name: "Freight", price: 49.5, days: [5, 10] }]),
      TAX_RATES: JSON.stringify([
        { country: "us", region: "New York", percent: 8.875 },
        { country: "DE", percent: 19 },
      ]),
    });
    expect(read.shippingMethods).toEqual([
      { code: "FREIGHT", name: "Freight", priceCents: 4950, freeOverCents: null, days: [5, 10] },
    ]);
    const charges = new Charges(read);
    expect(charges.taxPercent({ country: "US", region: "NY" })).toBe(8.875);
    expect(charges.taxPercent({ country: "US", region: "NJ" })).toBe(0);
    expect(charges.taxPercent({ country: "DE" })).toBe(19);
  });

  it("refuse a table that is not one, naming the entry and the field at fault", () => {
    const method = { code: "STANDARD", name: "Standard", price: 7.99, days: [3, 5] };
    const methods = (...list: object[]) => ({ SHIPPING_METHODS: JSON.stringify(list) });
    expect(message({ SHIPPING_METHODS: "standard" })).toBe(
      "SHIPPING_METHODS must be a JSON list, not standard",
    );
    expect(message(methods())).toBe("SHIPPING_METHODS must name one method at least");
    expect(message(methods(method, method))).toBe("SHIPPING_METHODS names STANDARD twice");
    expect(message(methods({ ...method, code: "standard" }))).toBe(
      "SHIPPING_METHODS[0].code must be capitals, digits and underscores, like STANDARD",
    );
    expect(message(methods(method, { ...method, code: "X", price: 7.999 }))).toBe(
      "SHIPPING_METHODS[1].price must be dollars from 0, like 7.99, not 7.999",
    );
    expect(message(methods({ ...method, freeOver: -1 }))).toBe(
      "SHIPPING_METHODS[0].freeOver must be dollars from 0, like 7.99, not -1",
    );
    expect(message(methods({ ...method, days: [5, 3] }))).toBe(
      "SHIPPING_METHODS[0].days must be [soonest, latest] business days, like [3, 5], at most 90",
    );
    const rates = (...list: object[]) => ({ TAX_RATES: JSON.stringify(list) });
    expect(message(rates({ country: "USA", percent: 5 }))).toBe(
      "TAX_RATES[0].country must be a two-letter country code, like US",
    );
    expect(message(rates({ country: "XX", percent: 5 }))).toBe(
      "TAX_RATES[0].country must be the code of a country the shop ships to, like US",
    );
    expect(message(rates({ country: "US", region: "Bavaria", percent: 5 }))).toBe(
      "TAX_RATES[0].region must be a region of United States by its code, like CA",
    );
    expect(message(rates({ country: "US", percent: "7%" }))).toBe(
      "TAX_RATES[0].percent must be a number from 0 to under 100, like 7.25",
    );
  });
});
