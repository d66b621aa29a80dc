import type { Document } from "bson";
import { Query } from "mingo";
import { MongoCommandError, asCommandError } from "../errors";
import { cloneDocument, isPlainObject } from "../storage/keys";

type Slice = number | [number, number];

/**
 * A find projection as a function over documents. mingo applies it, with two MongoDB rules added:
 * only a positional `$` projection looks at the filter (so a findAndModify can project a document that
 * no longer matches), and `$slice` on its own keeps every other field, as an exclusion projection does.
 */
export function projector(
  filter: Document,
  projection: Document | undefined,
): ((doc: Document) => Document) | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  const picked = topLevelPick(projection);
  if (picked) return (doc) => pickFields(doc, picked);
  const positional = Object.keys(projection).some((path) => path === "$" || path.endsWith(".$"));
  const query = new Query(positional ? filter : {});
  const project = (doc: Document, spec: Document) => {
    try {
      return (query.find([doc], spec).next() as Document | undefined) ?? {};
    } catch (error) {
      throw asCommandError(error);
    }
  };
  const slices: Array<[string, Slice]> = [];
  const rest: Document = {};
  for (const [path, spec] of Object.entries(projection)) {
    if (isPlainObject(spec) && "$slice" in spec) slices.push([path, spec.$slice as Slice]);
    else rest[path] = spec;
  }
  const includes = Object.entries(rest).some(
    ([path, spec]) => path !== "_id" && spec !== 0 && spec !== false,
  );
  // mingo writes included fields in the projection's order; mongod keeps the document's. Fields the
  // projection computes or picks elements of ($elemMatch, $slice, expressions) come after the others.
  const computed = new Set(
    Object.entries(projection)
      .filter(([, spec]) => isPlainObject(spec))
      .map(([path]) => path.split(".")[0]!),
  );
  if (!slices.length || includes) return (doc) => inDocumentOrder(project(doc, projection), doc, computed);
  return (doc) => {
    const projected = Object.keys(rest).length ? project(doc, rest) : cloneDocument(doc);
    for (const [path, slice] of slices) applySlice(projected, path.split("."), slice);
    return projected;
  };
}

/** Whether a projection can only make documents smaller: none, or one that keeps or drops top-level fields. */
export function onlyDropsFields(projection: Document | undefined): boolean {
  return !projection || Object.keys(projection).length === 0 || topLevelPick(projection) !== undefined;
}

/** The top-level fields a projection names, and whether it keeps those (and only those) or drops them. */
interface TopLevelPick {
  fields: ReadonlySet<string>;
  keep: boolean;
}

/**
 * What a projection that only keeps or only drops top-level fields (`{name: 1, price: 1}`, `{notes: 0,
 * _id: 0}`) does, the shapes listings use; undefined for any other. Such a projection is a copy made here
 * rather than by mingo, since a listing page projects every document it returns.
 */
function topLevelPick(projection: Document): TopLevelPick | undefined {
  const flags = new Map<string, boolean>();
  for (const [path, spec] of Object.entries(projection)) {
    if (path.includes(".") || path.startsWith("$")) return undefined;
    if (spec === 1 || spec === true) flags.set(path, true);
    else if (spec === 0 || spec === false) flags.set(path, false);
    else return undefined;
  }
  const id = flags.get("_id");
  flags.delete("_id");
  const kinds = new Set(flags.values());
  // Mixed, e.g. {a: 1, b: 0}: mongod's error, which mingo gives.
  if (kinds.size > 1) return undefined;
  // `_id` alone is kept (`{_id: 1}`) or dropped; with others, it follows unless said otherwise.
  const keeping = kinds.has(true) || (kinds.size === 0 && id === true);
  const fields = new Set(flags.keys());
  // `_id` stays unless `_id: 0`: named among the fields kept, or among those dropped when it goes.
  if ((id !== false) === keeping) fields.add("_id");
  return { fields, keep: keeping };
}

/** A shallow copy in the document's order, as the engine hands out stored values: they are never mutated. */
function pickFields(doc: Document, { fields, keep }: TopLevelPick): Document {
  const picked: Document = {};
  for (const key of Object.keys(doc)) if (fields.has(key) === keep) picked[key] = doc[key];
  return picked;
}

/** `projected`'s fields in `source`'s order (sub-documents too), then the rest (`last` among them). */
function inDocumentOrder(
  projected: Document,
  source: Document,
  last: ReadonlySet<string> = new Set(),
): Document {
  const ordered: Document = {};
  for (const key of Object.keys(source)) {
    if (!(key in projected) || last.has(key)) continue;
    ordered[key] = inSourceOrder(projected[key], source[key]);
  }
  for (const key of Object.keys(projected)) if (!(key in ordered)) ordered[key] = projected[key];
  return ordered;
}

function inSourceOrder(value: unknown, source: unknown): unknown {
  if (isPlainObject(value) && isPlainObject(source)) return inDocumentOrder(value, source);
  if (Array.isArray(value) && Array.isArray(source) && value.length === source.length) {
    return value.map((item, i) => inSourceOrder(item, source[i]));
  }
  return value;
}

function applySlice(doc: Document, parts: string[], slice: Slice): void {
  const [head, ...tail] = parts;
  const value = doc[head!];
  if (tail.length) {
    if (isPlainObject(value)) applySlice(value, tail, slice);
    return;
  }
  if (!Array.isArray(value)) return;
  if (typeof slice === "number") {
    doc[head!] = slice >= 0 ? value.slice(0, slice) : value.slice(slice);
  } else {
    const [skip, limit] = slice;
    const start = skip < 0 ? Math.max(0, value.length + skip) : Math.min(skip, value.length);
    doc[head!] = value.slice(start, start + limit);
  }
}

/** Splits `{score: {$meta: "textScore"}}` fields off a projection: mingo does not know text scores. */
export function splitTextScores(projection: Document | undefined): [scoreFields: string[], rest?: Document] {
  if (!projection) return [[], projection];
  const isScore = (spec: unknown) => isPlainObject(spec) && spec.$meta === "textScore";
  const entries = Object.entries(projection);
  return [
    entries.filter(([, spec]) => isScore(spec)).map(([path]) => path),
    Object.fromEntries(entries.filter(([, spec]) => !isScore(spec))),
  ];
}

/** A projection that also sets each text-score field to the document's score, after the other fields. */
export function withTextScores(
  project: ((doc: Document) => Document) | undefined,
  scoreFields: string[],
  scores: Map<Document, number> | undefined,
): ((doc: Document) => Document) | undefined {
  if (!scoreFields.length) return project;
  if (!scores)
    throw new MongoCommandError(40218, "query requires text score metadata, but it is not available");
  return (doc) => {
    const projected = project ? project(doc) : { ...doc };
    for (const field of scoreFields) projected[field] = scores.get(doc);
    return projected;
  };
}
