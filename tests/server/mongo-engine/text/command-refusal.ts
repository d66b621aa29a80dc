import { MongoCommandError } from "../../../../server/mongo-engine/errors";

/**
 * How the engine refuses `run`: the code and message (mongod's errmsg) of the MongoCommandError it
 * throws. Any other error is thrown on, and a `run` that is accepted fails the test.
 */
export function commandRefusal(run: () => unknown): { code: MongoCommandError["code"]; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof MongoCommandError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("accepted without an error");
}
