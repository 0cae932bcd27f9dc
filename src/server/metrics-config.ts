import { z } from "zod";
import { optionalString } from "./config-fields";

/**
 * The metrics part of the configuration: who may read `GET /metrics`, and where. `config.ts` reads
 * these variables with the rest of the environment and keeps what `metricsConfig` answers as
 * `config.metrics`.
 */

/** An optional value, trimmed; empty counts as unset. */
/** The metrics variables, spread into the environment's schema. */
export const metricsEnvShape = {
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
};

type MetricsEnv = z.output<z.ZodObject<typeof metricsEnvShape>>;

/**
 * `GET /metrics`: with a token, on the site's port for a scraper that sends it (Bearer); with a
 * port, on that port of `host` only (and the token, when set, asked there too); neither: off.
 */
export interface MetricsConfig {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

export function metricsConfig(env: MetricsEnv): MetricsConfig {
  return { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST };
}
