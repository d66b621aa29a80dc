import { ObjectId, Timestamp, type Document } from "bson";
import { Aggregator } from "mingo";
import { update as applyOperators } from "mingo/updater";
import { MongoCommandError, asCommandError, badValue, failedToParse, typeMismatch } from "../errors";
import { cloneDocument, isPlainObject, sameValue, valueKey } from "../storage/keys";
import { applySimpleUpdate } from "./simple-update";

const UPDATE_OPERATORS = new Set([
  "$set",
  "$unset",
  "$inc",
  "$mul",
  "$rename",
  "$min",
  "$max",
  "$currentDate",
  "$push",
  "$pull",
  "$pullAll",
  "$addToSet",
  "$pop",
  "$bit",
  "$setOnInsert",
]);
const PIPELINE_STAGES = new Set(["$addFields", "$set", "$project", "$unset", "$replaceRoot", "$replaceWith"]);

export type UpdateSpec = Document | Document[];

export interface UpdateOptions {
  /** The statement's filter: mingo needs it to resolve the positional `$` operator. */
  filter: Document;
  arrayFilters?: Document[];
  /** True when the update builds a new document for an upsert: only then does $setOnInsert apply. */
  inserting?: boolean;
}

/** As in MongoDB, the first field decides: `{$set: ...}` is an operator update, `{name: ...}` a replacement. */
export function isReplacement(update: UpdateSpec): update is Document {
  return !Array.isArray(update) && !Object.keys(update)[0]?.startsWith("$");
}

/** Rejects update documents MongoDB rejects, before anything is changed. */
export function validateUpdate(update: unknown): asserts update is UpdateSpec {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name)) {
        throw failedToParse(`${name ?? "stage"} is not allowed to be used within an update`);
      }
    }
    return;
  }
  if (!isPlainObject(update)) throw failedToParse("Update document must be an object or a pipeline");
  if (isReplacement(update)) return;
  const keys = Object.keys(update);
  const paths: string[] = [];
  for (const key of keys) {
    if (!UPDATE_OPERATORS.has(key)) {
      throw failedToParse(
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    const operand = update[key];
    if (!isPlainObject(operand)) {
      throw failedToParse(`Modifiers operate on fields but we found type ${typeof operand} instead.`);
    }
    for (const [path, value] of Object.entries(operand)) {
      if ((key === "$inc" || key === "$mul") && !isNumeric(value)) {
        throw typeMismatch(
          `Cannot ${key === "$inc" ? "increment" : "multiply"} with non-numeric argument: {${path}: ${JSON.stringify(value)}}`,
        );
      }
      paths.push(path);
      if (key === "$rename") paths.push(String(value));
    }
  }
  const conflict = findConflictingPath(paths);
  if (conflict) {
    throw new MongoCommandError(
      40,
      `Updating the path '${conflict[0]}' would create a conflict at '${conflict[1]}'`,
    );
  }
}

function findConflictingPath(paths: string[]): [string, string] | undefined {
  const normalized = paths.map((path) => path.replace(/\.\$(\[[^\]]*\])?/g, ""));
  for (let i = 0; i < normalized.length; i++) {
    for (let j = 0; j < normalized.length; j++) {
      const a = normalized[i]!;
      const b = normalized[j]!;
      if (i !== j && (a === b || b.startsWith(`${a}.`))) return [paths[j]!, a];
    }
  }
  return undefined;
}

function isNumeric(value: unknown): boolean {
  if (typeof value === "number" || typeof value === "bigint") return true;
  const bsonType = (value as { _bsontype?: string } | null)?._bsontype;
  return bsonType === "Long" || bsonType === "Int32" || bsonType === "Double" || bsonType === "Decimal128";
}

/**
 * Returns the updated copy of `doc` (never changing `doc`) and whether anything changed. Update operator
 * and pipeline semantics are mingo's, but for plain $set, $unset and $inc (see simple-update.ts);
 * MongoDB's rules around them (immutable `_id`, $setOnInsert, numeric $inc targets) are checked here.
 */
