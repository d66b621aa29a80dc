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

/** The built list's test, read on each visit like the page itself; undefined when the client is not built. */
export async function readPagePaths(file: string): Promise<PagePathTest | undefined> {
  const list = await readBuiltFile(file);
  return list === undefined ? undefined : pagePathTest(JSON.parse(list) as string[]);
}
