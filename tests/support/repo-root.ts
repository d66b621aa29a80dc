import path from "node:path";

/** The repository's root, for tests that read its files or run its scripts wherever the test file sits. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..");
