/**
 * Backs up the SQLite database while the server runs: `npm run db:backup [-- <file>]`. Without a
 * file the copy goes to `DATA_DIR/backups/<UTC time>.sqlite`. With DATABASE_URL set it prints the
 * pg_dump command to use instead and exits 1: PostgreSQL is backed up with its own tools.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "#server/config";
import { backupSqlite, backupStamp, defaultBackupFile, pgDumpCommand } from "#server/db/backup";
import { sqliteFileOf } from "#server/db/database";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const now = new Date();
const [target] = process.argv.slice(2);

if (config.databaseUrl) {
  const file = target ?? `arena-${backupStamp(now)}.dump`;
  fail(
    "DATABASE_URL is set: the data is in PostgreSQL, which this command does not copy. Back it up with pg_dump:\n\n" +
      `  ${pgDumpCommand(config.databaseUrl, file)}\n\n` +
      "pg_dump asks for the password, or reads it from PGPASSWORD or ~/.pgpass. Restore with pg_restore.",
  );
}

const source = sqliteFileOf(config.dataDir);
const destination = path.resolve(target ?? defaultBackupFile(config.dataDir, now));
try {
  const { pages } = await backupSqlite(source, destination);
  process.stdout.write(`Backed up ${source} to ${destination} (${pages} pages, integrity check ok).\n`);
} catch (error) {
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
}
