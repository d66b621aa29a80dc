/**
 * Errors answered to clients carry MongoDB's numeric codes and code names, so drivers and applications
 * that branch on `code` (11000 for duplicate keys above all) behave as they would against mongod.
 */
const CODE_NAMES = {
  1: "InternalError",
  2: "BadValue",
  4: "NoSuchKey",
  9: "FailedToParse",
  10: "UserNotFound",
  13: "Unauthorized",
  14: "TypeMismatch",
  16: "InvalidLength",
  20: "IllegalOperation",
  26: "NamespaceNotFound",
  27: "IndexNotFound",
  40: "ConflictingUpdateOperators",
  43: "CursorNotFound",
  48: "NamespaceExists",
  52: "DollarPrefixedFieldName",
  59: "CommandNotFound",
  66: "ImmutableField",
  67: "CannotCreateIndex",
  72: "InvalidOptions",
  73: "InvalidNamespace",
  85: "IndexOptionsConflict",
  112: "WriteConflict",
  86: "IndexKeySpecsConflict",
  115: "CommandNotSupported",
  168: "InvalidPipelineOperator",
  171: "CannotIndexParallelArrays",
  225: "TransactionTooOld",
  251: "NoSuchTransaction",
  256: "TransactionCommitted",
  263: "OperationNotSupportedInTransaction",
  10334: "BSONObjectTooLarge",
  11000: "DuplicateKey",
  17261: "Location17261",
  17262: "Location17262",
  17419: "Location17419",
  40218: "Location40218",
  40324: "Location40324",
  51024: "Location51024",
  51074: "Location51074",
  51075: "Location51075",
  51091: "Location51091",
  51108: "Location51108",
  50768: "Location50768",
} as const;

export type ErrorCode = keyof typeof CODE_NAMES;

/**
 * Labels tell the driver what to do with an error: `TransientTransactionError` makes
 * `withTransaction` run the whole transaction again.
 */
export type ErrorLabel = "TransientTransactionError";

export class MongoCommandError extends Error {
  readonly code: ErrorCode;
  /** Extra fields MongoDB puts beside errmsg, e.g. keyPattern and keyValue of a duplicate key. */
  readonly details: Record<string, unknown>;
  readonly labels: ErrorLabel[];

  constructor(
    code: ErrorCode,
    message: string,
    details: Record<string, unknown> = {},
    labels: ErrorLabel[] = [],
  ) {
    super(message);
    this.code = code;
    this.details = details;
    this.labels = labels;
  }

  get codeName(): string {
    return CODE_NAMES[this.code];
  }

  /** The body of an `{ok: 0}` reply. */
  toReply(): Record<string, unknown> {
    const reply = { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.details };
    return this.labels.length ? { ...reply, errorLabels: this.labels } : reply;
  }

  /** An entry of a write command's `writeErrors` array. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, codeName: this.codeName, errmsg: this.message, ...this.details };
  }
}

export const badValue = (message: string) => new MongoCommandError(2, message);
export const failedToParse = (message: string) => new MongoCommandError(9, message);
export const typeMismatch = (message: string) => new MongoCommandError(14, message);

/**
 * Another transaction holds the document, or it changed after this transaction's snapshot: run again.
 * mongod's words unless the moment calls for others (a conflict found at commit).
 */
export const writeConflict = (
  message = "Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.",
) => new MongoCommandError(112, message, {}, ["TransientTransactionError"]);

/** mingo's messages for mistakes that MongoDB answers with a code of their own. */
const MINGO_ERRORS: Array<[RegExp, (match: RegExpExecArray) => MongoCommandError]> = [
  [
    /unregistered pipeline operator (\$\w+)/,
    (m) => new MongoCommandError(40324, `Unrecognized pipeline stage name: '${m[1]}'`),
  ],
  [
    /accumulator '(\$\w+)' is not registered/,
    (m) => new MongoCommandError(168, `Unrecognized expression '${m[1]}'`),
  ],
  [/would modify the immutable field '_id'/, (m) => new MongoCommandError(66, m.input.replace(/\.$/, ""))],
];

/**
 * Errors thrown by mingo (unknown operators, bad arguments) are the client's fault: they become MongoDB's
 * error for the same mistake, BadValue by default, instead of bringing the command, or the engine, down.
 */
export function asCommandError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  for (const [pattern, toError] of MINGO_ERRORS) {
    const match = pattern.exec(message);
    if (match) return toError(match);
  }
  return badValue(message);
}
