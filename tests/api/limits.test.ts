import { getIntrospectionQuery, parse, validate, specifiedRules } from "graphql";
import { it } from "vitest";
import { buildSchema } from "../../server/graphql/schema";
import { aliasLimit, depthAndCostLimit } from "../../server/graphql/limits";
import { tooManyTokens } from "../../server/graphql/limits";

it("probe", () => {
  const schema = buildSchema();
  const q = getIntrospectionQuery();
  console.log(validate(schema, parse(q), [...specifiedRules, aliasLimit, depthAndCostLimit]).map(e => e.message));
  console.log(tooManyTokens(q), q.length);
  const q2 = getIntrospectionQuery({descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true} as never);
  console.log(validate(schema, parse(q2), [...specifiedRules, aliasLimit, depthAndCostLimit]).map(e => e.message));
  const big = `{ products(first: 100) { edges { node { id fitments { make } } } } vehicles { make models { model years } } }`;
  console.log(validate(schema, parse(big), [...specifiedRules, aliasLimit, depthAndCostLimit]).map(e => e.message));
});
