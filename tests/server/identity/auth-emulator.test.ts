import net from "node:net";
import { describe, expect, it } from "vitest";
import { findFreePort, startAuthEmulator } from "../../../server/identity/auth-emulator";

async function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ host: "127.0.0.1", port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function answers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

describe("startAuthEmulator", () => {
  it("starts a second emulator on another free port and stops it cleanly", { timeout: 120_000 }, async () => {
    const port = await findFreePort();
    const started = Date.now();
    const output: string[] = [];
    const emulator = await startAuthEmulator({
      projectId: "demo-emulator-lifecycle",
      port,
      log: (line) => output.push(line),
    });
    console.log(`Auth emulator answered after ${Date.now() - started} ms`);
    expect(emulator.host).toBe(`127.0.0.1:${port}`);
    expect(await answers(emulator.host)).toBe(true);
    expect(await canBind(port)).toBe(false);

    // Its request validators are compiled on first use (auth-emulator-lazy-validation.cjs), and a
    // malformed request is still refused as Google's API refuses it.
    expect(output).toContain("[shop] the emulator's request validators are compiled on first use");
    const signUp = (body: object) =>
      fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const refused = await signUp({ email: { address: "a@example.com" }, password: "secret-42" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^Invalid JSON payload received\. .*email/,
    );
    expect((await signUp({ email: "valid@example.com", password: "secret-42" })).status).toBe(200);

    await emulator.stop();
    expect(await answers(emulator.host)).toBe(false);
    expect(await canBind(port)).toBe(true);
    // Stopping again is harmless.
    await expect(emulator.stop()).resolves.toBeUndefined();
  });

  it("refuses a port taken by something that is not an Auth emulator, without waiting", async () => {
    const blocker = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => blocker.listen({ host: "127.0.0.1", port: 0 }, resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      await expect(startAuthEmulator({ projectId: "demo-emulator-lifecycle", port })).rejects.toThrow(
        /is in use by something that is not a Firebase Auth emulator/,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("rejects with the emulator's output when it exits before it is ready", async () => {
    const port = await findFreePort();
    const failure = startAuthEmulator({ projectId: "Not A Valid Id", port });
    await expect(failure).rejects.toThrow(/exited with code 1[\s\S]*Invalid project id/);
  });

  it("gives up after its start timeout and leaves nothing running", async () => {
    const port = await findFreePort();
    await expect(
      startAuthEmulator({ projectId: "demo-too-slow", port, startTimeoutMs: 300 }),
    ).rejects.toThrow(/did not answer within 300 ms/);
    expect(await canBind(port)).toBe(true);
  });

  it("findFreePort returns a bindable port", async () => {
    expect(await canBind(await findFreePort())).toBe(true);
  });
});
