/**
 * A product picture uploaded to the shop (server/http/product-pictures.ts): where it goes, what it may
 * be, and the words of a refusal, which the Add Product and Edit forms show before sending and the server
 * answers after checking the bytes.
 */

/** POST the picture's bytes here; the answer is `{ url }`, its public address. */
export const PICTURE_UPLOAD_PATH = "/admin/pictures";
/** Uploaded pictures are served under this path, named by the SHA-256 of their bytes. */
export const PICTURE_PATH_PREFIX = "/pictures/";

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The kinds accepted, by content type, with the extension their address ends in. */
export const PICTURE_KINDS = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
} as const;
export type PictureType = keyof typeof PICTURE_KINDS;

export const PICTURE_REFUSALS = {
  tooLarge: `The picture is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB: make it smaller and try again`,
  notAPicture: "Only JPEG, PNG or WebP pictures can be uploaded: this file is none of them",
};
