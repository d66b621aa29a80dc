import { errorMessage } from "./graphql-errors";
import { toast } from "./toast";

/**
 * Runs what the user asked for (a mutation, mostly) and tells them how it went: `success` as a toast, or
 * the failure's message. Never rejects: resolves true once it is done, false when it failed.
 */
export async function withToasts(action: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (failure) {
    toast.error(errorMessage(failure));
    return false;
  }
}
