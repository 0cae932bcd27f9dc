import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_IMAGE_BYTES } from "#domain/media";
import type { UploadedImageResponse } from "#domain/schemas/event-form";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { rateLimit } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { storeImage } from "./media.service";
import { mediaStoreFor } from "./media.storage";

/** The upload route, the one API path allowed a body larger than the JSON limit. */
export const MEDIA_UPLOAD_PATH = "/api/media";
/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

export function mediaRoutes(ctx: AppContext) {
  const deps = { db: ctx.db, store: mediaStoreFor(ctx.config, ctx.logger) };
  const limit = rateLimit(ctx, { name: "media", max: 30, windowMs: 60_000 });
  const sizeLimit = bodyLimit({
    maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw new AppError("payload_too_large", { reason: "image_too_large", maxBytes: MAX_IMAGE_BYTES });
    },
  });
  return new Hono<AppEnv>().post("/media", allow("events.manage"), limit, sizeLimit, async (c) => {
    let file: unknown;
    try {
      ({ file } = await c.req.parseBody());
    } catch {
      throw new AppError("bad_request");
    }
    if (!(file instanceof File)) {
      throw new AppError("validation_failed", undefined, { file: "manage.events.image.invalidType" });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = await storeImage(deps, signedInUser(c).id, { name: file.name, bytes }, new Date());
    return c.json<UploadedImageResponse>({ image }, 201);
  });
}

/**
 * Uploaded images, public, outside /api. A key is never reused (it carries the upload's time),
 * so browsers and proxies may keep a file for a year.
 */
export function mediaFiles(ctx: AppContext) {
  const store = mediaStoreFor(ctx.config, ctx.logger);
  return new Hono().get("/media/:owner/:file", async (c) => {
    const body = await store.get(`${c.req.param("owner")}/${c.req.param("file")}`);
    if (!body) return c.body(null, 404);
    c.header("Content-Type", "image/webp");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(new Uint8Array(body));
  });
}
