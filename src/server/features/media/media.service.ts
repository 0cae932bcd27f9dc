import type { Kysely } from "kysely";
import sharp from "sharp";
import { MAX_IMAGE_BYTES, sanitizeFileName, sniffImageKind } from "#domain/media";
import { MEDIA_URL_PREFIX, type UploadedImage } from "#domain/schemas/event-form";
import type { DB } from "#server/db/schema";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { insertMedia } from "./media.repository";
import type { MediaStore } from "./media.storage";

/** The widths stored of every image, largest first; none larger than the original. */
export const IMAGE_WIDTHS = [1600, 960, 480] as const;
/** A decompression bomb is refused before it is decoded (about 8000 x 5000). */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

interface Rendition {
  width: number;
  body: Buffer;
}

/**
 * Re-encodes to WebP at each width. Nothing of the original survives but its pixels: EXIF (GPS,
 * camera), ICC and XMP are dropped (sharp keeps no metadata unless asked), after the EXIF
 * orientation is applied so portraits stay upright.
 */
async function renditionsOf(bytes: Uint8Array): Promise<Rendition[]> {
  const input = () => sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  let originalWidth: number;
  try {
    const { info } = await input().toBuffer({ resolveWithObject: true });
    originalWidth = info.width;
  } catch {
    throw new AppError("bad_request", { reason: "image_unreadable" });
  }
  const widths = IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  if (widths.length === 0) widths.push(originalWidth as (typeof IMAGE_WIDTHS)[number]);
  return Promise.all(
    widths.map(async (width) => ({
      width,
      body: await input().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    })),
  );
}

export interface MediaDeps {
  db: Kysely<DB>;
  store: MediaStore;
}

/** Stores every rendition under `{userId}/{stem}-{width}.webp`; null if that stem is taken. */
async function saveAll(deps: MediaDeps, ownerId: string, stem: string, renditions: Rendition[], now: Date) {
  const keys: { key: string; width: number; bytes: number }[] = [];
  for (const rendition of renditions) {
    const key = `${ownerId}/${stem}-${rendition.width}.webp`;
    if (!(await deps.store.put(key, rendition.body))) return null;
    keys.push({ key, width: rendition.width, bytes: rendition.body.byteLength });
  }
  await insertMedia(
    deps.db,
    keys.map((k) => ({
      id: crypto.randomUUID(),
      owner_id: ownerId,
      storage_key: k.key,
      content_type: "image/webp",
      width: k.width,
      bytes: k.bytes,
      created_at: nowIso(now),
    })),
  );
  return keys;
}

/** ≤ 5 MB, an image by its bytes, stored as `{userId}/{timestamp}_{sanitised name}`. */
export async function storeImage(
  deps: MediaDeps,
  ownerId: string,
  upload: { name: string; bytes: Uint8Array },
  now: Date,
): Promise<UploadedImage> {
  if (upload.bytes.byteLength > MAX_IMAGE_BYTES) {
    throw new AppError("payload_too_large", { reason: "image_too_large", maxBytes: MAX_IMAGE_BYTES });
  }
  if (!sniffImageKind(upload.bytes)) {
    throw new AppError("validation_failed", undefined, { file: "manage.events.image.invalidType" });
  }
  const renditions = await renditionsOf(upload.bytes);
  const name = sanitizeFileName(upload.name);
  // When the name is taken, one retry under a randomised name.
  const stored =
    (await saveAll(deps, ownerId, `${now.getTime()}_${name}`, renditions, now)) ??
    (await saveAll(deps, ownerId, `${now.getTime()}_${crypto.randomUUID().slice(0, 8)}_${name}`, renditions, now));
  if (!stored) throw new AppError("conflict", { reason: "upload_exists" });
  const variants = stored.map((s) => ({ width: s.width, url: `${MEDIA_URL_PREFIX}${s.key}` }));
  return { url: variants[0]?.url ?? "", variants };
}
