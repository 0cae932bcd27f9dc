import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "#server/config";
import { type Database, openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { freshPostgresDatabase, hasPostgres } from "#server/testing/postgres";
import {
  authCheckOf,
  conflictWith,
  InstanceConflictError,
  joinInstances,
  LIVE_MS,
  type Membership,
  mediaStoreName,
} from "./instances";
import { newInstanceId } from "./relay";

const quiet = { info: () => undefined, warn: () => undefined };
const SECRET = "instances-secret-instances-secret-0123";
/** One venue key for the instances that share it. */
const TICKET_KEY = { secretKey: new Uint8Array(32), publicKey: "venue-public-key" };
const S3: Config["s3"] = {
  endpoint: "http://127.0.0.1:9000",
  bucket: "arena-media",
  region: "us-east-1",
  accessKeyId: "key",
  secretAccessKey: "secret",
};

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "arena-instance-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("what instances must share", () => {
  it("names a media folder by the id written into it, so one shared folder is one store", () => {
    const dir = dataDir();
    const first = mediaStoreName({ dataDir: dir, s3: undefined });
    expect(first).toMatch(/^local:[\w-]{16}$/);
    expect(mediaStoreName({ dataDir: dir, s3: undefined })).toBe(first);
    expect(mediaStoreName({ dataDir: dataDir(), s3: undefined })).not.toBe(first);
    expect(mediaStoreName({ dataDir: dir, s3: S3 })).toBe("s3:http://127.0.0.1:9000/arena-media");
  });

  it("refuses uploads kept apart or another session secret, and explains what to set", () => {
    const self = { id: "b", mediaStore: "local:two", authCheck: authCheckOf(SECRET), ticketKey: "key-one" };
    const live = (media: string, secret = SECRET, ticketKey: string | null = "key-one") => [
      { id: "a", host: "web-1", media_store: media, auth_check: authCheckOf(secret), ticket_key: ticketKey },
    ];
    expect(conflictWith(self, live("local:one"))).toMatch(/S3_ENDPOINT, S3_BUCKET/);
    expect(conflictWith(self, live("local:two"))).toBeNull();
    expect(conflictWith({ ...self, mediaStore: "s3:x/b" }, live("s3:x/b"))).toBeNull();
    expect(conflictWith({ ...self, mediaStore: "s3:x/b" }, live("s3:x/c"))).toMatch(/same bucket/);
    expect(conflictWith(self, live("s3:x/c"))).toMatch(/in x\/c, while this one .*no S3 bucket.*S3_ACCESS_KEY_ID/);
    expect(conflictWith(self, live("local:two", `${SECRET}-other`))).toMatch(/AUTH_SECRET/);
    expect(conflictWith(self, live("local:two", SECRET, "key-two"))).toMatch(/same TICKET_SIGNING_KEY/);
    expect(conflictWith(self, live("local:two", SECRET, null))).toBeNull();
    // Its own row (a restart that kept its id) is no conflict.
    expect(
      conflictWith(self, [{ id: "b", host: "web-1", media_store: "local:one", auth_check: "x", ticket_key: "y" }]),
    ).toBeNull();
  });
});

describe.skipIf(!hasPostgres())("instances announce themselves in PostgreSQL", () => {
  let database: Database;
  let url = "";
  const joined: Membership[] = [];

  beforeAll(async () => {
    url = await freshPostgresDatabase();
    database = openDatabase({ databaseUrl: url });
    await migrateToLatest(database.db);
  });
  // A membership keeps announcing itself (and comes back when its row is deleted): each test's go.
  afterEach(async () => {
    await Promise.all(joined.splice(0).map((m) => m.leave()));
  });
  afterAll(async () => {
    await database.close();
  });

  const join = async (
    config: Pick<Config, "s3" | "dataDir" | "authSecret"> & { ticketKey?: Config["ticketKey"] },
    now?: () => number,
  ) => {
    const membership = await joinInstances({
      db: database.db,
      config: { ticketKey: TICKET_KEY, ...config },
      logger: quiet,
      instanceId: newInstanceId(),
      now,
    });
    joined.push(membership);
    return membership;
  };

  it("lets instances that share uploads and the secret in; refuses a second one with a media folder of its own", async () => {
    await database.db.deleteFrom("instances").execute();
    const shared = dataDir();
    await join({ dataDir: shared, s3: undefined, authSecret: SECRET });
    // The same folder (a second process beside the first, or a shared mount): one store.
    await join({ dataDir: shared, s3: undefined, authSecret: SECRET });
    await expect(join({ dataDir: dataDir(), s3: undefined, authSecret: SECRET })).rejects.toThrow(
      InstanceConflictError,
    );
    await expect(join({ dataDir: shared, s3: undefined, authSecret: `${SECRET}-other` })).rejects.toThrow(
      /AUTH_SECRET/,
    );
    await expect(
      join({ dataDir: shared, s3: undefined, authSecret: SECRET, ticketKey: { ...TICKET_KEY, publicKey: "another" } }),
    ).rejects.toThrow(/TICKET_SIGNING_KEY/);
    const rows = await database.db.selectFrom("instances").select("id").execute();
    expect(rows).toHaveLength(2);
  });

  it("lets instances on one bucket in, and forgets an instance that stopped announcing itself", async () => {
    await database.db.deleteFrom("instances").execute();
    const longAgo = Date.now() - LIVE_MS - 1_000;
    // Gone without leaving: its last heartbeat is older than LIVE_MS.
    await join({ dataDir: dataDir(), s3: undefined, authSecret: SECRET }, () => longAgo);
    const a = await join({ dataDir: dataDir(), s3: S3, authSecret: SECRET });
    await join({ dataDir: dataDir(), s3: S3, authSecret: SECRET });
    await a.leave();
    const live = await database.db
      .selectFrom("instances")
      .select("media_store")
      .where("seen_at", ">", longAgo)
      .execute();
    expect(live.map((r) => r.media_store)).toEqual(["s3:http://127.0.0.1:9000/arena-media"]);
  });

  it("starts a second server process only beside one that shares its uploads", async () => {
    await database.db.deleteFrom("instances").execute();
    const shared = dataDir();
    const first = await startServer(url, shared);
    try {
      expect(first.exitCode, first.stderr).toBeNull();
      const refused = await startServer(url, dataDir());
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toMatch(/Start-up failed: Another instance .* S3_ENDPOINT/s);
      const second = await startServer(url, shared);
      expect(second.exitCode, second.stderr).toBeNull();
      second.child.kill("SIGTERM");
    } finally {
      first.child.kill("SIGTERM");
    }
  }, 90_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("port"))));
    });
  });
}

/** `src/server/main.ts` as a process: resolves once it serves (exitCode null) or has stopped. */
async function startServer(databaseUrl: string, dir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join("src", "server", "main.ts")], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      WEB_DIST_DIR: path.join(dir, "no-dist"),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: SECRET,
      SEED_DEMO: "false",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let stopped = false;
  // "close": after its standard error has been read to the end.
  const exited = new Promise<number | null>((resolve) =>
    child.once("close", (code) => {
      stopped = true;
      resolve(code ?? -1);
    }),
  );
  const serving = (async () => {
    while (!stopped) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return null;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return -1;
  })();
  const exitCode = await Promise.race([exited, serving]);
  return { child, exitCode, stderr };
}
