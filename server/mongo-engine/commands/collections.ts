import type { Document } from "bson";
import { MongoCommandError } from "../errors";
import { Filter } from "../query/filter";
import { ID_INDEX } from "../storage/collection";
import { valueKey } from "../storage/keys";
import { type Command, type CommandContext, targetName } from "./context";

/** Options that would change what a collection is; the engine stores plain collections only. */
const UNSUPPORTED_CREATE_OPTIONS = ["capped", "timeseries", "viewOn", "clusteredIndex", "encryptedFields"];

/** Creating an existing collection again with the same options is a no-op, as in MongoDB. */
function create(ctx: CommandContext): Document {
  const name = targetName(ctx, "create");
  const {
    create: _name,
    $db: _db,
    lsid: _lsid,
    writeConcern: _wc,
    $readPreference: _rp,
    ...options
  } = ctx.body;
  const existing = ctx.catalog.collection(ctx.db, name);
  if (existing) {
    if (valueKey(existing.options) === valueKey(options)) return { ok: 1 };
    throw new MongoCommandError(48, `Collection ${ctx.db}.${name} already exists with different options.`);
  }
  const unsupported = UNSUPPORTED_CREATE_OPTIONS.find((option) => ctx.body[option]);
  if (unsupported) {
    throw new MongoCommandError(115, `the embedded engine does not support '${unsupported}' collections`);
  }
  ctx.catalog.createCollection(ctx.db, name, options);
  return { ok: 1 };
}

/** Since MongoDB 7.0 dropping a missing collection succeeds. */
function drop(ctx: CommandContext): Document {
  const name = targetName(ctx, "drop");
  const collection = ctx.catalog.collection(ctx.db, name);
  const nIndexesWas = collection ? collection.indexes.size + 1 : undefined;
  ctx.catalog.dropCollection(ctx.db, name);
  return { ns: `${ctx.db}.${name}`, nIndexesWas, ok: 1 };
}

function dropDatabase(ctx: CommandContext): Document {
  ctx.catalog.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
}

function listCollections(ctx: CommandContext): Document {
  const filter = Filter.from(ctx.body.filter);
  const entries = ctx.catalog
    .collections(ctx.db)
    .map((collection) => ({
      name: collection.name,
      type: "collection",
      options: collection.options,
      info: { readOnly: false },
      idIndex: ID_INDEX,
    }))
    .filter((entry) => filter.test(entry))
    .map((entry) => (ctx.body.nameOnly ? { name: entry.name, type: entry.type } : entry));
  const cursorOptions = ctx.body.cursor as Document | undefined;
  const cursor = ctx.cursors.firstBatch(`${ctx.db}.$cmd.listCollections`, entries, {
    batchSize: cursorOptions?.batchSize as number | undefined,
  });
  return { cursor, ok: 1 };
}

export const collectionCommands: Record<string, Command> = {
  create,
  drop,
  dropDatabase,
  listCollections,
};
