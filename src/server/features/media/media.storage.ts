import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "#server/config";
import { AppError } from "#server/http/errors";
import type { Logger } from "#server/platform/logger";
import { type S3Config, s3Request } from "./s3-client";

/**
 * Where uploaded images live: `DATA_DIR/media/{key}`, or the configured S3-compatible bucket.
 * Keys are made of checked segments only (`{userId}/{timestamp}_{name}-{width}.webp`), so a key
 * can never leave the media folder (or name another bucket path).
 */
export interface MediaStore {
  /** Writes a new object; `false` if one already exists under that key (nothing is overwritten). */
  put(key: string, body: Buffer): Promise<boolean>;
  get(key: string): Promise<Buffer | null>;
}

const KEY = /^[A-Za-z0-9_-]+\/[A-Za-z0-9._-]+\.webp$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key) && !key.includes("..");
}

export function localMediaStore(dataDir: string): MediaStore {
  const root = path.join(dataDir, "media");
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, body, { flag: "wx" });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
        throw error;
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

/**
 * Objects in an S3-compatible bucket. `If-None-Match: *` makes the bucket refuse to overwrite
 * (412), the same guarantee as the local `wx` flag. Any other failure is `upstream_failed`, which
 * The upload form shows as its message; details go to the log only.
 */
export function s3MediaStore(config: S3Config, logger: Logger): MediaStore {
  async function send(method: "GET" | "PUT", key: string, options: Parameters<typeof s3Request>[3] = {}) {
    try {
      return await s3Request(config, method, key, options);
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      logger.warn("media bucket unreachable", { method, key, error: String(error) });
      throw new AppError("upstream_failed", { reason: timedOut ? "timeout" : "unreachable" });
    }
  }
  async function failed(response: Response, method: string, key: string): Promise<never> {
    const detail = (await response.text().catch(() => "")).slice(0, 500);
    logger.warn("media bucket answered an error", { method, key, status: response.status, detail });
    throw new AppError("upstream_failed", { reason: "status", status: response.status });
  }
  return {
    async put(key, body) {
      if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
      const response = await send("PUT", key, {
        body,
        headers: {
          "content-type": "image/webp",
          "cache-control": "public, max-age=31536000, immutable",
          "if-none-match": "*",
        },
      });
      if (response.status === 412) {
        await response.body?.cancel();
        return false;
      }
      if (!response.ok) return failed(response, "PUT", key);
      await response.body?.cancel();
      return true;
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) return failed(response, "GET", key);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/** The bucket when one is configured, else the data folder. */
export function mediaStoreFor(config: Config, logger: Logger): MediaStore {
  return config.s3 ? s3MediaStore(config.s3, logger) : localMediaStore(config.dataDir);
}
