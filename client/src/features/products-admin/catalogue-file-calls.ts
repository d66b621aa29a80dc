import type { ImportEvent, ImportSummary } from "../../../../shared/catalogue-import";
import { readAccessToken } from "../../lib/access-token";

/** The shop's catalogue file, for admins: GET exports it, POST imports one (server/http/catalogue-files.ts). */
export const CATALOGUE_FILE_URL = "/admin/catalogue.csv";

/** Where an import is: sending the file, then the shop checking it whole, then writing it. */
export interface ImportStep {
  phase: "sending" | "checking" | "writing";
  /** Of this phase, 0 to 1. */
  fraction: number;
}

const authorization = (): Record<string, string> => {
  const token = readAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/**
 * Sends `file` to be imported and follows the shop's answer, a line of JSON per step, until its summary.
 * XMLHttpRequest rather than fetch: only it reports an upload's progress, and it hands over the answer
 * as it arrives.
 */
export function importCatalogueFile(
  file: File,
  goodLinesOnly: boolean,
  onStep: (step: ImportStep) => void,
): Promise<ImportSummary> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${CATALOGUE_FILE_URL}${goodLinesOnly ? "?goodLinesOnly=true" : ""}`);
    for (const [name, value] of Object.entries(authorization())) request.setRequestHeader(name, value);
    request.setRequestHeader("content-type", "text/csv");
    request.upload.onprogress = (event) =>
      onStep({ phase: "sending", fraction: event.lengthComputable ? event.loaded / event.total : 0 });

    let read = 0;
    let outcome: ImportSummary | Error | undefined;
    const readLines = () => {
      const text = request.responseText;
      const end = text.lastIndexOf("\n") + 1;
      for (const line of text.slice(read, end).split("\n")) {
        if (!line) continue;
        const event = JSON.parse(line) as ImportEvent;
        if ("progress" in event) onStep(event.progress);
        else if ("summary" in event) outcome = event.summary;
        else outcome = new Error(event.error.message);
      }
      read = end;
    };
    request.onprogress = () => request.status === 200 && readLines();
    request.onload = () => {
      if (request.status !== 200) return reject(new Error(refusalOf(request)));
      readLines();
      if (outcome instanceof Error) reject(outcome);
      else if (outcome) resolve(outcome);
      else reject(new Error("The shop stopped answering before the import ended"));
    };
    request.onerror = () => reject(new Error("The file could not be sent: check your connection"));
    request.send(file);
  });
}

function refusalOf(request: XMLHttpRequest): string {
  try {
    return (JSON.parse(request.responseText) as { error: { message: string } }).error.message;
  } catch {
    return `The shop refused the file (HTTP ${request.status})`;
  }
}

/** Downloads the whole catalogue as a file named by the shop (catalogue-YYYY-MM-DD.csv). */
export async function downloadCatalogueFile(): Promise<void> {
  const response = await fetch(CATALOGUE_FILE_URL, { headers: authorization() });
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(refusal?.error?.message ?? `The export failed (HTTP ${response.status})`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name ?? "catalogue.csv" });
  link.click();
  URL.revokeObjectURL(url);
}
