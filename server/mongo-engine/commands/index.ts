import { adminCommands } from "./admin";
import { aggregateCommands } from "./aggregate";
import { explainCommands } from "./explain";
import { collectionCommands } from "./collections";
import type { Command } from "./context";
import { findAndModifyCommands } from "./find-and-modify";
import { indexCommands } from "./indexes";
import { readCommands } from "./reads";
import { writeCommands } from "./writes";

export const COMMANDS: ReadonlyMap<string, Command> = new Map(
  Object.entries({
    ...adminCommands,
    ...collectionCommands,
    ...indexCommands,
    ...readCommands,
    ...aggregateCommands,
    ...explainCommands,
    ...writeCommands,
    ...findAndModifyCommands,
  }),
);

/** Commands that change data: only these are refused once the journal has failed. */
export const WRITE_COMMANDS = new Set([
  "insert",
  "update",
  "delete",
  "findAndModify",
  "findandmodify",
  "commitTransaction",
  "create",
  "drop",
  "dropDatabase",
  "createIndexes",
  "dropIndexes",
]);
