import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = "engine.lock";

/**
 * Two engines appending to one journal would corrupt it, so a data directory has one owner. The lock
 * holds the owner's pid; a lock left by a process that no longer runs (after kill -9) is taken over.
 */
export class DataDirectoryLock {
  private constructor(private readonly file: string) {}

  static acquire(dir: string): DataDirectoryLock {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, LOCK_FILE);
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(file, "utf8"));
      if (owner && isRunning(owner)) {
        throw new Error(`data directory ${dir} is in use by process ${owner}`, { cause: error });
      }
      fs.writeFileSync(file, String(process.pid));
    }
    return new DataDirectoryLock(file);
  }

  release(): void {
    fs.rmSync(this.file, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
