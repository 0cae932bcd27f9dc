import { type Kysely, type Migration, type MigrationResultSet, Migrator } from "kysely";
import { initial } from "./migrations/0001-initial";
import { eventManagement } from "./migrations/0002-event-management";
import { visitorServices } from "./migrations/0003-visitor-services";
import { tours } from "./migrations/0006-tours";
import { money } from "./migrations/0007-money";
import { onsale } from "./migrations/0008-onsale";
import { instances } from "./migrations/0009-instances";
import { claimIndexes } from "./migrations/0010-claim-indexes";
import { door } from "./migrations/0011-door";
import { wallet } from "./migrations/0012-wallet";
import { waitlist } from "./migrations/0013-waitlist";
import { accessible } from "./migrations/0014-accessible";
import { admissionFlags } from "./migrations/0015-admission-flags";
import { owedMail } from "./migrations/0016-owed-mail";
import { privacy } from "./migrations/0017-privacy";
import { fairPlay } from "./migrations/0018-fair-play";
import { twoFactor } from "./migrations/0019-two-factor";
import { pricing } from "./migrations/0020-pricing";
import { boxOfficeWindow } from "./migrations/0021-window";
import { bilingualEvents } from "./migrations/0022-bilingual-events";
import { ops } from "./migrations/0023-ops";
import type { DB } from "./schema";

/** Every migration, in order. Both dialects run the same list. */
const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-event-management": eventManagement,
  "0003-visitor-services": visitorServices,
  "0006-tours": tours,
  "0007-money": money,
  "0008-onsale": onsale,
  "0009-instances": instances,
  "0010-claim-indexes": claimIndexes,
  "0011-door": door,
  "0012-wallet": wallet,
  "0013-waitlist": waitlist,
  "0014-accessible": accessible,
  "0015-admission-flags": admissionFlags,
  "0016-owed-mail": owedMail,
  "0017-privacy": privacy,
  "0018-fair-play": fairPlay,
  "0019-two-factor": twoFactor,
  "0020-pricing": pricing,
  "0021-window": boxOfficeWindow,
  "0022-bilingual-events": bilingualEvents,
  "0023-ops": ops,
};

function migrator(db: Kysely<DB>) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Numbers are handed out before the work lands, so a lower number may arrive after a higher
    // one a database has already run: it is run then, not refused.
    allowUnorderedMigrations: true,
  });
}

/** Migrations this process is applying now: readiness is false meanwhile. */
let running = 0;

/** Whether this process is applying migrations now. */
export function migrationsRunning(): boolean {
  return running > 0;
}

export async function migrateToLatest(db: Kysely<DB>): Promise<MigrationResultSet> {
  running++;
  try {
    const result = await migrator(db).migrateToLatest();
    if (result.error) throw result.error;
    return result;
  } finally {
    running--;
  }
}

/** Undoes the latest applied migration (an operator rolling an upgrade back; tests). */
export async function migrateDownOne(db: Kysely<DB>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateDown();
  if (result.error) throw result.error;
  return result;
}

export async function migrationState(
  db: Kysely<DB>,
): Promise<{ applied: number; pending: number; latest: string | null }> {
  const all = await migrator(db).getMigrations();
  const applied = all.filter((m) => m.executedAt !== undefined);
  return {
    applied: applied.length,
    pending: all.length - applied.length,
    latest: applied.at(-1)?.name ?? null,
  };
}
