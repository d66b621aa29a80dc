import type { ClientSession, Db } from "mongodb";

/**
 * Runs `work` as one database transaction (the driver's withTransaction: a write conflicting with another
 * transaction's makes it run `work` again from the start, so `work` must do nothing but database
 * operations in `session`) and answers what it returned. Everything `work` wrote is there, or none of it.
 */
export async function inTransaction<T>(db: Db, work: (session: ClientSession) => Promise<T>): Promise<T> {
  const session = db.client.startSession();
  try {
    return await session.withTransaction(() => work(session));
  } finally {
    await session.endSession();
  }
}
