import type { PricingRules } from "../pricing";
import type { RetentionDays } from "../retention";

/** GET /api/site: what the web app needs to know about this installation (which optional parts are configured). */
export interface SiteConfig {
  googleSignIn: boolean;
  payments: SitePayments;
  /** The home page hero's background video, when one is configured. */
  heroVideoUrl: string | null;
  /** Days each kind of personal record is kept (the privacy page says them). */
  retentionDays: RetentionDays;
  /** The service fee and sales tax every price includes (the cart shows the breakdown from them). */
  pricing: PricingRules;
}

/**
 * The ways to pay that are live. `card` is the card processor: Stripe Checkout (the card is
 * entered on Stripe's page), the simulated provider (test mode: every page says so), or none.
 */
export interface SitePayments {
  card: "stripe" | "simulated" | null;
  paypal: boolean;
}

/** GET /api/health: whether the site can serve, and the state of its database. */
/**
 * GET /api/ready: whether this instance should get traffic now, and why not. `relay` is `none`
 * on a single instance (SQLite), whose messages stay in memory.
 */
export interface ReadyStatus {
  ready: boolean;
  checks: {
    database: "ok" | "unreachable";
    /** `running`: this process is applying them; `pending`: some are not applied (another instance may be applying them). */
    migrations: "current" | "pending" | "running" | "unknown";
    storage: "ok" | "full";
    relay: "connected" | "disconnected" | "none";
  };
}

export type HealthStatus =
  | {
      status: "ok" | "degraded";
      database: {
        dialect: "sqlite" | "postgres";
        migrations: { applied: number; pending: number; latest: string | null };
      };
      /** Set while writes fail for want of room (a write failed so within the last minute). */
      storage?: "full";
    }
  | { status: "error"; database: { dialect: "sqlite" | "postgres" } };
