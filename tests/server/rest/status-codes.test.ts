import { readFile } from "node:fs/promises";
import path from "node:path";
import { GraphQLEnumType, buildSchema } from "graphql";
import { expect, it } from "vitest";
import { STATUS_OF_CODE } from "../../../server/rest/route";
import { REPO_ROOT } from "../../support/repo-root";

it("answers every ErrorCode of the schema with the HTTP status its description gives", async () => {
  const sdl = await readFile(path.join(REPO_ROOT, "schema.graphql"), "utf8");
  const errorCode = buildSchema(sdl).getType("ErrorCode");
  expect(errorCode).toBeInstanceOf(GraphQLEnumType);
  const values = (errorCode as GraphQLEnumType).getValues();
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) {
    const documented = Number(/\(HTTP (\d{3})\)/.exec(value.description ?? "")?.[1]);
    expect({ code: value.name, status: STATUS_OF_CODE[value.name] }).toEqual({
      code: value.name,
      status: documented,
    });
  }
});
