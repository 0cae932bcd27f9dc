/**
 * Grants (or with --remove, revokes) a role: `npm run user:role -- <email> <admin|event_manager|door_staff|box_office> [--remove]`.
 */
import { ROLES, type Role } from "#domain/permissions";
import { openMigratedDatabase } from "#server/boot";
import { loadConfig } from "#server/config";
import { SESSION_REVOCATIONS_CHANNEL, type SessionRevocation } from "#server/http/actor";
import { nowIso } from "#server/platform/clock";
import { notifyInstances } from "#server/platform/relay";

const args = process.argv.slice(2);
const remove = args.includes("--remove");
const [email, role] = args.filter((a) => a !== "--remove");

if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
  process.stderr.write(`Usage: npm run user:role -- <email> <${ROLES.join("|")}> [--remove]\n`);
  process.exit(2);
}

const database = await openMigratedDatabase(loadConfig());
const db = database.db;
try {
  const profile = await db
    .selectFrom("profiles")
    .select("id")
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!profile) {
    process.stderr.write(`No account with the email ${email}. The person must sign up first.\n`);
    process.exitCode = 1;
  } else if (remove) {
    await db
      .deleteFrom("user_roles")
      .where("user_id", "=", profile.id)
      .where("role", "=", role as Role)
      .execute();
    process.stdout.write(`Removed ${role} from ${email}.\n`);
  } else {
    await db
      .insertInto("user_roles")
      .values({ user_id: profile.id, role: role as Role, created_at: nowIso() })
      .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
      .execute();
    process.stdout.write(`${email} is now ${role}.\n`);
  }
  // Running servers remember a session's roles for a few seconds: on PostgreSQL they are told to
  // look this account up again now (an SQLite server sees the change within those seconds).
  if (profile && database.dialect === "postgres") {
    await notifyInstances(db, SESSION_REVOCATIONS_CHANNEL, { userId: profile.id } satisfies SessionRevocation);
  }
} finally {
  await database.close();
}
