import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, inject } from "vitest";
import type { DialectName } from "#server/db/database";
import { createTestApp, type TestApp } from "./test-app";

export const DIALECTS: readonly DialectName[] = ["sqlite", "postgres"];

/** Whether the run has a PostgreSQL server (see postgres-global-setup.ts; `SKIP_POSTGRES=1` has none). */
export function hasPostgres(): boolean {
  return inject("postgresUrl") !== "";
}

/**
 * A new, empty database on the run's PostgreSQL server, and its URL. Each caller gets its own,
 * so test files (which run in parallel) never see each other's rows. The databases go away with
 * the server at the end of the run.
 */
export async function freshPostgresDatabase(): Promise<string> {
  const serverUrl = inject("postgresUrl");
  if (!serverUrl) throw new Error("no PostgreSQL server in this run (SKIP_POSTGRES=1?)");
  const name = `arena_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A test app on a fresh database of the given dialect: a temp SQLite file or a new Postgres
 * database. Its `close()` may be called more than once.
 */
export async function createTestAppOn(dialect: DialectName, env?: Record<string, string>): Promise<TestApp> {
  const app =
    dialect === "postgres"
      ? await createTestApp({ databaseUrl: await freshPostgresDatabase(), env })
      : await createTestApp({ env });
  let closing: Promise<void> | undefined;
  return {
    ...app,
    close() {
      closing ??= app.close();
      return closing;
    },
  };
}

/**
 * Runs the same cases on SQLite and on PostgreSQL: `fn` is called once per dialect inside a
 * `describe` named after it, with `open()` giving a test app on a fresh database of that dialect.
 * Apps opened through it are closed after the block. Without a Postgres server the Postgres
 * block is skipped, visibly.
 */
export function describeDialects(
  name: string,
  fn: (open: (env?: Record<string, string>) => Promise<TestApp>, dialect: DialectName) => void,
): void {
  for (const dialect of DIALECTS) {
    const run = dialect === "postgres" && !hasPostgres() ? describe.skip : describe;
    run(`${name} [${dialect}]`, () => {
      const opened: TestApp[] = [];
      afterAll(async () => {
        await Promise.all(opened.splice(0).map((app) => app.close()));
      });
      fn(async (env) => {
        const app = await createTestAppOn(dialect, env);
        opened.push(app);
        return app;
      }, dialect);
    });
  }
}
