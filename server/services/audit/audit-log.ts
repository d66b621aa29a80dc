import { ObjectId, type ClientSession, type Db, type Filter } from "mongodb";
import { collection } from "../../db/collections";
import { AUDIT_BY_EMAIL, AUDIT_BY_KIND } from "../../db/indexes";
import type { AuditChangeDocument, AuditEntryDocument, AuditKind } from "../../db/models";
import { CROSS_FIELD_MESSAGES } from "../../../shared/field-rules/messages";
import { USER_SEARCH_FIELDS } from "../../../shared/field-rules/shop-fields";
import { readPage, type Page, type PageOrder } from "../common/paging";
import type { SignedInContext } from "../common/request-context";
import { Validator } from "../common/validation";
import { emailStartingWith } from "../users/email-search";

export type AuditPage = Page<AuditEntryDocument>;

/** What a change to record says: its kind, what it changed, and the fields with their values. */
export interface AuditRecord {
  kind: AuditKind;
  subject: AuditEntryDocument["subject"];
  changes: AuditChangeDocument[];
}

export interface AuditFilterArgs {
  by?: string | null;
  kind?: AuditKind | null;
  from?: Date | null;
  to?: Date | null;
}

/** The Audit page's order, newest first, with `_id` breaking ties as its cursors do. */
const NEWEST_FIRST: PageOrder = { key: "at", direction: -1, kind: "date" };

/** Compares stored values as the database would store them: arrays and sub-documents by their content. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `after` whose values differ from `before`'s, as an audit record lists them: a price
 * changed from 10 to 12, a role list from [] to ["orders"]. Fields left as they were are not listed.
 */
export function changedFields<T extends object>(
  before: Partial<T>,
  after: Partial<T>,
): AuditChangeDocument[] {
  return (Object.keys(after) as (keyof T & string)[])
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/**
 * Who changed what, when, from which value to which: every change staff make to the catalogue, orders
 * and accounts. Each record is written with the session of the change's own transaction, so a change
 * and its record are stored together or not at all; nothing in the shop updates or deletes a record
 * (no API does: the log is read-only to everyone, owners included).
 */
export class AuditLog {
  constructor(private readonly db: Db) {}

  private get entries() {
    return collection(this.db, "auditLog");
  }

  /**
   * Records a change made by the caller, inside the change's transaction (`session`); null only for a
   * record of its own, after the fact (an import's summary: its thousands of writes are batches, each
   * one write, not one transaction).
   */
  async record(session: ClientSession | null, ctx: SignedInContext, change: AuditRecord): Promise<void> {
    await this.entries.insertOne(
      {
        _id: new ObjectId(),
        at: new Date(),
        by: { userId: ctx.user._id, email: ctx.user.email },
        ...change,
      },
      { session: session ?? undefined },
    );
  }

  /** The Audit page: newest first, narrowed to one person (by the start of their e-mail), a kind, a time. */
  list(args: AuditFilterArgs & { first?: number | null; after?: string | null }): Promise<AuditPage> {
    const v = new Validator();
    const byRange = emailStartingWith(v, args.by, USER_SEARCH_FIELDS.email, "by");
    if (args.from && args.to && args.from >= args.to) v.add("to", CROSS_FIELD_MESSAGES.toNotAfterFrom());
    v.check();
    const filter: Filter<AuditEntryDocument> = {};
    if (byRange) filter["by.email"] = byRange;
    if (args.kind) filter.kind = args.kind;
    if (args.from || args.to)
      filter.at = { ...(args.from && { $gte: args.from }), ...(args.to && { $lt: args.to }) };
    return readPage(this.entries, filter, NEWEST_FIRST, {
      first: args.first,
      after: args.after,
      // A person's or a kind's records are few beside the whole log: walk their own index.
      hint: byRange ? AUDIT_BY_EMAIL : args.kind ? AUDIT_BY_KIND : undefined,
    });
  }
}
