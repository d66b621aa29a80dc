import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** What versions before the socket lock left in the directory: a pid, which proves nothing. */
const LEGACY_LOCK_FILE = "engine.lock";
const PID_LOCK_FILE = "engine.pid";

export class DataDirectoryInUseError extends Error {
  override name = "DataDirectoryInUseError";
}

/**
 * Two engines appending to one journal would corrupt it, so a data directory has one owner.
 *
 * On Linux the lock is a listening socket in the abstract namespace, named after the directory's real
 * path. Binding it is atomic, and the kernel releases it the moment its holder dies, however it dies
 * (kill -9, the OOM killer): a process that has exited holds no sockets, even while it lingers as a
 * zombie, and no pid is involved, so a pid reused by another process (a restarted container gets the
 * same pids) cannot keep the directory locked. Abstract sockets are per network namespace: two
 * containers sharing one volume from different network namespaces are not kept apart by this.
 *
 * Elsewhere (macOS, for development) it falls back to a pid file, which can be fooled by a reused pid.
 */
export class DataDirectoryLock {
  private constructor(private readonly unlock: () => void) {}

  static async acquire(dir: string): Promise<DataDirectoryLock> {
    // The journal holds customers' addresses and phones: for the owner's eyes only.
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dir, 0o700);
    fs.rmSync(path.join(dir, LEGACY_LOCK_FILE), { force: true });
    const lock = process.platform === "linux" ? await holdAbstractSocket(dir) : acquirePidFile(dir);
    return new DataDirectoryLock(lock);
  }

  release(): void {
    this.unlock();
  }
}

/**
 * The kernel may finish closing a dead holder's sockets a moment after the process is gone (its
 * io_uring, say, is torn down by a worker): a restart right after a crash waits that long for the name.
 */
const RELEASE_WAIT_MS = 3_000;
const RETRY_MS = 100;

async function holdAbstractSocket(dir: string): Promise<() => void> {
  const digest = createHash("sha256").update(fs.realpathSync(dir)).digest("hex").slice(0, 40);
  const name = `\0vehicle-parts-engine-${digest}`;
  const deadline = Date.now() + RELEASE_WAIT_MS;
  for (;;) {
    const server = net.createServer((socket) => socket.destroy());
    // A lock, not a service: it must not keep the process alive.
    server.unref();
    const problem = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      server.once("error", resolve);
      server.listen({ path: name }, () => resolve(null));
    });
    if (!problem) return () => server.close();
    if (problem.code !== "EADDRINUSE") throw problem;
    if (Date.now() >= deadline) {
      throw new DataDirectoryInUseError(`data directory ${dir} is in use by another running engine`);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

function acquirePidFile(dir: string): () => void {
  const file = path.join(dir, PID_LOCK_FILE);
  try {
    fs.writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number(fs.readFileSync(file, "utf8"));
    // Our own pid in the file was written by a predecessor that had it, not by us.
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new DataDirectoryInUseError(`data directory ${dir} is in use by process ${owner}`);
    }
    fs.writeFileSync(file, String(process.pid));
  }
  return () => fs.rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
