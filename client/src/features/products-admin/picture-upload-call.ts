import { readAccessToken } from "../../lib/access-token";
import {
  PICTURE_MAX_BYTES,
  PICTURE_REFUSALS,
  PICTURE_UPLOAD_PATH,
} from "../../../../shared/product-pictures";

/**
 * Sends a picture to the shop (server/http/product-pictures.ts) and resolves its public address. One too
 * large is refused here before it travels; what it is, the shop tells by its bytes. A refusal rejects
 * with the shop's words.
 */
export async function uploadPicture(file: File): Promise<string> {
  if (file.size > PICTURE_MAX_BYTES) throw new Error(PICTURE_REFUSALS.tooLarge);
  const token = readAccessToken();
  const response = await fetch(PICTURE_UPLOAD_PATH, {
    method: "POST",
    // The bytes as they are: the shop reads the kind from them, not from this header or the file's name.
    headers: {
      "content-type": "application/octet-stream",
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: file,
  }).catch(() => {
    throw new Error("The picture could not be sent: check your connection");
  });
  const answer = (await response.json().catch(() => null)) as {
    url?: string;
    error?: { message?: string };
  } | null;
  if (response.ok && answer?.url) return answer.url;
  throw new Error(answer?.error?.message ?? `The shop refused the picture (HTTP ${response.status})`);
}
