import type { Db } from "mongodb";

/** Why the shop refuses to start, in the words an operator needs to fix it. */
export const STANDALONE_REFUSED =
  "MongoDB at MONGODB_URI is a standalone server, which has no multi-document transactions; the shop " +
  "takes and gives back stock in transactions. Run it as a replica set (a single-node one is enough: " +
  "start mongod with --replSet rs0 and run rs.initiate() once) and name the set in MONGODB_URI " +
  "(mongodb://host:27017/?replicaSet=rs0). Atlas clusters are replica sets already.";

/**
 * Stock moves in transactions, which only a replica set member or a mongos runs: against a standalone
 * mongod they would fail on the first order, so the shop refuses to start instead, saying why.
 */
export async function requireTransactions(db: Db): Promise<void> {
  const hello = await db.admin().command({ hello: 1 });
  const replicaSetMember = typeof hello.setName === "string";
  const mongos = hello.msg === "isdbgrid";
  if (!replicaSetMember && !mongos) throw new Error(STANDALONE_REFUSED);
}
