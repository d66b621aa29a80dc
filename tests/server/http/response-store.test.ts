import { describe, expect, it } from "vitest";
import { ResponseStore } from "../../../server/http/response-cache/response-store";

const answer = (text: string, tags: string[] = []) => ({
  contentType: "application/json",
  body: text,
  etag: `W/"${text}"`,
  tags,
});

describe("ResponseStore", () => {
  it("forgets the least recently used answers once it holds more bytes than allowed", () => {
    // Each entry counts its key (1 byte) and its body (9 bytes).
    const store = new ResponseStore({ maxBytes: 30, ttlMs: 1000 });
    store.set("a", answer("answer-aa"));
    store.set("b", answer("answer-bb"));
    store.set("c", answer("answer-cc"));
    expect(store.get("a")?.body).toBe("answer-aa");
    store.set("d", answer("answer-dd"));
    expect(store.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => store.get(key)?.body)).toEqual([
      "answer-aa",
      "answer-cc",
      "answer-dd",
    ]);
    expect(store.heldBytes).toBe(30);
  });

  it("counts compressed copies in the bound", () => {
    const store = new ResponseStore({ maxBytes: 30, ttlMs: 1000 });
    store.set("a", answer("answer-aa"));
    store.set("b", answer("answer-bb"));
    store.addEncoding("a", "br", Buffer.alloc(12));
    expect(store.get("a")).toBeUndefined();
    expect(store.heldBytes).toBe(10);
  });

  it("keeps nothing larger than the whole store", () => {
    const store = new ResponseStore({ maxBytes: 5, ttlMs: 1000 });
    store.set("a", answer("much too long"));
    expect(store.size).toBe(0);
  });

  it("never serves an answer older than its TTL", () => {
    let now = 0;
    const store = new ResponseStore({ maxBytes: 1000, ttlMs: 5000, now: () => now });
    store.set("a", answer("x"));
    now = 4999;
    expect(store.get("a")).toBeDefined();
    now = 5000;
    expect(store.get("a")).toBeUndefined();
    expect(store.heldBytes).toBe(0);
  });

  it("drops every answer showing a tag, and only those", () => {
    const store = new ResponseStore({ maxBytes: 1000, ttlMs: 1000 });
    store.set("list", answer("l", ["products"]));
    store.set("one", answer("o", ["product:1"]));
    store.set("both", answer("b", ["products", "reviews"]));
    store.drop("products");
    expect(["list", "one", "both"].map((key) => store.get(key) !== undefined)).toEqual([false, true, false]);
    store.drop("reviews");
    expect(store.size).toBe(1);
  });
});
