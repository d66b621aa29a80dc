import { describe, expect, it } from "vitest";
import { RenderSlots } from "../../../server/http/render-slots";

/** A render the test finishes when it wants, recording that it started. */
function controlledRender(started: string[], name: string) {
  let finish!: (page: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    render: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} broke`)),
  };
}

/** One controlled render per name, all recording in `started`; typed one by one, so none is undefined. */
function controlledRenders<const Names extends readonly string[]>(started: string[], ...names: Names) {
  return names.map((name) => controlledRender(started, name)) as {
    [K in keyof Names]: ReturnType<typeof controlledRender>;
  };
}

const noDeadline = () => new AbortController().signal;
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("turns at rendering pages", () => {
  it("renders at most `concurrent` pages at a time, then the waiting ones in the order they came", async () => {
    const slots = new RenderSlots(2, 8);
    const started: string[] = [];
    const [a, b, c, d] = controlledRenders(started, "a", "b", "c", "d");
    const pages = [a, b, c, d].map((page) => slots.run(page.render, noDeadline()));
    await settled();
    expect(started).toEqual(["a", "b"]);

    b.finish();
    await settled();
    expect(started).toEqual(["a", "b", "c"]);
    a.finish();
    await settled();
    expect(started).toEqual(["a", "b", "c", "d"]);
    c.finish();
    d.finish();
    expect(await Promise.all(pages)).toEqual(["a", "b", "c", "d"]);
  });

  it("sends a page beyond every rendering and waiting place unrendered at once, without rendering it", async () => {
    const slots = new RenderSlots(1, 1);
    const started: string[] = [];
    const [a, b, c] = controlledRenders(started, "a", "b", "c");
    const first = slots.run(a.render, noDeadline());
    const second = slots.run(b.render, noDeadline());
    expect(await slots.run(c.render, noDeadline())).toBeUndefined();

    a.finish();
    b.finish();
    expect([await first, await second]).toEqual(["a", "b"]);
    expect(started).toEqual(["a", "b"]);
  });

  it("gives up on a page whose deadline passes while it waits, and frees its place", async () => {
    const slots = new RenderSlots(1, 1);
    const started: string[] = [];
    const [a, b, c] = controlledRenders(started, "a", "b", "c");
    const first = slots.run(a.render, noDeadline());
    const deadline = new AbortController();
    const late = slots.run(b.render, deadline.signal);
    deadline.abort();
    expect(await late).toBeUndefined();

    // Its waiting place is free again: the next page waits instead of going out unrendered.
    const next = slots.run(c.render, noDeadline());
    a.finish();
    await settled();
    c.finish();
    expect([await first, await next]).toEqual(["a", "c"]);
    expect(started).toEqual(["a", "c"]);
  });

  it("passes the turn on when a render fails", async () => {
    const slots = new RenderSlots(1, 1);
    const started: string[] = [];
    const [a, b] = controlledRenders(started, "a", "b");
    const broken = slots.run(a.render, noDeadline());
    const next = slots.run(b.render, noDeadline());
    a.fail();
    await expect(broken).rejects.toThrow("a broke");
    await settled();
    b.finish();
    expect(await next).toBe("b");
  });

  it("takes no turn for a page whose deadline passed before it asked", async () => {
    const slots = new RenderSlots(1, 1);
    const started: string[] = [];
    const [a, b] = controlledRenders(started, "a", "b");
    const first = slots.run(a.render, noDeadline());
    expect(await slots.run(b.render, AbortSignal.abort())).toBeUndefined();
    a.finish();
    await first;
    expect(started).toEqual(["a"]);
  });
});
