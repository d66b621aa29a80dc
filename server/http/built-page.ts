import { readFile } from "node:fs/promises";
import type { FastifyReply } from "fastify";

/**
 * One of the small files Vite built (a page, the page list), read on each visit so a rebuild is picked up
 * without a restart. Undefined when it is missing: the client has not been built.
 */
export async function readBuiltFile(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return undefined;
  }
}

/** A missing build is a 503 that says how to make it, not a crash. */
export function sendNotBuilt(reply: FastifyReply, what: string, file: string): FastifyReply {
  return reply
    .code(503)
    .type("text/plain; charset=utf-8")
    .send(`${what} is not built (${file} is missing). Run \`npm run build\`.\n`);
}

/** Sends one of the HTML pages Vite built (the shop, the explorer), read on each visit. */
export async function sendBuiltPage(
  reply: FastifyReply,
  file: string,
  { what, status = 200 }: { what: string; status?: number },
): Promise<FastifyReply> {
  const page = await readBuiltFile(file);
  if (page === undefined) return sendNotBuilt(reply, what, file);
  return sendPage(reply, page, status);
}

/** An HTML page, asked for again on each visit (its scripts' names change with every build). */
export function sendPage(reply: FastifyReply, page: string, status = 200): FastifyReply {
  return reply.code(status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
}
