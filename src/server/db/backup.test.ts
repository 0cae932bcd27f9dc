import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupSqlite, defaultBackupFile, pgDumpCommand } from "./backup";
import { openDatabase, sqliteFileOf } from "./database";
import { migrateToLatest } from "./migrate";

const run = promisify(execFile);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "arena-backup-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Another process that writes to the database as the server would: one numbered row a
 * transaction, as fast as it can, until it is stopped. It says "writing" after its first commit.
 */
function startWriter(file: string): ChildProcess {
  const script = `
    const SQLite = require("better-sqlite3");
    const db = new SQLite(${JSON.stringify(file)});
    db.pragma("journal_mode = WAL");
    db.pragma("busy_timeout = 5000");
    const next = db.prepare("select coalesce(max(n), 0) + 1 as n from ledger");
    const insert = db.prepare("insert into ledger (n, note) values (?, ?)");
    const write = db.transaction(() => insert.run(next.get().n, "written during the backup"));
    write();
    process.stdout.write("writing\\n");
    (function loop() { for (let i = 0; i < 20; i++) write(); setImmediate(loop); })();
  `;
  return spawn(process.execPath, ["-e", script], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
}

function started(writer: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    writer.stdout?.once("data", () => resolve());
    writer.once("exit", (code) => reject(new Error(`the writer stopped (${code})`)));
  });
}

function stopped(writer: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    writer.once("exit", () => resolve());
    writer.kill("SIGKILL");
  });
}

describe("backing up the SQLite database", () => {
  it("copies a database that another process is writing: sound, consistent and complete", async () => {
    const file = sqliteFileOf(dir);
    const database = openDatabase({ sqliteFile: file });
    await migrateToLatest(database.db);
    await sql`create table ledger (n integer primary key, note text not null)`.execute(database.db);
    const note = "x".repeat(200);
    await sql`
      with recursive k(n) as (select 1 union all select n + 1 from k where n < 5000)
      insert into ledger (n, note) select n, ${note} from k
    `.execute(database.db);
    await database.close();

    const writer = startWriter(file);
    try {
      await started(writer);
      const copy = path.join(dir, "copies", "during-writes.sqlite");
      const { pages } = await backupSqlite(file, copy);
      expect(pages).toBeGreaterThan(100);

      const opened = new SQLite(copy, { readonly: true, fileMustExist: true });
      try {
        expect(opened.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(opened.pragma("journal_mode", { simple: true })).toBe("delete");
        const { rows, lowest, highest } = opened
          .prepare("select count(*) as rows, min(n) as lowest, max(n) as highest from ledger")
          .get() as { rows: number; lowest: number; highest: number };
        // Everything written before, and a prefix of what was written during: no gap, no torn write.
        expect(lowest).toBe(1);
        expect(highest).toBeGreaterThan(5000);
        expect(rows).toBe(highest);
        // The application's own tables came along with their migrations.
        const migrations = opened.prepare("select count(*) as n from kysely_migration").get() as { n: number };
        expect(migrations.n).toBeGreaterThan(0);
      } finally {
        opened.close();
      }
      // One self-contained file: nothing half-written or left beside it.
      expect(readdirSync(path.dirname(copy))).toEqual(["during-writes.sqlite"]);
    } finally {
      await stopped(writer);
    }
  });

  it("never overwrites a file and never leaves a partial copy", async () => {
    const file = sqliteFileOf(dir);
    const database = openDatabase({ sqliteFile: file });
    await migrateToLatest(database.db);
    await database.close();

    const taken = path.join(dir, "taken.sqlite");
    writeFileSync(taken, "not a backup");
    await expect(backupSqlite(file, taken)).rejects.toThrow(/already exists/);
    await expect(backupSqlite(path.join(dir, "missing.sqlite"), path.join(dir, "b.sqlite"))).rejects.toThrow(
      /no SQLite database/,
    );
    expect(readdirSync(dir).filter((name) => name.includes("partial") || name === "b.sqlite")).toEqual([]);
  });

  it("names backups by their UTC time, safe on any file system", () => {
    expect(defaultBackupFile("/srv/arena", new Date("2025-03-09T14:05:07.123Z"))).toBe(
      path.join("/srv/arena", "backups", "2025-03-09T14-05-07Z.sqlite"),
    );
  });
});

describe("npm run db:backup", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const script = path.resolve("src/server/scripts/backup.ts");

  it("writes the copy to DATA_DIR/backups and says where", async () => {
    const database = openDatabase({ sqliteFile: sqliteFileOf(dir) });
    await migrateToLatest(database.db);
    await database.close();

    const { stdout } = await run(tsx, [script], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" } });
    const [name] = readdirSync(path.join(dir, "backups"));
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/);
    expect(stdout).toContain(path.join(dir, "backups", name ?? ""));
    expect(stdout).toContain("integrity check ok");
  });

  it("with DATABASE_URL prints the pg_dump command, without the password, and fails", async () => {
    const databaseUrl = "postgres://arena:s3cret-pass@db.internal:5432/arena?sslmode=require";
    const outcome = await run(tsx, [script], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: databaseUrl },
    }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(outcome?.code).toBe(1);
    expect(outcome?.stderr).toContain("pg_dump --format=custom");
    expect(outcome?.stderr).toContain("postgres://arena@db.internal:5432/arena?sslmode=require");
    expect(`${outcome?.stdout}${outcome?.stderr}`).not.toContain("s3cret-pass");
    expect(existsSync(path.join(dir, "backups"))).toBe(false);
  });

  it("quotes what the shell would split", () => {
    expect(pgDumpCommand("postgres://u:p@h:5432/arena", "my backup.dump")).toBe(
      "pg_dump --format=custom --file='my backup.dump' postgres://u@h:5432/arena",
    );
  });
});
