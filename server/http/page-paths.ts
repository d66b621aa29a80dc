import { readBuiltFile } from "./built-page";

/**
 * The shop's page paths (client/src/lib/paths.ts) as route patterns such as `/purchase/:productId`, in a
 * JSON array the build writes beside index.html (vite.config.ts): the server learns them from the build,
 * not by importing client source.
 */
export const PAGE_PATHS_FILE = "page-paths.json";

export type PagePathTest = (pathname: string) => boolean;

/** Whether a URL path names one of these pages. React Router matches paths case-insensitively too. */
export function pagePathTest(paths: readonly string[]): PagePathTest {
  const patterns = paths.map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`, "i"));
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

/** The last list read and its test: the patterns are compiled again only when a rebuild changed the list. */
let compiled: { list: string; test: PagePathTest } | undefined;

/** The built list's test, read on each visit like the page itself; undefined when the client is not built. */
export async function readPagePaths(file: string): Promise<PagePathTest | undefined> {
  const list = await readBuiltFile(file);
  if (list === undefined) return undefined;
  if (compiled?.list !== list) compiled = { list, test: pagePathTest(JSON.parse(list) as string[]) };
  return compiled.test;
}
