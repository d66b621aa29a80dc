import type { Readable, Writable } from "node:stream";
import type { Db } from "mongodb";
import { ShopError } from "../../shop-errors";
import type { SignedInContext } from "../common/request-context";
import type { CatalogueChanges } from "./catalogue-changes";
import { exportCatalogue } from "./catalogue-export";
import { importCatalogue, type ImportOptions, type ImportSummary } from "./catalogue-import";

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
  ) {}

  /**
   * Imports a catalogue file (catalogue-import.ts). A second import while one runs on this instance is
   * refused at the call, before anything is read, so the caller can answer it as a refusal.
   */
  // The admin acting comes first, as in every method that changes data: the audit log will record it.
  import(
    _ctx: SignedInContext,
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
    }).finally(() => {
      this.importing = false;
    });
  }

  export(_ctx: SignedInContext, output: Writable): Promise<{ parts: number }> {
    return exportCatalogue(this.db, output);
  }
}
