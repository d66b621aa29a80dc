/** The browser's settings, served by the shop at run time so one build runs against any environment. */
export interface RuntimeConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** The Auth emulator to sign in with (development and tests); null with a real Firebase project. */
  authEmulatorUrl: string | null;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch("/app-config.json", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`The shop's settings did not load (HTTP ${response.status})`);
  return (await response.json()) as RuntimeConfig;
}
