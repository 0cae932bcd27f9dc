import type { Kysely } from "kysely";
import type { Actor } from "#domain/permissions";
import type { Config } from "#server/config";
import type { DialectName } from "#server/db/database";
import type { DB } from "#server/db/schema";
import type { Auth } from "#server/platform/auth";
import type { Counters } from "#server/platform/counters";
import type { Logger } from "#server/platform/logger";
import type { Mailer } from "#server/platform/mail";
import type { Metrics } from "#server/platform/metrics";
import type { OrderEvents } from "#server/platform/order-events";
import type { PaymentProviders } from "#server/platform/payments/providers";
import type { SeatChanges } from "#server/platform/realtime";
import type { Relay } from "#server/platform/relay";

/**
 * Everything a feature needs from the platform, built once at boot and handed to each feature.
 * A feature that keeps state in memory for the whole process builds it at boot too, and adds its
 * field to this interface from its index.ts (a shared layer never imports a feature): `seatStates`
 * (features/seating) and `queue` (features/onsale).
 */
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dialect: DialectName;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Seat changes, relayed to every instance. */
  seatChanges: SeatChanges;
  /**
   * Messages to every instance's listeners of a channel (this one's at once, the others' through
   * PostgreSQL's LISTEN/NOTIFY): seat changes, ended sessions, queue admissions.
   */
  relay: Relay;
  payments: PaymentProviders;
  /**
   * What happens to orders (paid, refunded, a payment that cannot be applied, ...), announced by
   * the orders feature to the subscribers the features registered at boot.
   */
  orderEvents: OrderEvents;
  /** Limit counters every instance sees (in the database when several instances share one). */
  counters: Counters;
  /** This instance's measurements, for `/metrics` and the admin Status page. */
  metrics: Metrics;
}

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** An authenticator app is set up for a second factor at sign-in (known for the caller of a request). */
  twoFactorEnabled?: boolean;
}

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    actor: Actor;
    user: SignedInUser | null;
  };
}
