/**
 * Image upload rules, shared by the form and the server: at most 5 MB, and JPEG,
 * PNG, GIF or WebP as told by the file's first bytes — a name or a MIME type is only a claim.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageKind = "jpeg" | "png" | "gif" | "webp";

/** How many leading bytes `sniffImageKind` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

/**
 * A file name safe for a storage key: lower case letters, digits and single dashes, without its
 * folders or extension (every stored image is WebP), at most 60 characters, "image" if nothing is left.
 */
export function sanitizeFileName(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base || "image";
}
