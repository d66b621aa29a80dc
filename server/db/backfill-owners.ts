import type { Db } from "mongodb";
import { collection } from "./collections";
import type { ReviewDocument } from "./models";

/** Orders and reviews stored before they had owners: they were tied to an e-mail string. */
const UNOWNED = { userId: { $exists: false } };

/**
 * Gives orders and reviews stored by earlier versions of the shop their owner's id. An e-mail can have
 * been removed and signed up again by someone else, so a record goes to the account with its e-mail
 * only if that account existed when the record was written; the rest belong to nobody (null) and stay
 * in the admin's lists. Runs at every start; once nothing is unowned it costs two indexed lookups.
 */
export async function backfillOwners(db: Db): Promise<void> {
  const orders = collection(db, "orders");
  const reviews = db.collection<ReviewDocument & { email?: string }>("reviews");
  const pending =
    (await orders.countDocuments(UNOWNED, { limit: 1 })) +
    (await reviews.countDocuments(UNOWNED, { limit: 1 }));
  if (pending === 0) return;
  const users = collection(db, "users").find({}, { projection: { _id: 1, email: 1, createdAt: 1 } });
  for await (const user of users) {
    const theirs = { ...UNOWNED, email: user.email, createdAt: { $gte: user.createdAt } };
    await orders.updateMany(theirs, { $set: { userId: user._id } });
    await reviews.updateMany(theirs, { $set: { userId: user._id }, $unset: { email: "" } });
  }
  await orders.updateMany(UNOWNED, { $set: { userId: null } });
  await reviews.updateMany(UNOWNED, { $set: { userId: null }, $unset: { email: "" } });
}
