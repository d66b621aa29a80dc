import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ShopContext } from "../graphql/context";
import { STATUS_OF_CODE } from "../rest/route";
import { ShopError } from "../shop-errors";
import type { PicturesService } from "../services/catalogue/pictures.service";
import {
  PICTURE_MAX_BYTES,
  PICTURE_PATH_PREFIX,
  PICTURE_REFUSALS,
  PICTURE_UPLOAD_PATH,
} from "../../shared/product-pictures";
import { catalogueStaffOf, refuse } from "./staff-route";

/** An address names its bytes (their hash), so what it answers never changes: kept a year, unasked. */
const FOREVER = "public, max-age=31536000, immutable";

/**
 * Product pictures uploaded from the Add Product and Edit forms (services/catalogue/pictures.service.ts):
 * - POST PICTURE_UPLOAD_PATH takes the picture's bytes as the body, whatever content type it is sent with
 *   (the bytes say what it is), from catalogue staff only (401, 403), at most PICTURE_MAX_BYTES (413);
 *   a file that is no JPEG, PNG or WebP is refused (400). The answer is `{ url }`, the public address.
 * - GET PICTURE_PATH_PREFIX{sha256}.{jpg,png,webp} serves it to anyone, as product pages show it.
 * Files are not GraphQL's business (no uploads in the schema), as for the catalogue file.
 */
export function registerProductPictures(
  app: FastifyInstance,
  {
    contextFor,
    pictures,
  }: {
    contextFor: (request: FastifyRequest) => Promise<ShopContext>;
    /** The public read needs no caller: served without looking at any token. */
    pictures: PicturesService;
  },
): void {
  void app.register(async (scope) => {
    // Any body stays a stream of bytes (even one sent as JSON or text: the bytes say what it is), counted
    // here, so a large one is refused in the shop's words and shape.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

    scope.post(PICTURE_UPLOAD_PATH, { config: { compress: false } }, async (request, reply) => {
      const ctx = await catalogueStaffOf(request, reply, contextFor);
      if (!ctx) return reply;
      const bytes = await readAtMost(request.body as Readable | undefined, PICTURE_MAX_BYTES);
      if (!bytes) {
        // The rest of the body is discarded and the connection closed after the answer.
        reply.header("connection", "close");
        return refuse(reply, 413, "PAYLOAD_TOO_LARGE", PICTURE_REFUSALS.tooLarge);
      }
      try {
        const url = await pictures.store(ctx, bytes);
        return await reply.code(201).header("cache-control", "no-store").send({ url });
      } catch (error) {
        if (error instanceof ShopError)
          return refuse(reply, STATUS_OF_CODE[error.code], error.code, error.message);
        throw error;
      }
    });

    scope.get<{ Params: { file: string } }>(`${PICTURE_PATH_PREFIX}:file`, async (request, reply) => {
      const picture = await pictures.read(request.params.file);
      if (!picture) return refuse(reply, 404, "NOT_FOUND", "Picture not found");
      return reply
        .type(picture.contentType)
        .header("cache-control", FOREVER)
        .header("etag", `"${request.params.file}"`)
        .send(picture.bytes);
    });
  });
}

/** The body's bytes, or undefined past `max` (what follows is let through unread). No body: no bytes. */
async function readAtMost(body: Readable | undefined, max: number): Promise<Buffer | undefined> {
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > max) {
      body.resume();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
