import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import { languageOf, translate } from "#domain/i18n/translate";
import { passwordSchema } from "#domain/schemas/auth";
import { LIMITS } from "#domain/schemas/limits";
import type { Config } from "#server/config";
import type { DialectName } from "#server/db/database";
import type { DB } from "#server/db/schema";
import type { Logger } from "./logger";
import type { Mailer } from "./mail";

export const AUTH_BASE_PATH = "/api/auth";

const authDates = { createdAt: "created_at", updatedAt: "updated_at" } as const;

/**
 * better-auth owns accounts, sessions and verification. Its models map onto our tables:
 * the `user` model is the spec's `profiles` table (id, email, full_name, ...).
 */
export function createAuth(options: {
  db: Kysely<DB>;
  dialect: DialectName;
  config: Config;
  mailer: Mailer;
  logger: Logger;
}) {
  const { config, mailer, logger } = options;
  return betterAuth({
    appName: "Bridgeland Arena",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // On SQLite all queries share one connection: a transaction here would make the mail
    // outbox write in sendVerificationEmail wait for itself.
    database: { db: options.db, type: options.dialect, transaction: options.dialect === "postgres" },
    trustedOrigins: [config.publicUrl],
    user: {
      modelName: "profiles",
      fields: { name: "full_name", emailVerified: "email_verified", ...authDates },
    },
    session: {
      modelName: "sessions",
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        ...authDates,
      },
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: "accounts",
      fields: {
        userId: "user_id",
        accountId: "account_id",
        providerId: "provider_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...authDates,
      },
    },
    verification: {
      modelName: "verifications",
      fields: { expiresAt: "expires_at", ...authDates },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // A sign-up with a known address answers like a new one (no account enumeration); the
      // owner of the address is told instead.
      async onExistingUserSignUp({ user }, request) {
        const lang = languageOf(request?.headers.get("cookie"), request?.headers.get("accept-language"));
        await mailer.send({
          to: user.email,
          subject: translate(lang, "mail.existingAccount.subject"),
          text: translate(lang, "mail.existingAccount.body", { name: user.name || user.email, url: config.publicUrl }),
        });
      },
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }, request) {
        const lang = languageOf(request?.headers.get("cookie"), request?.headers.get("accept-language"));
        await mailer.send({
          to: user.email,
          subject: translate(lang, "mail.verify.subject"),
          text: translate(lang, "mail.verify.body", { name: user.name || user.email, url }),
        });
        logger.info("verification link", { to: user.email, url });
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    rateLimit: {
      enabled: config.env !== "test",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      cookiePrefix: "arena",
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const result = passwordSchema.safeParse(ctx.body?.password ?? "");
        if (!result.success) {
          throw new APIError("BAD_REQUEST", {
            code: "WEAK_PASSWORD",
            message: result.error.issues[0]?.message ?? "validation.passwordTooShort",
          });
        }
      }),
    },
    telemetry: { enabled: false },
    logger: {
      level: config.logLevel === "debug" ? "debug" : "warn",
      log: (level, message, ...args) =>
        logger[level](`auth: ${message}`, args.length ? { details: args.map(String) } : {}),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
