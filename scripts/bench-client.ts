import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { filesOfPage } from "../server/http/client-manifest";

/**
 * What a shopper's browser downloads, from the built client (`npm run build` first): the home page's
 * first load against everything the shop's pages can load, gzipped as they travel. Sizes, not timings:
 * they do not depend on how busy this machine is.
 */
const distDir = join(import.meta.dirname, "..", "dist", "client");
const kib = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0) / 1024;

const firstLoad = filesOfPage(distDir, "index.html", { firstLoadOnly: true });
const whole = filesOfPage(distDir, "index.html");
if (!firstLoad || !whole)
  throw new Error(`No client build with a manifest in ${distDir}: run \`npm run build\``);

const first = kib(firstLoad);
const all = kib(whole);
console.log(`home page first load: ${first.toFixed(0)} KiB gzipped in ${firstLoad.size} files`);
console.log(`every page of the shop: ${all.toFixed(0)} KiB gzipped in ${whole.size} files`);
console.log(`the first load is ${((100 * first) / all).toFixed(0)}% of the whole; the rest loads per page`);
