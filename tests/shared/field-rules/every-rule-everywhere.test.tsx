// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_FIELD_MESSAGES } from "../../../shared/field-rules/messages";
import type { FieldRule } from "../../../shared/field-rules/rule";
import { SHOP_FORMS } from "../../../shared/field-rules/shop-fields";
import { startTestServer, type TestServer } from "../../support/test-server";
import { apiForms, type Shop } from "./walk/api";
import { badInputsOf, type BadInput } from "./walk/bad-inputs";
import { BROWSER_FORMS, browserAnswer } from "./walk/browser";
import { CROSS_FIELD_WALKS } from "./walk/cross-field-walks";
import { FORM_WALKS, whyNot, type FormWalk } from "./walk/form-walks";

/**
 * Every rule of shared/field-rules, walked through the three ways in: the same bad input typed into the
 * browser's form, sent through GraphQL and sent through the legacy REST path must get the same words
 * for the same field. The walks come from the rules themselves (badInputsOf) and the tables
 * (form-walks.ts, cross-field-walks.ts) say how each path is walked, or why it is not.
 */

type Path = keyof FormWalk;
const PATHS: Path[] = ["browser", "graphql", "rest"];
const PATH_NAMES: Record<Path, string> = { browser: "the form", graphql: "GraphQL", rest: "REST" };

let shop: Shop;
const forms = apiForms(() => shop);

async function addProduct(
  server: TestServer,
  token: string,
  minimumOrderQuantity: number,
  availableQuantity: number,
) {
  const result = await server.gql<{ addProduct: { id: string } }>(
    "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
    { input: { name: "Walk pads", price: 10, minimumOrderQuantity, availableQuantity } },
    token,
  );
  if (!result.data?.addProduct) throw new Error(`product not added: ${JSON.stringify(result.errors)}`);
  return result.data.addProduct.id;
}

beforeAll(async () => {
  // Behind a proxy the contact form's limit per address counts each walk's own (X-Forwarded-For).
  const server = await startTestServer({ TRUST_PROXY: "true" });
  const admin = await server.signUp("admin");
  const customer = await server.signUp("customer");
  const products = {
    plain: await addProduct(server, admin.accessToken, 1, 10),
    minimumThree: await addProduct(server, admin.accessToken, 3, 10),
    soldOut: await addProduct(server, admin.accessToken, 1, 0),
  };
  shop = { server, admin, customer, products };
});

afterAll(async () => {
  await shop?.server.close();
});

/** What `path` says under the field for the bad input. */
async function answerOf(walk: FormWalk, path: Path, field: string, rule: FieldRule, bad: BadInput) {
  const via = walk[path];
  if (typeof via === "string") throw new Error(`${path} is not walked: ${via}`);
  if (path === "browser") {
    const form = BROWSER_FORMS[via.via as keyof typeof BROWSER_FORMS];
    return browserAnswer(form, { [rule.label]: bad.typed }, rule.label);
  }
  const form = forms[via.via as keyof typeof forms];
  const refusal = await form.send(field, bad.typed, rule);
  const problem = refusal.fields.find((f) => f.field === form.answerField(field));
  // Bad input answers 400 over REST, and names the field over both.
  const asBadInput = refusal.code === "BAD_USER_INPUT" && (path === "graphql" || refusal.status === 400);
  return asBadInput && problem && refusal.message.includes(problem.message)
    ? problem.message
    : JSON.stringify(refusal);
}

const shown = (typed: string) =>
  typed.length > 12 ? `"${typed[0]}"×${typed.length}` : JSON.stringify(typed);

describe("the walk tables", () => {
  it("walk every form of SHOP_FORMS and every rule of CROSS_FIELD_MESSAGES", () => {
    expect(Object.keys(FORM_WALKS).sort()).toEqual(Object.keys(SHOP_FORMS).sort());
    expect(Object.keys(CROSS_FIELD_WALKS).sort()).toEqual(Object.keys(CROSS_FIELD_MESSAGES).sort());
  });

  it("excuse only fields and checks the rules have", () => {
    for (const [form, walk] of Object.entries(FORM_WALKS)) {
      const fields: Record<string, FieldRule> = SHOP_FORMS[form as keyof typeof SHOP_FORMS];
      for (const path of PATHS) {
        const via = walk[path];
        if (typeof via === "string") continue;
        for (const [field, cannot] of Object.entries(via.cannot ?? {})) {
          expect(fields, `${form} ${path}`).toHaveProperty(field);
          if (typeof cannot === "string") continue;
          const checks = badInputsOf(fields[field]!).map((bad) => bad.check);
          for (const check of Object.keys(cannot))
            expect(checks, `${form}.${field} ${path}`).toContain(check);
        }
      }
    }
  });
});

for (const [form, fields] of Object.entries(SHOP_FORMS)) {
  const walk = FORM_WALKS[form as keyof typeof SHOP_FORMS];
  describe(form, () => {
    for (const [field, rule] of Object.entries(fields as Record<string, FieldRule>)) {
      for (const bad of badInputsOf(rule)) {
        const walked = PATHS.filter((path) => !whyNot(walk[path], field, bad.check));
        // No path carries it (an Int field's fraction on a form only GraphQL has): the table says why.
        if (walked.length === 0) continue;
        const by = walked.map((path) => PATH_NAMES[path]).join(", ");
        it(`${field}, ${bad.check}: ${shown(bad.typed)} gets '${bad.message}' from ${by}`, async () => {
          const answers: Partial<Record<Path, string>> = {};
          for (const path of walked) answers[path] = await answerOf(walk, path, field, rule, bad);
          expect(answers).toEqual(Object.fromEntries(walked.map((path) => [path, bad.message])));
        });
      }
    }
  });
}

describe("rules across fields", () => {
  for (const [name, walk] of Object.entries(CROSS_FIELD_WALKS)) {
    const walked = PATHS.filter((path) => typeof walk[path] !== "string");
    const by = walked.map((path) => PATH_NAMES[path]).join(", ");
    it(`${name}: '${walk.message}' from ${by}`, async () => {
      const answers: Partial<Record<Path, string>> = {};
      for (const path of walked) answers[path] = await (walk[path] as (shop: Shop) => Promise<string>)(shop);
      expect(answers).toEqual(Object.fromEntries(walked.map((path) => [path, walk.message])));
    });
  }
});
