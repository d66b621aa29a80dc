import { readFile } from "node:fs/promises";
import type { FastifyReply } from "fastify";

/**
 * Sends one of the HTML pages Vite built (the shop, the explorer), read on each visit (a small file) so a
 * rebuild is picked up without a restart. A missing build is a 503 that says how to make it, not a crash.
 */
export async function sendBuiltPage(
  reply: FastifyReply,
  file: string,
  { what, status = 200 }: { what: string; status?: number },
): Promise<FastifyReply> {
  let page: string;
  try {
    page = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return reply
      .code(503)
      .type("text/plain; charset=utf-8")
      .send(`${what} is not built (${file} is missing). Run \`npm run build\`.\n`);
  }
  return reply.code(status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
}
