import type { Readable, Writable } from "node:stream";
import type { Db } from "mongodb";
import { ShopError } from "../../shop-errors";
import type { AuditLog, AuditRecord } from "../audit/audit-log";
import type { SignedInContext } from "../common/request-context";
import type { CatalogueChanges } from "./catalogue-changes";
import { exportCatalogue } from "./catalogue-export";
import { importCatalogue, type ImportOptions, type ImportSummary } from "./catalogue-import";

/** The audit record of an import that wrote parts: how many it created, updated, left and refused. */
function importRecord(summary: ImportSummary): AuditRecord {
  const counts = ["created", "updated", "unchanged", "refused"] as const;
  return {
    kind: "catalogue.imported",
    subject: { id: "catalogue", label: "Catalogue file" },
    changes: counts.map((field) => ({ field, after: summary[field] })),
  };
}

/**
 * The catalogue as a file, for the admin's Import Catalogue page: the same import and export as the
 * `catalogue:import` and `catalogue:export` commands, inside the shop, so its copies of the catalogue
 * (facets, response cache) drop each part as soon as it is written.
 */
export class CatalogueFilesService {
  /** One import at a time per instance: two files over the same parts would race line by line. */
  private importing = false;

  constructor(
    private readonly db: Db,
    private readonly changes: CatalogueChanges,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Imports a catalogue file (catalogue-import.ts). A second import while one runs on this instance is
   * refused at the call, before anything is read, so the caller can answer it as a refusal.
   */
  // A file that wrote something is recorded in the audit log with its counts, once it is done.
  import(
    ctx: SignedInContext,
    open: () => Readable,
    options: Omit<ImportOptions, "onWritten"> = {},
  ): Promise<ImportSummary> {
    if (this.importing) {
      throw new ShopError(
        "TOO_MANY_REQUESTS",
        "Another catalogue import is running; try again when it is done",
      );
    }
    this.importing = true;
    return importCatalogue(this.db, open, {
      ...options,
      onWritten: (ids) => {
        for (const productId of ids) this.changes.publish({ kind: "product", productId });
      },
    })
      .then(async (summary) => {
        if (summary.written && summary.created + summary.updated > 0)
          await this.audit.record(null, ctx, importRecord(summary));
        return summary;
      })
      .finally(() => {
        this.importing = false;
      });
  }

  export(_ctx: SignedInContext, output: Writable): Promise<{ parts: number }> {
    return exportCatalogue(this.db, output);
  }
}
