import { spawn } from "node:child_process";
import { REPO_ROOT } from "./repo-root";

/**
 * How long a command may run before it is taken for hung and killed; upper bounds only: seed:bulk of 500
 * parts takes 1 to 3 s here, 5 to 10 s on a loaded CI machine.
 */
export const SCRIPT_TIMEOUT_MS = 60_000;

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
  output: string;
}

/**
 * `npm run <script> -- <args>` on `dataDir` as an admin runs it, in its own process group, killed if it
 * hangs. Exactly this environment: a suite run against a real mongod (MONGODB_URI) must not reach here.
 */
export function runNpmScript(script: string, args: string[], dataDir: string): Promise<ScriptRun> {
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), SCRIPT_TIMEOUT_MS);
  return new Promise((resolve) =>
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, output: stdout + stderr });
    }),
  );
}
