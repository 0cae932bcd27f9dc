import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import type { Config } from "#server/config";
import type { DB } from "#server/db/schema";
import { describeDatabaseError } from "#server/db/unavailable";
import type { Logger } from "./logger";

/** How often a live instance announces itself. */
export const HEARTBEAT_MS = 10_000;
/** An instance not heard of for this long is taken to be gone. */
export const LIVE_MS = 30_000;
/** Rows of instances gone for this long are deleted. */
const FORGET_MS = 24 * 60 * 60_000;
/** The advisory lock that makes instances starting together check one after the other. */
const JOIN_LOCK = 0x617265_6e61;

/** A new instance that cannot share the sale with the live ones: start-up stops with its message. */
export class InstanceConflictError extends Error {
  override name = "InstanceConflictError";
}

/**
 * Where this instance keeps uploads, as instances compare it: the bucket, or the media folder.
 * A folder is named by an id written into it the first time, so instances that mount one shared
 * folder (the same DATA_DIR, or a network file system) name the same store and instances with
 * folders of their own do not, whatever their paths.
 */
export function mediaStoreName(config: Pick<Config, "s3" | "dataDir">): string {
  if (config.s3) return `s3:${config.s3.endpoint}/${config.s3.bucket}`;
  const dir = path.join(config.dataDir, "media");
  const file = path.join(dir, ".store-id");
  try {
    return `local:${readFileSync(file, "utf8").trim()}`;
  } catch {
    mkdirSync(dir, { recursive: true });
    try {
      // `wx`: of two instances writing at once, one id wins and both read it.
      writeFileSync(file, randomBytes(12).toString("base64url"), { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    return `local:${readFileSync(file, "utf8").trim()}`;
  }
}

/** A digest of the session-signing secret: equal digests, equal secrets; the secret stays here. */
export function authCheckOf(secret: string): string {
  return createHash("sha256").update(`arena instance check\0${secret}`).digest("base64url").slice(0, 22);
}

export interface Membership {
  /** Stops announcing and removes this instance's row (at shutdown). */
  leave(): Promise<void>;
}

interface Self {
  id: string;
  mediaStore: string;
  authCheck: string;
  /** The public key ticket codes are verified with: public, so compared as it is. */
  ticketKey: string;
}

/**
 * Why this instance cannot run beside the live ones, or null when it can. Uploads are served from
 * wherever the instance that took them keeps them, so every instance must use one shared store:
 * an image uploaded on one would otherwise be missing on another. And a session signed by one
 * instance must verify on every other.
 */
export function conflictWith(
  self: Self,
  live: Pick<InstancesRow, "id" | "host" | "media_store" | "auth_check" | "ticket_key">[],
) {
  const others = live.filter((row) => row.id !== self.id);
  const media = others.find((row) => row.media_store !== self.mediaStore);
  if (media) {
    const theirs = media.media_store;
    const mine = self.mediaStore;
    const where = (store: string) => (store.startsWith("s3:") ? `in ${store.slice(3)}` : "in its own media folder");
    const difference =
      theirs.startsWith("local:") && mine.startsWith("local:")
        ? "in a media folder this one does not share"
        : `${where(theirs)}, while this one would keep them ${mine.startsWith("s3:") ? where(mine) : "in its own media folder (no S3 bucket is set)"}`;
    const advice = mine.startsWith("s3:")
      ? "point every instance at the same bucket (the same S3_ENDPOINT and S3_BUCKET)"
      : "set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to one bucket on every instance";
    return `Another instance (on ${media.host}) already uses this database and keeps uploaded images ${difference}: an image uploaded on one would be missing on the other. Several instances need one shared store for uploads: ${advice}. (An instance that stopped without saying so is forgotten ${LIVE_MS / 1000} s after its last heartbeat.)`;
  }
  const secret = others.find((row) => row.auth_check !== self.authCheck);
  if (secret) {
    return `Another instance (on ${secret.host}) already uses this database with a different AUTH_SECRET: a visitor signed in on one would be signed out on the other. Set the same AUTH_SECRET on every instance.`;
  }
  // A row written before instances announced their ticket key has none: nothing to compare.
  const tickets = others.find((row) => row.ticket_key !== null && row.ticket_key !== self.ticketKey);
  if (tickets) {
    return `Another instance (on ${tickets.host}) already uses this database with a different TICKET_SIGNING_KEY: a ticket issued by one would be refused at the door by the other. Set the same TICKET_SIGNING_KEY on every instance.`;
  }
  return null;
}

type InstancesRow = DB["instances"];

/**
 * Announces this instance in the shared PostgreSQL database and keeps announcing it. Refuses
 * (`InstanceConflictError`) when a live instance keeps uploads elsewhere or signs sessions with
 * another secret. Instances starting together check one after the other (an advisory lock), so
 * two that conflict never both start.
 */
export async function joinInstances(options: {
  db: Kysely<DB>;
  config: Pick<Config, "s3" | "dataDir" | "authSecret" | "ticketKey">;
  logger: Pick<Logger, "warn" | "info">;
  instanceId: string;
  now?: () => number;
}): Promise<Membership> {
  const { db, logger } = options;
  const now = options.now ?? Date.now;
  const self: Self = {
    id: options.instanceId,
    mediaStore: mediaStoreName(options.config),
    authCheck: authCheckOf(options.config.authSecret),
    ticketKey: options.config.ticketKey.publicKey,
  };
  const row = () => ({
    id: self.id,
    host: hostname(),
    pid: process.pid,
    started_at: new Date().toISOString(),
    seen_at: now(),
    media_store: self.mediaStore,
    auth_check: self.authCheck,
    ticket_key: self.ticketKey,
  });

  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${JOIN_LOCK})`.execute(trx);
    const at = now();
    await trx
      .deleteFrom("instances")
      .where("seen_at", "<", at - FORGET_MS)
      .execute();
    const live = await trx
      .selectFrom("instances")
      .select(["id", "host", "media_store", "auth_check", "ticket_key"])
      .where("seen_at", ">=", at - LIVE_MS)
      .execute();
    const conflict = conflictWith(self, live);
    if (conflict) throw new InstanceConflictError(conflict);
    await trx.insertInto("instances").values(row()).execute();
    const others = live.filter((r) => r.id !== self.id).length;
    if (others > 0) logger.info("joined other instances", { instances: others + 1 });
  });

  let stopped = false;
  const beat = async () => {
    try {
      const seen = await db
        .updateTable("instances")
        .set({ seen_at: now() })
        .where("id", "=", self.id)
        .executeTakeFirst();
      // Forgotten meanwhile (a long outage): announced again.
      if (Number(seen.numUpdatedRows) === 0 && !stopped) await db.insertInto("instances").values(row()).execute();
    } catch (error) {
      logger.warn("instance heartbeat failed", { error: describeDatabaseError(error) });
    }
  };
  const timer = setInterval(() => void beat(), HEARTBEAT_MS);
  timer.unref();

  return {
    async leave() {
      stopped = true;
      clearInterval(timer);
      await db
        .deleteFrom("instances")
        .where("id", "=", self.id)
        .execute()
        .catch(() => undefined);
    },
  };
}
