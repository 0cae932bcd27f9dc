import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

/** Pages copied in one step: all of them, so the copy is one consistent snapshot. */
const ALL_PAGES = 0x7fffffff;

/** A backup's time in its file name: UTC to the second, with no character a file system refuses. */
export function backupStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

/** Where a backup goes unless told: `DATA_DIR/backups/<UTC time>.sqlite`. */
export function defaultBackupFile(dataDir: string, now: Date): string {
  return path.join(dataDir, "backups", `${backupStamp(now)}.sqlite`);
}

/**
 * Copies a live SQLite database with SQLite's online backup, while the server keeps reading and
 * writing it. The pages are copied in one step under one read transaction; in WAL mode that
 * blocks no writer, and the copy is the database as of one commit. The copy is written beside
 * its destination and renamed only once complete and checked, so a file at the destination is
 * always a whole, sound backup; it is a single file (rollback journal, no -wal to carry along).
 */
export async function backupSqlite(sourceFile: string, destinationFile: string): Promise<{ pages: number }> {
  if (!existsSync(sourceFile)) throw new Error(`There is no SQLite database at ${sourceFile}.`);
  if (existsSync(destinationFile)) throw new Error(`${destinationFile} already exists; choose another name.`);
  mkdirSync(path.dirname(destinationFile), { recursive: true });
  const partial = `${destinationFile}.partial`;
  const removePartial = () => {
    for (const file of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(file, { force: true });
  };
  removePartial();

  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    const { totalPages } = await source.backup(partial, { progress: () => ALL_PAGES });
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
      const problems = copy.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
      const verdict = problems.map((row) => row.integrity_check);
      if (verdict.length !== 1 || verdict[0] !== "ok") {
        throw new Error(`The copy failed its integrity check: ${verdict.slice(0, 5).join("; ")}`);
      }
    } finally {
      copy.close();
    }
    renameSync(partial, destinationFile);
    return { pages: totalPages };
  } catch (error) {
    removePartial();
    throw error;
  } finally {
    source.close();
  }
}

/**
 * The pg_dump command that backs up the PostgreSQL database of a `DATABASE_URL`, without its
 * password (pg_dump asks for it, or reads PGPASSWORD or ~/.pgpass), so it can be printed.
 */
export function pgDumpCommand(databaseUrl: string, file: string): string {
  const url = new URL(databaseUrl);
  url.password = "";
  return `pg_dump --format=custom --file=${shellQuote(file)} ${shellQuote(url.toString())}`;
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}
