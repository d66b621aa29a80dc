import { readFileSync } from "node:fs";
import { join } from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * Every built file one HTML page can load, from Vite's manifest: its entry, the chunks it imports now or
 * later (`firstLoadOnly`: before the page can run), their styles and assets. The shop's page's entry is a
 * boot module whose import() is the app it starts after the first paint, so the first load holds what the
 * entry imports in either way, and only what those chunks import statically. Paths as in the build
 * (`static/...`). Undefined when the client has not been built with a manifest, so callers fall back to
 * serving the whole folder.
 */
export function filesOfPage(
  distDir: string,
  page: string,
  { firstLoadOnly = false } = {},
): Set<string> | undefined {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return undefined;
  }
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    const later = firstLoadOnly && key !== page ? [] : (chunk.dynamicImports ?? []);
    for (const next of [...(chunk.imports ?? []), ...later]) visit(next);
  };
  visit(page);
  return files;
}
