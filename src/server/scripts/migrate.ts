/** Brings the configured database to the latest migration: `npm run db:migrate`. */
import { openMigratedDatabase } from "#server/boot";
import { loadConfig } from "#server/config";
import { migrationState } from "#server/db/migrate";

const database = await openMigratedDatabase(loadConfig());
try {
  const state = await migrationState(database.db);
  process.stdout.write(
    `${database.dialect} ${database.location}: ${state.applied} migrations applied, latest ${state.latest}.\n`,
  );
} finally {
  await database.close();
}
