import type { Document } from "bson";
import { MongoCommandError, badValue } from "../errors";
import { valueKey, isPlainObject } from "../storage/keys";
import type { IndexSpec } from "../storage/secondary-index";
import { asksForText, isTextSpec, textIndexSpec } from "../text/text-spec";
import { type Command, type CommandContext, requireCollection, targetName } from "./context";

const SUPPORTED_OPTIONS = new Set([
  "key",
  "name",
  "unique",
  "sparse",
  "partialFilterExpression",
  "background",
  "v",
  "weights",
  "default_language",
  "language_override",
  "textIndexVersion",
]);
const TEXT_OPTIONS = ["weights", "default_language", "language_override", "textIndexVersion"];

function defaultName(key: Document): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join("_");
}

function parseIndex(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new MongoCommandError(67, "Index key pattern must be a non-empty object");
  }
  if (asksForText(raw.key) || isTextSpec(raw)) return textIndexSpec(raw, defaultName(raw.key));
  const textOption = TEXT_OPTIONS.find((option) => raw[option] !== undefined);
  if (textOption) throw new MongoCommandError(67, `${textOption} is only for text indexes`);
  for (const [field, direction] of Object.entries(raw.key)) {
    if (direction !== 1 && direction !== -1) {
      throw new MongoCommandError(
        67,
        `Values in the index key pattern must be 1 or -1 in the embedded engine, got ${JSON.stringify(direction)} for ${field}`,
      );
    }
  }
  const unsupported = Object.keys(raw).find((option) => !SUPPORTED_OPTIONS.has(option));
  if (unsupported)
    throw new MongoCommandError(67, `the embedded engine does not support the index option '${unsupported}'`);
  if (raw.name !== undefined && (typeof raw.name !== "string" || raw.name === "")) {
    throw badValue("index name must be a non-empty string");
  }
  const spec: IndexSpec = {
    v: 2,
    key: raw.key,
    name: (raw.name as string | undefined) ?? defaultName(raw.key),
  };
  if (raw.unique) spec.unique = true;
  if (raw.sparse) spec.sparse = true;
  if (raw.partialFilterExpression !== undefined) {
    if (!isPlainObject(raw.partialFilterExpression))
      throw badValue("partialFilterExpression must be an object");
    spec.partialFilterExpression = raw.partialFilterExpression;
  }
  return spec;
}

const sameOptions = (a: IndexSpec, b: IndexSpec) =>
  TEXT_OPTIONS.every((option) => valueKey(a[option]) === valueKey(b[option])) &&
  Boolean(a.unique) === Boolean(b.unique) &&
  Boolean(a.sparse) === Boolean(b.sparse) &&
  valueKey(a.partialFilterExpression) === valueKey(b.partialFilterExpression);

/**
 * Creates the indexes in order; an identical existing index is not an error (createIndex is idempotent),
 * but the same name with another key, or the same key with other options, is.
 */
function createIndexes(ctx: CommandContext): Document {
  const name = targetName(ctx, "createIndexes");
  if (!Array.isArray(ctx.body.indexes) || ctx.body.indexes.length === 0) {
    throw badValue("Must specify at least one index to create");
  }
  const specs = ctx.body.indexes.map(parseIndex);
  const createdCollectionAutomatically = !ctx.catalog.collection(ctx.db, name);
  const collection = ctx.catalog.ensureCollection(ctx.db, name);
  const before = collection.indexes.size + 1;
  for (const spec of specs) {
    const sameName = collection.indexSpecs().find((index) => index.name === spec.name);
    if (sameName) {
      if (valueKey(sameName.key) !== valueKey(spec.key)) {
        throw new MongoCommandError(
          86,
          `An existing index has the same name as the requested index but a different key: ${spec.name}`,
        );
      }
      if (!sameOptions(sameName, spec)) {
        throw new MongoCommandError(
          85,
          `An equivalent index already exists with the same name but different options: ${spec.name}`,
        );
      }
      continue;
    }
    const sameKey = collection.indexSpecs().find((index) => valueKey(index.key) === valueKey(spec.key));
    if (sameKey && isTextSpec(spec)) {
      throw new MongoCommandError(
        85,
        `only one text index per collection allowed, found existing text index "${sameKey.name}"`,
      );
    }
    if (sameKey) {
      throw new MongoCommandError(85, `Index already exists with a different name: ${sameKey.name}`);
    }
    ctx.catalog.createIndex(collection, spec);
  }
  const after = collection.indexes.size + 1;
  return {
    numIndexesBefore: before,
    numIndexesAfter: after,
    createdCollectionAutomatically,
    ...(before === after ? { note: "all indexes already exist" } : {}),
    ok: 1,
  };
}

function listIndexes(ctx: CommandContext): Document {
  const collection = requireCollection(ctx, targetName(ctx, "listIndexes"));
  const cursorOptions = ctx.body.cursor as Document | undefined;
  const cursor = ctx.cursors.firstBatch(collection.ns, collection.indexSpecs(), {
    batchSize: cursorOptions?.batchSize as number | undefined,
  });
  return { cursor, ok: 1 };
}

function dropIndexes(ctx: CommandContext): Document {
  const name = targetName(ctx, "dropIndexes");
  const collection = ctx.catalog.collection(ctx.db, name);
  if (!collection) throw new MongoCommandError(26, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = collection.indexes.size + 1;
  const target = ctx.body.index;
  let names: string[];
  if (target === "*") {
    names = [...collection.indexes.keys()];
  } else if (typeof target === "string") {
    names = [target];
  } else if (Array.isArray(target)) {
    names = target.map(String);
  } else if (isPlainObject(target)) {
    const match = collection.indexSpecs().find((spec) => valueKey(spec.key) === valueKey(target));
    if (!match) throw new MongoCommandError(27, `can't find index with key: ${JSON.stringify(target)}`);
    names = [match.name];
  } else {
    throw badValue("'index' must be a string, an array of names or a key pattern");
  }
  if (names.includes("_id_")) throw new MongoCommandError(72, "cannot drop _id index");
  const missing = names.find((index) => !collection.indexes.has(index));
  if (missing) throw new MongoCommandError(27, `index not found with name [${missing}]`);
  for (const index of names) ctx.catalog.dropIndex(collection, index);
  return { nIndexesWas, ok: 1 };
}

export const indexCommands: Record<string, Command> = { createIndexes, listIndexes, dropIndexes };
