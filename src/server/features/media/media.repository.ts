import type { Insertable, Kysely } from "kysely";
import type { DB } from "#server/db/schema";

export function insertMedia(db: Kysely<DB>, rows: Insertable<DB["media"]>[]) {
  return db.insertInto("media").values(rows).execute();
}