export function applyUpdate(
  doc: Document,
  update: UpdateSpec,
  options: UpdateOptions,
): { doc: Document; changed: boolean } {
  let next: Document;
  let changed: boolean | undefined;
  if (Array.isArray(update)) {
    next = runPipeline(doc, update);
  } else if (isReplacement(update)) {
    validateFieldNames(update);
    next = { _id: doc._id, ...update };
  } else {
    next = { ...doc };
    const { $setOnInsert, ...operators } = update as Document;
    if (options.inserting && $setOnInsert) {
      operators.$set = { ...((operators.$set as Document | undefined) ?? {}), ...($setOnInsert as Document) };
    }
    // An upsert may choose the new document's _id ({$setOnInsert: {_id: ...}}); mingo refuses any
    // write to _id, so it is placed before the operators run.
    const set = operators.$set as Document | undefined;
    if (options.inserting && next._id === undefined && set && "_id" in set) {
      const { _id, ...rest } = set;
      next._id = cloneDocument(_id);
      operators.$set = rest;
    }
    resolveCurrentDate(operators);
    const fields = topLevelFields(operators);
    checkTargets(next, operators);
    if (!applySimpleUpdate(next, operators)) {
      // mingo changes the fields it updates in place, so only those are copied; the others stay shared
      // with the stored version, which nothing changes in place either. Copying and comparing a whole
      // product to take one unit of stock cost more than the update itself.
      for (const field of fields) if (field in next) next[field] = cloneDocument(next[field]);
      // The filter is only needed for the positional `$`; compiling it for every update is not free.
      const condition = usesPositional(operators) ? options.filter : {};
      try {
        applyOperators(next, operators, options.arrayFilters, condition, { cloneMode: "deep" });
      } catch (error) {
        throw asCommandError(error);
      }
    }
    changed = fields.some((field) => field in doc !== field in next || !sameValue(doc[field], next[field]));
  }
  if (doc._id !== undefined && valueKey(next._id) !== valueKey(doc._id)) {
    throw new MongoCommandError(
      66,
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  if (next._id === undefined) next._id = doc._id;
  next = idFirst(next);
  changed ??= valueKey(next) !== valueKey(doc);
  return { doc: next, changed };
}

/** The top-level fields that operators may change: the first part of every path they name. */
function topLevelFields(operators: Document): string[] {
  const fields = new Set<string>();
  for (const [op, operand] of Object.entries(operators)) {
    for (const [path, value] of Object.entries(operand as Document)) {
      fields.add(path.split(".", 1)[0]!);
      if (op === "$rename") fields.add(String(value).split(".", 1)[0]!);
    }
  }
  return [...fields];
}

function usesPositional(operators: Document): boolean {
  return Object.values(operators).some((operand) =>
    Object.keys(operand as Document).some((path) => path.split(".").includes("$")),
  );
}

function runPipeline(doc: Document, stages: Document[]): Document {
  try {
    const [result] = new Aggregator(stages).run([cloneDocument(doc)]);
    return result as Document;
  } catch (error) {
    throw asCommandError(error);
  }
}

/** What the field an operator changes must already hold (when present), as MongoDB checks it. */
const TARGET_RULES: Record<
  string,
  {
    accepts: (value: unknown) => boolean;
    error: (path: string, doc: Document, value: unknown) => MongoCommandError;
  }
> = {
  $inc: { accepts: isNumeric, error: (path, doc, value) => nonNumeric("$inc", path, doc, value) },
  $mul: { accepts: isNumeric, error: (path, doc, value) => nonNumeric("$mul", path, doc, value) },
  $push: { accepts: Array.isArray, error: (path, doc, value) => notAnArray(path, doc, value) },
  $addToSet: { accepts: Array.isArray, error: (path, doc, value) => notAnArray(path, doc, value) },
  $pull: { accepts: Array.isArray, error: () => badValue("Cannot apply $pull to a non-array value") },
  $pullAll: { accepts: Array.isArray, error: () => badValue("Cannot apply $pull to a non-array value") },
  $pop: {
    accepts: Array.isArray,
    error: (path) => badValue(`Path '${path}' contains an element of non-array type`),
  },
};

const typeName = (value: unknown) =>
  Array.isArray(value) ? "array" : value === null ? "null" : typeof value;

const nonNumeric = (op: string, path: string, doc: Document, value: unknown) =>
  typeMismatch(
    `Cannot apply ${op} to a value of non-numeric type. {_id: ${JSON.stringify(doc._id)}} has the field '${path}' of non-numeric type ${typeName(value)}`,
  );

const notAnArray = (path: string, doc: Document, value: unknown) =>
  badValue(
    `The field '${path}' must be an array but is of type ${typeName(value)} in document {_id: ${JSON.stringify(doc._id)}}`,
  );

function checkTargets(doc: Document, operators: Document): void {
  for (const [op, rule] of Object.entries(TARGET_RULES)) {
    for (const path of Object.keys((operators[op] as Document | undefined) ?? {})) {
      if (path.includes("$")) continue;
      const current = path
        .split(".")
        .reduce<unknown>((value, part) => (isPlainObject(value) ? value[part] : undefined), doc);
      if (current !== undefined && !rule.accepts(current)) throw rule.error(path, doc, current);
    }
  }
}

let timestampIncrement = 0;

/** $currentDate becomes a $set of the server's time, as a Date or as a BSON Timestamp. */
function resolveCurrentDate(operators: Document): void {
  const fields = operators.$currentDate as Document | undefined;
  if (!fields) return;
  delete operators.$currentDate;
  const set: Document = { ...((operators.$set as Document | undefined) ?? {}) };
  for (const [path, spec] of Object.entries(fields)) {
    const type = spec === true ? "date" : isPlainObject(spec) ? spec.$type : undefined;
    if (type === "date") set[path] = new Date();
    else if (type === "timestamp") {
      set[path] = new Timestamp({ t: Math.floor(Date.now() / 1000), i: ++timestampIncrement });
    } else throw badValue(`${path} must be a boolean or {$type: 'date' | 'timestamp'}`);
  }
  operators.$set = set;
}

/** Top-level field names may not start with `$` in stored documents. */
export function validateFieldNames(doc: Document): void {
  for (const key of Object.keys(doc)) {
    if (key.startsWith("$")) {
      throw new MongoCommandError(
        52,
        `The dollar ($) prefixed field '${key}' in '${key}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
  }
}

function idFirst(doc: Document): Document {
  if (Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

/**
 * The document an upsert starts from: the filter's equality conditions (`{a: 1}`, `{a: {$eq: 1}}`, also
 * inside $and), then the update applied with $setOnInsert. A replacement keeps only the filter's `_id`.
 */
export function buildUpsert(filter: Document, update: UpdateSpec, arrayFilters?: Document[]): Document {
  const seed: Document = {};
  collectEqualities(filter, seed);
  let doc: Document;
  if (!Array.isArray(update) && isReplacement(update)) {
    validateFieldNames(update);
    doc = { ...(seed._id !== undefined ? { _id: seed._id } : {}), ...update };
  } else {
    doc = applyUpdate(seed, update, { filter: {}, arrayFilters, inserting: true }).doc;
  }
  if (doc._id === undefined) doc._id = new ObjectId();
  return idFirst(doc);
}

function collectEqualities(filter: Document, seed: Document): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === "$and" && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) collectEqualities(clause, seed);
      continue;
    }
    if (field.startsWith("$")) continue;
    const isOperatorObject =
      isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith("$"));
    if (!isOperatorObject) setPath(seed, field, cloneDocument(condition));
    else if ("$eq" in (condition as Document))
      setPath(seed, field, cloneDocument((condition as Document).$eq));
  }
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split(".");
  let target = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(target[part])) target[part] = {};
    target = target[part] as Document;
  }
  target[parts[parts.length - 1]!] = value;
}
