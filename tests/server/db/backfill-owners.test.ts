import { ObjectId } from "mongodb";
import { describe, expect, it } from "vitest";
import { backfillOwners } from "../../../server/db/backfill-owners";
import { useShopDatabase } from "../../support/backing-services";

/** Orders and reviews from before they had owners get their owner's id, never a later account's. */
describe("backfillOwners", () => {
  const database = useShopDatabase("backfill-");

  it("gives each record the account that existed when it was written, and nobody else's", async () => {
    const { db } = database;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const ana = { _id: new ObjectId(), email: "ana@example.com", createdAt: day(1) };
    // ben@ was removed and signed up again by someone else on day 10.
    const newBen = { _id: new ObjectId(), email: "ben@example.com", createdAt: day(10) };
    await db.collection("users").insertMany([ana, newBen]);
    const order = (email: string, n: number) => ({ _id: new ObjectId(), email, createdAt: day(n) });
    const [anaOrder, oldBenOrder, newBenOrder] = [
      order(ana.email, 2),
      order(newBen.email, 5),
      order(newBen.email, 11),
    ];
    await db.collection("orders").insertMany([anaOrder, oldBenOrder, newBenOrder]);
    const anaReview = { _id: new ObjectId(), name: "Ana", email: ana.email, createdAt: day(3) };
    await db.collection("reviews").insertOne(anaReview);

    await backfillOwners(db);
    const ownerOf = async (collection: string, _id: ObjectId) =>
      (await db.collection(collection).findOne({ _id }))?.userId;
    expect(await ownerOf("orders", anaOrder._id)).toEqual(ana._id);
    expect(await ownerOf("orders", oldBenOrder._id)).toBeNull();
    expect(await ownerOf("orders", newBenOrder._id)).toEqual(newBen._id);
    expect(await db.collection("reviews").findOne({ _id: anaReview._id })).toEqual({
      _id: anaReview._id,
      name: "Ana",
      userId: ana._id,
      createdAt: anaReview.createdAt,
    });
    // Once done, a second run changes nothing.
    const before = await db.collection("orders").find().toArray();
    await backfillOwners(db);
    expect(await db.collection("orders").find().toArray()).toEqual(before);
  });
});
