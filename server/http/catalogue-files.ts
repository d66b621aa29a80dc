import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ShopContext } from "../graphql/context";
import type { ImportEvent } from "../../shared/catalogue-import";
import type { SignedInContext } from "../services/common/request-context";
import { STATUS_OF_CODE } from "../rest/route";
import { ShopError } from "../shop-errors";
import { catalogueStaffOf, refuse } from "./staff-route";

/** GET: the catalogue as a CSV file; POST (`text/csv`): a file to import. Admins only. */
export const CATALOGUE_FILE_PATH = "/admin/catalogue.csv";
/** Far above a real catalogue (100,000 parts with three fitments each are about 20 MB). */
export const CATALOGUE_UPLOAD_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The Import Catalogue page's calls, for staff with the catalogue role only (checked here, as graphql-shield checks GraphQL's):
 * - GET answers every part as a catalogue file (server/services/catalogue/catalogue-file.ts), streamed.
 * - POST takes a file as the request body (`?goodLinesOnly=true` writes the good lines of a file with
 *   problems). The body is kept in a temporary file first, as an import reads its file twice (checked
 *   whole, then written); the answer is a stream of JSON lines, the import's progress and then its
 *   summary, so the page can show a bar while 100,000 parts go in.
 * Files are not GraphQL's business (no uploads in the schema) and not the legacy REST adapter's.
 */
export function registerCatalogueFiles(
  app: FastifyInstance,
  contextFor: (request: FastifyRequest) => Promise<ShopContext>,
): void {
  void app.register(async (scope) => {
    // The body stays a stream: the route counts and spools it itself, past Fastify's small body limit.
    scope.addContentTypeParser(["text/csv", "application/octet-stream"], (_request, payload, done) =>
      done(null, payload),
    );

    scope.get(CATALOGUE_FILE_PATH, async (request, reply) => {
      const ctx = await catalogueStaffOf(request, reply, contextFor);
      if (!ctx) return reply;
      const body = new PassThrough();
      const day = new Date().toISOString().slice(0, 10);
      void ctx.services.catalogueFiles
        .export(ctx, body)
        .catch((error: unknown) => body.destroy(error as Error));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="catalogue-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(body);
    });

    scope.post(CATALOGUE_FILE_PATH, { config: { compress: false } }, async (request, reply) => {
      const ctx = await catalogueStaffOf(request, reply, contextFor);
      if (!ctx) return reply;
      if (!isReadable(request.body)) {
        return refuse(reply, 415, "UNSUPPORTED_MEDIA_TYPE", "Send the catalogue as text/csv");
      }
      const folder = await mkdtemp(path.join(tmpdir(), "catalogue-upload-"));
      const file = path.join(folder, "catalogue.csv");
      try {
        const size = new ByteCounter(CATALOGUE_UPLOAD_MAX_BYTES);
        await pipeline(request.body, size, createWriteStream(file));
        return await answerImport(ctx, reply, file, size.bytes, {
          goodLinesOnly: (request.query as { goodLinesOnly?: string }).goodLinesOnly === "true",
        });
      } catch (error) {
        if (error instanceof TooLarge) {
          return refuse(
            reply,
            413,
            "PAYLOAD_TOO_LARGE",
            `The file is larger than ${CATALOGUE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
          );
        }
        if (error instanceof ShopError)
          return refuse(reply, STATUS_OF_CODE[error.code], error.code, error.message);
        throw error;
      } finally {
        // The answer has been streamed whole by now (answerImport waits for the import's end).
        await rm(folder, { recursive: true, force: true });
      }
    });
  });
}

/** Streams the import's progress and then its summary as JSON lines; resolves once the import is done. */
async function answerImport(
  ctx: ShopContext & SignedInContext,
  reply: FastifyReply,
  file: string,
  size: number,
  options: { goodLinesOnly: boolean },
): Promise<FastifyReply> {
  const events = new PassThrough();
  const send = (event: ImportEvent) => events.write(`${JSON.stringify(event)}\n`);
  // Refused at the call (another import running), before anything is streamed: answered with its status.
  const imported = ctx.services.catalogueFiles.import(ctx, () => createReadStream(file), {
    ...options,
    onProgress: (progress) =>
      send({ progress: { ...progress, fraction: size ? progress.bytesRead / size : 1 } }),
  });
  void reply.type("application/x-ndjson; charset=utf-8").header("cache-control", "no-store").send(events);
  try {
    send({ summary: await imported });
  } catch (error) {
    // The status has been sent: the failure is the stream's last line, for the page to show.
    reply.log.error(error);
    send({
      error: { code: "INTERNAL", message: "The import stopped; parts written before this stay written" },
    });
  } finally {
    events.end();
  }
  return reply;
}

const isReadable = (body: unknown): body is Readable =>
  typeof body === "object" && body !== null && typeof (body as Readable).pipe === "function";

class TooLarge extends Error {}

/** Passes bytes on, counting them, and stops the stream past `max`. */
class ByteCounter extends Transform {
  bytes = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.max) return done(new TooLarge());
    done(null, chunk);
  }
}
