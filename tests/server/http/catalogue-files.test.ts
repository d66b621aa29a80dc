import { describe, expect, it } from "vitest";
import { collection } from "../../../server/db/collections";
import { CATALOGUE_FILE_PATH } from "../../../server/http/catalogue-files";
import type { ImportEvent } from "../../../shared/catalogue-import";
import { useTestShop } from "../../support/test-shop";

const { shop, admin, customer } = useTestShop({ admin: "admin", customer: "customer" });

const HEADER = "Part Number,Name,Price,Minimum Order Quantity,Available Quantity,Fitments";

async function upload(body: string, token?: string, query = "") {
  const response = await fetch(`${shop.url}${CATALOGUE_FILE_PATH}${query}`, {
    method: "POST",
    headers: { "content-type": "text/csv", ...(token && { authorization: `Bearer ${token}` }) },
    body,
  });
  const text = await response.text();
  const events =
    response.headers.get("content-type")?.startsWith("application/x-ndjson") === true
      ? text
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as ImportEvent)
      : [];
  return { status: response.status, text, events };
}

const summaryOf = (events: ImportEvent[]) => {
  const last = events.at(-1);
  if (!last || !("summary" in last)) throw new Error(`no summary: ${JSON.stringify(events)}`);
  return last.summary;
};

const productsAnswer = (search: string) =>
  shop.gql<{ products: { edges: Array<{ node: { name: string; price: number } }> } }>(
    `{ products(filter: { search: "${search}" }) { edges { node { name price } } } }`,
  );

describe("the catalogue file over HTTP", () => {
  it("is refused to visitors (401) and customers (403), both ways, and nothing is written", async () => {
    const file = `${HEADER}\nNOPE-1,Stolen Part,1,1,1,\n`;
    const visitor = await upload(file);
    expect(visitor.status).toBe(401);
    expect(JSON.parse(visitor.text)).toEqual({
      error: { code: "UNAUTHENTICATED", message: "Sign in to do this" },
    });
    const asCustomer = await upload(file, customer.accessToken);
    expect(asCustomer.status).toBe(403);
    expect(JSON.parse(asCustomer.text).error.message).toBe("Only staff with the catalogue role may do this");
    expect(await collection(shop.db, "products").countDocuments({ partNumber: "NOPE-1" })).toBe(0);

    const exportAsVisitor = await fetch(`${shop.url}${CATALOGUE_FILE_PATH}`);
    expect(exportAsVisitor.status).toBe(401);
    const exportAsCustomer = await fetch(`${shop.url}${CATALOGUE_FILE_PATH}`, {
      headers: { authorization: `Bearer ${customer.accessToken}` },
    });
    expect(exportAsCustomer.status).toBe(403);
  });

  it("imports an admin's file with its progress, and the catalogue shows the parts at once", async () => {
    // Read first, so the response cache holds the answer the import must drop.
    expect((await productsAnswer("HTTP-7")).data?.products.edges).toEqual([]);
    const { status, events } = await upload(
      `${HEADER}\r\nHTTP-7,Rear Wiper Blade,14.5,1,9,Honda|Civic|2016-2018\r\nHTTP-8,Front Wiper Blade,16,1,4,Universal\r\n`,
      admin.accessToken,
    );
    expect(status).toBe(200);
    expect(events.some((event) => "progress" in event && event.progress.phase === "checking")).toBe(true);
    expect(events.some((event) => "progress" in event && event.progress.phase === "writing")).toBe(true);
    expect(summaryOf(events)).toMatchObject({
      written: true,
      created: 2,
      updated: 0,
      refused: 0,
      problems: [],
    });
    expect((await productsAnswer("HTTP-7")).data?.products.edges).toEqual([
      { node: { name: "Rear Wiper Blade", price: 14.5 } },
    ]);

    // The same part again with a new price: updated, and shown at once.
    const again = await upload(
      `${HEADER}\nHTTP-7,Rear Wiper Blade,15.25,1,9,Honda|Civic|2016-2018\n`,
      admin.accessToken,
    );
    expect(summaryOf(again.events)).toMatchObject({ written: true, created: 0, updated: 1, unchanged: 0 });
    expect((await productsAnswer("HTTP-7")).data?.products.edges[0]?.node.price).toBe(15.25);

    // Each import is in the owner's audit log, newest first, with its counts and who ran it.
    const audit = await shop.gql<{ auditLog: { edges: Array<{ node: unknown }> } }>(
      `{ auditLog(filter: { kind: CATALOGUE_IMPORTED }, first: 2) { edges { node { by subject changes { field after } } } } }`,
      {},
      admin.accessToken,
    );
    const counts = (created: number, updated: number) =>
      Object.entries({ created, updated, unchanged: 0, refused: 0 }).map(([field, n]) => ({
        field,
        after: String(n),
      }));
    expect(audit.data?.auditLog.edges.map((edge) => edge.node)).toEqual([
      { by: admin.email, subject: "Catalogue file", changes: counts(0, 1) },
      { by: admin.email, subject: "Catalogue file", changes: counts(2, 0) },
    ]);
  });

  it("answers a wrong file with every problem by line and column, and writes none of it", async () => {
    const { status, events } = await upload(
      `${HEADER}\nBAD-1,Good Part,10,1,1,\nBAD-2,,-3,1,1,\nBAD-3,Odd Fit,5,1,1,Honda Civic 2016\n`,
      admin.accessToken,
    );
    expect(status).toBe(200);
    const summary = summaryOf(events);
    expect(summary.written).toBe(false);
    expect(summary.problems.map(({ line, column }) => `${line} ${column}`)).toEqual([
      "3 Name",
      "3 Price",
      "4 Fitments",
    ]);
    expect(await collection(shop.db, "products").countDocuments({ partNumber: /^BAD-/ })).toBe(0);

    const goodOnly = await upload(
      `${HEADER}\nBAD-1,Good Part,10,1,1,\nBAD-2,,-3,1,1,\n`,
      admin.accessToken,
      "?goodLinesOnly=true",
    );
    expect(summaryOf(goodOnly.events)).toMatchObject({ written: true, created: 1, refused: 1 });
    expect(await collection(shop.db, "products").countDocuments({ partNumber: /^BAD-/ })).toBe(1);
  });

  it("refuses a body that is not a CSV file", async () => {
    const response = await fetch(`${shop.url}${CATALOGUE_FILE_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify({ file: "x" }),
    });
    expect(response.status).toBe(415);
    expect((await response.json()) as unknown).toEqual({
      error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Send the catalogue as text/csv" },
    });
  });

  it("exports every part to an admin as a file that imports back unchanged", async () => {
    const response = await fetch(`${shop.url}${CATALOGUE_FILE_PATH}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split("\n");
    expect(lines[0]).toBe(
      "Part Number,Name,Description,Category,Price,Available Quantity,Minimum Order Quantity,Photo URL,Part Type,OE Numbers,Interchange Numbers,Fitments",
    );
    expect(lines).toContain("HTTP-7,Rear Wiper Blade,,Other,15.25,9,1,,,,,Honda|Civic|2016-2018");
    expect(lines).toContain("HTTP-8,Front Wiper Blade,,Other,16,4,1,,,,,Universal");
    expect(lines.length - 1).toBe(await collection(shop.db, "products").countDocuments());

    const reimported = await upload(text, admin.accessToken);
    expect(summaryOf(reimported.events)).toMatchObject({
      written: true,
      created: 0,
      updated: 0,
      unchanged: lines.length - 1,
    });
  });
});
