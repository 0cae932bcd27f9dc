/** GET /api/site: what the web app needs to know about this installation (which optional parts are configured). */
export interface SiteConfig {
  googleSignIn: boolean;
  paypal: boolean;
  /** The home page hero's background video, when one is configured. */
  heroVideoUrl: string | null;
}

/** GET /api/health: whether the site can serve, and the state of its database. */
export type HealthStatus =
  | {
      status: "ok" | "degraded";
      database: {
        dialect: "sqlite" | "postgres";
        migrations: { applied: number; pending: number; latest: string | null };
      };
    }
  | { status: "error"; database: { dialect: "sqlite" | "postgres" } };
