import type { Db, IndexDescription } from "mongodb";

/**
 * The indexes the shop relies on, created at start-up (createIndexes is idempotent). Unique ones are
 * rules, not just speed: one account per e-mail, one product per part number.
 */
export const APP_INDEXES: Record<string, IndexDescription[]> = {
  users: [{ key: { email: 1 }, name: "email_1", unique: true }],
  products: [
    { key: { partNumber: 1 }, name: "partNumber_1", unique: true },
    { key: { category: 1 }, name: "category_1" },
  ],
  orders: [{ key: { userId: 1, createdAt: -1 }, name: "userId_1_createdAt_-1" }],
  reviews: [{ key: { createdAt: -1 }, name: "createdAt_-1" }],
};

export async function ensureIndexes(db: Db): Promise<void> {
  for (const [collection, indexes] of Object.entries(APP_INDEXES)) {
    await db.collection(collection).createIndexes(indexes);
  }
}
