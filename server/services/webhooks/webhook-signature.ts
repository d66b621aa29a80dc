import { createHmac } from "node:crypto";

/** The header a delivery's signature travels in. */
export const SIGNATURE_HEADER = "x-shop-signature";

/**
 * A delivery's signature, as the README documents it for receivers: `t=<unix seconds>,v1=<hex>`, the hex
 * being HMAC-SHA256 under the endpoint's secret of the timestamp, a dot and the raw body. Signing the
 * time too lets a receiver refuse an old delivery replayed (Stripe signs its webhooks the same way).
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}
