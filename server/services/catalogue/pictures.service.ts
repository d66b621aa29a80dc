import { createHash } from "node:crypto";
import { Binary, type Db } from "mongodb";
import { collection } from "../../db/collections";
import type { PictureDocument } from "../../db/models";
import { inTransaction } from "../../db/transactions";
import {
  PICTURE_KINDS,
  PICTURE_MAX_BYTES,
  PICTURE_PATH_PREFIX,
  PICTURE_REFUSALS,
  type PictureType,
} from "../../../shared/product-pictures";
import { ValidationError } from "../../shop-errors";
import type { AuditLog } from "../audit/audit-log";
import type { SignedInContext } from "../common/request-context";

/**
 * The kind of picture the bytes are, by their first bytes (the formats' signatures), never by a file
 * name or a content type the sender chose: a page or a script sent as "photo.jpg" is refused.
 */
export function pictureTypeOf(bytes: Buffer): PictureType | undefined {
  const starts = (offset: number, ...signature: number[]) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  // RIFF, the file's size, then WEBP.
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return undefined;
}

/** A picture's file name under PICTURE_PATH_PREFIX: its hash and its kind's extension. */
const FILE_NAME = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

/**
 * Product pictures uploaded by catalogue staff, kept in the database (one document each, far below the
 * 16 MB document limit at PICTURE_MAX_BYTES) so every instance of the shop serves every picture, and
 * addressed by the SHA-256 of their bytes: an address never changes what it shows, so browsers and CDNs
 * may keep it for a year, and the same picture uploaded twice is stored once. Every upload is in the
 * audit log, written in the upload's transaction: who put which bytes on the shop's pages.
 */
export class PicturesService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
  ) {}

  private get pictures() {
    return collection(this.db, "pictures");
  }

  /** Stores the picture, records who uploaded it, and answers its public address. */
  async store(ctx: SignedInContext, bytes: Buffer): Promise<string> {
    if (bytes.length > PICTURE_MAX_BYTES)
      throw new ValidationError([{ field: "picture", message: PICTURE_REFUSALS.tooLarge }]);
    const contentType = pictureTypeOf(bytes);
    if (!contentType)
      throw new ValidationError([{ field: "picture", message: PICTURE_REFUSALS.notAPicture }]);
    const hash = createHash("sha256").update(bytes).digest("hex");
    const url = `${PICTURE_PATH_PREFIX}${hash}.${PICTURE_KINDS[contentType]}`;
    await inTransaction(this.db, async (session) => {
      // Already stored, the same bytes keep their address; a duplicate key would abort the transaction,
      // so it is looked for first (two uploads of the same bytes at once conflict, and one runs again).
      const stored = await this.pictures.countDocuments({ _id: hash }, { session, limit: 1 });
      if (!stored) {
        const picture: PictureDocument = {
          _id: hash,
          contentType,
          bytes: new Binary(bytes),
          createdAt: new Date(),
        };
        await this.pictures.insertOne(picture, { session });
      }
      await this.audit.record(session, ctx, {
        kind: "picture.uploaded",
        subject: { id: hash, label: url },
        changes: [{ field: "picture", before: null, after: { url, type: contentType, bytes: bytes.length } }],
      });
    });
    return url;
  }

  /** The picture of a file name under PICTURE_PATH_PREFIX, or null when there is none. */
  async read(fileName: string): Promise<{ contentType: PictureType; bytes: Buffer } | null> {
    const [, hash, extension] = FILE_NAME.exec(fileName) ?? [];
    if (!hash) return null;
    const found = await this.pictures.findOne({ _id: hash });
    if (!found || PICTURE_KINDS[found.contentType] !== extension) return null;
    return { contentType: found.contentType, bytes: Buffer.from(found.bytes.buffer) };
  }
}
