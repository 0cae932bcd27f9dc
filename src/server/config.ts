import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { PricingRules } from "#domain/pricing";
import type { RetentionDays } from "#domain/retention";
import { fromBase64Url, newTicketKeyPair, ticketPublicKey, toBase64Url } from "#domain/tickets/ticket-code";
import { type ChatConfig, chatConfig, chatEnvShape, checkChatEnv } from "#server/chat-config";
import { type FairPlayConfig, fairPlayConfig, fairPlayEnvShape } from "#server/fair-play-config";
import { type MetricsConfig, metricsConfig, metricsEnvShape } from "#server/metrics-config";
import { type PasskeyConfig, passkeyConfig, passkeyEnvShape } from "#server/passkey-config";
import { pricingConfig, pricingEnvShape } from "#server/pricing-config";
import { retentionConfig, retentionEnvShape } from "#server/retention-config";
import {
  type AppleWalletConfig,
  checkWalletEnv,
  type GoogleWalletConfig,
  walletConfig,
  walletEnvShape,
} from "#server/wallet-config";
import { optionalString } from "./config-fields";

export type { OpenAiChatConfig } from "#server/chat-config";

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
    DATABASE_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    TICKET_SIGNING_KEY: optionalString.pipe(
      z
        .string()
        .refine((value) => fromBase64Url(value)?.length === 32, "must be 32 bytes in base64url (43 characters)")
        .optional(),
    ),
    GOOGLE_CLIENT_ID: optionalString,
    ...passkeyEnvShape,
    GOOGLE_CLIENT_SECRET: optionalString,
    SMTP_URL: optionalString.pipe(z.url().optional()),
    MAIL_FROM: z.string().default("Bridgeland Arena <no-reply@bridgelandarena.com>"),
    PAYPAL_BUSINESS: optionalString.pipe(z.email("must be the PayPal account's e-mail").optional()),
    PAYPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
    PAYPAL_IPN_VERIFY_URL: optionalString.pipe(z.url().optional()),
    CARD_PROVIDER: z.enum(["simulated", "stripe"]).default("simulated"),
    PAYMENTS_DEMO: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(
          /^(sk|rk)_(test|live)_\w+$/,
          "must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key)",
        )
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z.string().startsWith("whsec_", "must be the webhook endpoint's signing secret (whsec_…)").optional(),
    ),
    STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    ...pricingEnvShape,
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    PAGE_RENDERS_MAX: z.coerce.number().int().min(0).max(64).default(2),
    PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).optional(),
    ...metricsEnvShape,
    SEED_DEMO: booleanFlag,
    TRUST_PROXY: booleanFlag,
    HERO_VIDEO_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    GOOGLE_MAPS_API_KEY: optionalString,
    AERIAL_VIEW_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name")
        .optional(),
    ),
    S3_REGION: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, "must be a region name")
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    ...retentionEnvShape,
    ...fairPlayEnvShape,
    ...walletEnvShape,
    ...chatEnvShape,
  })
  .superRefine((env, ctx) => {
    checkChatEnv(env, ctx);
    if (env.CARD_PROVIDER === "stripe") {
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required when CARD_PROVIDER=stripe" });
      }
    }
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    }
    if (env.NODE_ENV === "production" && !env.TICKET_SIGNING_KEY) {
      ctx.addIssue({ code: "custom", path: ["TICKET_SIGNING_KEY"], message: "is required in production" });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together",
      });
    }
    checkWalletEnv(env, ctx);
    const s3 = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    if (s3.some((name) => env[name]) || env.S3_REGION) {
      for (const name of s3.filter((n) => !env[n])) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together",
        });
      }
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
  /** How long start-up waits for an unreachable database before it gives up. */
  databaseWaitMs: number;
  authSecret: string;
  /** The Ed25519 key pair ticket codes are signed with; the public key (base64url) goes to scanners. */
  ticketKey: { secretKey: Uint8Array; publicKey: string };
  google: { clientId: string; clientSecret: string } | undefined;
  /** Passkeys: their domain and the origins of their ceremonies (see `passkey-config.ts`). */
  passkey: PasskeyConfig;
  smtpUrl: string | undefined;
  paypal: { business: string; checkoutUrl: string; verifyUrl: string } | undefined;
  /**
   * Card payments: Stripe Checkout, or the simulated provider — which outside development and
   * tests only runs when `PAYMENTS_DEMO=true` (and then every page says test mode).
   */
  payments: {
    cardProvider: "simulated" | "stripe";
    simulatedAllowed: boolean;
    stripe: { secretKey: string; webhookSecret: string; apiBase?: string } | undefined;
  };
  mailFrom: string;
  /** The per-ticket service fee and the sales tax every price includes (`SERVICE_FEE`, `SALES_TAX`). */
  pricing: PricingRules;
  logLevel: "debug" | "info" | "warn" | "error";
  /** Pages rendered on the server at once at most; a request past them gets the shell (0: never render). */
  pageRenders: number;
  /**
   * A render taking longer, from when its thread begins it, is abandoned and the shell sent: 5 s,
   * or a minute in tests, whose machines run many suites at once below the renders' priority.
   */
  pageRenderTimeoutMs: number;
  /** Who may read `GET /metrics`, and on which port (see `metrics-config.ts`). */
  metrics: MetricsConfig;
  seedDemo: boolean;
  trustProxy: boolean;
  /** Fair play: network grouping and the per-network limits (see `fair-play-config.ts`). */
  fairPlay: FairPlayConfig;
  /** The home page hero's background video; without it the poster image shows. */
  heroVideoUrl: string | undefined;
  /** Aerial-view video lookup; without a key the information page shows the satellite map. */
  aerialView: { apiKey: string; baseUrl: string } | undefined;
  /** An S3-compatible bucket for uploaded images; without it they stay in `DATA_DIR/media`. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  /** Apple Wallet passes (see `wallet-config.ts`); without them, no Apple passes. */
  appleWallet: AppleWalletConfig | undefined;
  /** Google Wallet "save" links (see `wallet-config.ts`); without them, no Google Wallet. */
  googleWallet: GoogleWalletConfig | undefined;
  /** Days each kind of personal record is kept before the retention job removes it. */
  retention: RetentionDays;
  /**
   * The Venue Assistant: the local one, or a model behind an OpenAI-compatible Chat Completions
   * API (`CHAT_PROVIDER=gemini` is that API at Google's compatible endpoint) with the local one
   * as its fallback.
   */
  chat: ChatConfig;
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
    databaseWaitMs: env.DATABASE_WAIT_MS,
    authSecret: env.AUTH_SECRET ?? localSecret(dataDir),
    ticketKey: ticketKeyPair(env.TICKET_SIGNING_KEY ?? localTicketKey(dataDir)),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    passkey: orStop("PASSKEY_ORIGIN", passkeyConfig(env, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`)),
    smtpUrl: env.SMTP_URL,
    payments: {
      cardProvider: env.CARD_PROVIDER,
      simulatedAllowed: !isProduction || env.PAYMENTS_DEMO,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
            }
          : undefined,
    },
    paypal: env.PAYPAL_BUSINESS
      ? paypalConfig(env.PAYPAL_BUSINESS, env.PAYPAL_ENV, env.PAYPAL_IPN_VERIFY_URL)
      : undefined,
    mailFrom: env.MAIL_FROM,
    pricing: pricingConfig(env),
    logLevel: env.LOG_LEVEL,
    pageRenders: env.PAGE_RENDERS_MAX,
    pageRenderTimeoutMs: env.PAGE_RENDER_TIMEOUT_MS ?? (env.NODE_ENV === "test" ? 60_000 : 5_000),
    metrics: metricsConfig(env),
    seedDemo: env.SEED_DEMO ?? !isProduction,
    trustProxy: env.TRUST_PROXY ?? false,
    fairPlay: fairPlayConfig(env),
    heroVideoUrl: env.HERO_VIDEO_URL,
    aerialView: env.GOOGLE_MAPS_API_KEY
      ? {
          apiKey: env.GOOGLE_MAPS_API_KEY,
          baseUrl: (env.AERIAL_VIEW_API_URL ?? "https://aerialview.googleapis.com/v1").replace(/\/$/, ""),
        }
      : undefined,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT.replace(/\/$/, ""),
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? "us-east-1",
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    ...walletConfig(env),
    retention: retentionConfig(env),
    chat: chatConfig(env),
  };
}

/** A setting, or the stop for `name` when what came back is what is wrong with its value. */
function orStop<T extends object>(name: string, setting: T | string): T {
  if (typeof setting === "string") throw new ConfigError(`Invalid configuration:\n  ${name}: ${setting}`);
  return setting;
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

function ticketKeyPair(seed: string): Config["ticketKey"] {
  const secretKey = fromBase64Url(seed) ?? new Uint8Array();
  return { secretKey, publicKey: toBase64Url(ticketPublicKey(secretKey)) };
}

/**
 * Outside production a random ticket key is kept in the data folder, so tickets issued before a
 * restart still scan after it.
 */
function localTicketKey(dataDir: string): string {
  const file = path.join(dataDir, ".ticket-key");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // `wx`: of two processes starting on one folder at once, one key wins and both read it.
      writeFileSync(file, toBase64Url(newTicketKeyPair().secretKey), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
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
