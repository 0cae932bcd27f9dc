import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true" || value === "1"));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    DATA_DIR: z.string().default("data"),
    WEB_DIST_DIR: z.string().default("dist"),
    DATABASE_URL: optionalString.pipe(z.url().startsWith("postgres").optional()),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    SMTP_URL: optionalString.pipe(z.url().optional()),
    MAIL_FROM: z.string().default("Bridgeland Arena <no-reply@bridgelandarena.com>"),
    PAYPAL_BUSINESS: optionalString.pipe(z.email("must be the PayPal account's e-mail").optional()),
    PAYPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
    PAYPAL_IPN_VERIFY_URL: optionalString.pipe(z.url().optional()),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    SEED_DEMO: booleanFlag,
    TRUST_PROXY: booleanFlag,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together",
      });
    }
  });

export interface Config {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Where the built web app lives (`vite build` output). */
  webDistDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  google: { clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  paypal: { business: string; checkoutUrl: string; verifyUrl: string } | undefined;
  mailFrom: string;
  logLevel: "debug" | "info" | "warn" | "error";
  seedDemo: boolean;
  trustProxy: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment once, at boot. A bad value stops start-up. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === "production";
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET ?? localSecret(dataDir),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    smtpUrl: env.SMTP_URL,
    paypal: env.PAYPAL_BUSINESS
      ? paypalConfig(env.PAYPAL_BUSINESS, env.PAYPAL_ENV, env.PAYPAL_IPN_VERIFY_URL)
      : undefined,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ?? !isProduction,
    trustProxy: env.TRUST_PROXY ?? false,
  };
}

function paypalConfig(business: string, mode: "sandbox" | "live", verifyOverride?: string) {
  const host = mode === "live" ? "https://ipnpb.paypal.com" : "https://ipnpb.sandbox.paypal.com";
  const checkout = mode === "live" ? "https://www.paypal.com" : "https://www.sandbox.paypal.com";
  return {
    business,
    checkoutUrl: `${checkout}/cgi-bin/webscr`,
    verifyUrl: verifyOverride ?? `${host}/cgi-bin/webscr`,
  };
}

/** Outside production a random secret is kept in the data folder, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
