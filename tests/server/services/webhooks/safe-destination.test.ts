import { describe, expect, it } from "vitest";
import { guardedLookup, isPrivateAddress } from "../../../../server/services/webhooks/safe-destination";

/** Where deliveries may go: the addresses counted private, and the lookup that refuses them at connect time. */

const lookUp = (allowPrivate: boolean, hostname: string) =>
  new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
    guardedLookup(allowPrivate)(hostname, {}, (error, address) => resolve({ error, address })),
  );

describe("private addresses", () => {
  it("are loopback, private, link-local, carrier NAT and the like, IPv4-mapped ones too", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.7",
      "172.20.1.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it("are not the public internet's", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe("the delivery's lookup", () => {
  it("refuses a name that resolves to this machine, when the connection is made", async () => {
    const { error } = await lookUp(false, "localhost");
    expect(error?.code).toBe("EPRIVATEADDRESS");
    expect(error?.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a private address$/);
  });

  it("lets it through where private addresses are allowed", async () => {
    const { error, address } = await lookUp(true, "localhost");
    expect(error).toBeNull();
    expect(["127.0.0.1", "::1"]).toContain(address);
  });
});
