import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where deliveries may go. An owner types an endpoint's URL, so without a guard the shop would POST to
 * whatever it names: its own admin ports, the cloud's metadata service (169.254.169.254), the office
 * network. Only https URLs to public addresses are allowed, unless WEBHOOKS_ALLOW_PRIVATE=true (a test
 * receiver on this machine, an integration inside a private network).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv6");

/** Whether an address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why an endpoint URL is refused when it is saved, or null: its form, before any name is resolved. */
export function urlProblem(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "Enter a whole URL, starting with https://";
  }
  if (url.username || url.password) return "Leave the user name and password out of the URL";
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:"))
    return "Webhooks are sent over https only: the URL must start with https://";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && (host === "localhost" || (isIP(host) && isPrivateAddress(host))))
    return "Webhooks are not sent to this machine or a private network";
  return null;
}

/**
 * A DNS lookup for the delivery's own connection that refuses private addresses: the check is made on the
 * addresses the socket then connects to, so a name cannot resolve to a public address when the URL is
 * saved and to a private one when it is used (DNS rebinding).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find(({ address }) => isPrivateAddress(address));
      if (refused) {
        return callback(
          Object.assign(new Error(`${hostname} resolves to ${refused.address}, a private address`), {
            code: "EPRIVATEADDRESS",
          }),
          [],
        );
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return first
        ? callback(null, first.address, first.family)
        : callback(new Error(`${hostname} has no address`), []);
    });
  };
}
