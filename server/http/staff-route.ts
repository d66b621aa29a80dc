import type { FastifyReply, FastifyRequest } from "fastify";
import type { ShopContext } from "../graphql/context";
import { lacksRole, notSignedIn, type SignedInContext } from "../services/common/request-context";
import { STATUS_OF_CODE } from "../rest/route";

/**
 * The catalogue's own HTTP routes (the catalogue file, picture uploads) are outside GraphQL, so
 * graphql-shield does not guard them: each checks its caller here, with the same rule and the same words
 * as the catalogue's mutations.
 */

/** The caller when staff with the catalogue role; otherwise the refusal is sent (401 not signed in, 403 not). */
export async function catalogueStaffOf(
  request: FastifyRequest,
  reply: FastifyReply,
  contextFor: (request: FastifyRequest) => Promise<ShopContext>,
): Promise<(ShopContext & SignedInContext) | undefined> {
  const ctx = await contextFor(request);
  if (!ctx.user) {
    const refusal = notSignedIn(ctx);
    refuse(reply, STATUS_OF_CODE[refusal.code], refusal.code, refusal.message);
    return undefined;
  }
  const lacking = lacksRole(ctx, "catalogue");
  if (lacking) {
    refuse(reply, STATUS_OF_CODE[lacking.code], lacking.code, lacking.message);
    return undefined;
  }
  return ctx as ShopContext & SignedInContext;
}

/** A refusal in the shop's HTTP error shape: `{ error: { code, message } }`, never cached. */
export function refuse(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").send({ error: { code, message } });
}
