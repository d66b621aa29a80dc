import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startEngine, type RunningEngine } from "../../../../server/mongo-engine/index";
import { useDataDirPerTest } from "../../../support/data-dir";

/**
 * One engine per data directory, and a directory whose engine died is free again at once, whatever is
 * left of the dead one: a zombie with its pid, or a pid now worn by another process.
 */

const FIXTURE = path.join(import.meta.dirname, "fixtures", "hold-data-dir.ts");
const IN_USE = /data directory .* is in use/;

const dataDir = useDataDirPerTest<RunningEngine>("engine-lock-");
const engines = dataDir.opened;

const open = async () => {
  const engine = await startEngine({ dataDir: dataDir.path, port: 0 });
  engines.push(engine);
  return engine;
};

/** A process's state letter from /proc (Z: exited, not yet reaped by its parent). */
const stateOf = async (pid: number) => (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]![0];

describe("the data directory lock", () => {
  it("refuses a second engine while the first runs, and lets one in once it has closed", async () => {
    const first = await open();
    await expect(startEngine({ dataDir: dataDir.path, port: 0 })).rejects.toThrow(IN_USE);
    await first.close();
    engines.splice(0);
    await open();
  });

  it("does not trust a pid: neither a stale lock naming this very process nor one naming pid 1", async () => {
    // What versions before the socket lock left behind (a container restarts with the same pids).
    for (const pid of [process.pid, 1]) {
      await writeFile(path.join(dataDir.path, "engine.lock"), String(pid));
      const engine = await open();
      await engine.close();
      engines.splice(0);
    }
  });

  it.runIf(process.platform === "linux")(
    "is free again once its holder was killed, even while the dead holder lingers as a zombie",
    async () => {
      // The holder's parent is `sleep` (sh execs it after starting the holder), which never reaps it:
      // once killed, the holder stays a zombie, and kill(pid, 0) still says it exists.
      const group = spawn(
        "sh",
        ["-c", `"${process.execPath}" --import tsx "${FIXTURE}" "${dataDir.path}" & exec sleep 120`],
        { stdio: ["ignore", "pipe", "inherit"], detached: true },
      );
      try {
        const pid = await new Promise<number>((resolve, reject) => {
          group.stdout!.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
          group.once("exit", () => reject(new Error("the holder did not start")));
        });
        await expect(startEngine({ dataDir: dataDir.path, port: 0 })).rejects.toThrow(IN_USE);

        process.kill(pid, "SIGKILL");
        await expect.poll(() => stateOf(pid), { timeout: 10_000 }).toBe("Z");
        expect(() => process.kill(pid, 0)).not.toThrow();
        await open();
      } finally {
        process.kill(-group.pid!, "SIGKILL");
      }
    },
    60_000,
  );
});
