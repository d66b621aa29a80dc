import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rendererFileOf } from "../../../server/http/server-rendering";
import { RENDERED_STATE_ID } from "../../../shared/page-rendering";
import { CLIENT_DIST_DIR } from "../../support/client-build";
import { addProduct } from "../../support/products";
import { startTestServer, type TestServer } from "../../support/test-server";

/** Where the test holds renders: the gated renderer below waits for this promise. */
const GATE = Symbol.for("vehicle-parts-shop.test.render-gate");
const gates = globalThis as unknown as Record<symbol, Promise<void> | undefined>;

/**
 * A client build whose renderer is the real one behind a gate the test holds: the burst lands while the
 * first page is still rendering, however fast this machine renders.
 */
async function buildWithGatedRenderer(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "gated-renderer-"));
  const distDir = join(dir, "client");
  await symlink(CLIENT_DIST_DIR, distDir);
  await mkdir(join(dir, "ssr"));
  const real = pathToFileURL(rendererFileOf(CLIENT_DIST_DIR)).href;
  await writeFile(
    rendererFileOf(distDir),
    `import { renderPage as render } from ${JSON.stringify(real)};
export const renderPage = async (input) => {
  await globalThis[Symbol.for(${JSON.stringify(GATE.description)})];
  return render(input);
};
`,
  );
  return distDir;
}

/**
 * A crawler's burst of pages the cache does not hold: renders take turns (server/http/render-slots.ts),
 * and a page that finds no turn goes out unrendered, whole and at once, instead of queuing every other
 * request behind the renders.
 */
describe("a burst of pages to render", () => {
  let shop: TestServer;
  let open!: () => void;
  beforeAll(async () => {
    gates[GATE] = new Promise((resolve) => (open = resolve));
    shop = await startTestServer({
      RENDER_CONCURRENCY: "1",
      CLIENT_DIST_DIR: await buildWithGatedRenderer(),
    });
    const admin = await shop.signUp("admin");
    await addProduct(shop.gql, admin.accessToken, { name: "Burst Rotor", price: 42, category: "Brakes" });
  });
  afterAll(async () => {
    open?.();
    delete gates[GATE];
    await shop?.close();
  });

  const visit = async (path: string) => {
    const response = await fetch(`${shop.url}${path}`);
    const html = await response.text();
    return {
      path,
      status: response.status,
      rendered: html.includes(`id="${RENDERED_STATE_ID}"`),
      emptyRoot: html.includes('<div id="root"></div>'),
      withScripts: /<script type="module"[^>]* src="\/static\//.test(html),
      html,
    };
  };

  it("renders one page at a time with eight waiting, sends the rest unrendered at once, and keeps only rendered pages", async () => {
    // Distinct URLs, each its own cache entry, all asked for while the first render is held.
    const paths = Array.from({ length: 12 }, (_, n) => `/products?category=Brakes&visit=${n}`);
    const arriving = paths.map(visit);
    const early: Awaited<ReturnType<typeof visit>>[] = [];
    for (const page of arriving) void page.then((answered) => early.push(answered));
    await vi.waitFor(() => expect(early).toHaveLength(3));

    // Those came back while every turn was taken: whole pages the browser draws, none rendered.
    for (const page of early) {
      expect(page.status).toBe(200);
      expect(page.withScripts).toBe(true);
      expect(page.rendered).toBe(false);
      expect(page.emptyRoot).toBe(true);
    }
    open();
    const pages = await Promise.all(arriving);
    // The nine with turns are rendered in turn, each with its data; on a loaded machine the last may run
    // past its deadline (5 s from arriving), and then goes out unrendered whole, never half-rendered.
    const rendered = pages.filter((page) => page.rendered);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThanOrEqual(9);
    for (const page of rendered) {
      expect(page.html).toContain("Burst Rotor");
      expect(page.html).not.toContain("Loading products…");
    }
    for (const page of pages.filter((page) => !page.rendered)) expect(page.emptyRoot).toBe(true);

    // A page that went out unrendered was not kept: asked again, calmly, it comes rendered.
    const again = await visit(early[0]!.path);
    expect(again.rendered).toBe(true);
    expect(again.html).toContain("Burst Rotor");
  });
});
