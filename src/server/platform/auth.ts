import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { type Language, languageOf } from "#domain/i18n/translate";
import { accountNameSchema, passwordSchema } from "#domain/schemas/auth";
import { LIMITS } from "#domain/schemas/limits";
import type { Config } from "#server/config";
import type { DialectName } from "#server/db/database";
import type { DB } from "#server/db/schema";
import type { Counters } from "./counters";
import type { Logger } from "./logger";
import type { Mailer, MailMessage } from "./mail";
import { allowedOrigins } from "./origins";

export const AUTH_BASE_PATH = "/api/auth";

const authDates = { createdAt: "created_at", updatedAt: "updated_at" } as const;

/** How long a password reset link works. */
const RESET_LINK_SECONDS = 60 * 60;

/**
 * Our own rules on what better-auth's endpoints take. A new password must not be a common one,
 * whether it is chosen at sign-up, changed or reset: the field that holds it, by endpoint.
 */
const PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};
/** Endpoints that take a name (at most 100 characters, not blank), and whether it must be there. */
const NAME_REQUIRED: Record<string, boolean> = { "/sign-up/email": true, "/update-user": false };

/**
 * Endpoints that answer with a session that has passed a second factor: a code from the
 * authenticator app or a recovery code (at sign-in, when setting the app up, or to confirm an
 * open session), or a passkey, which proves the device and, with user verification, the person.
 */
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
]);

/** The session token in what one of `SECOND_FACTOR_PATHS` answered, if it succeeded. */
function answeredSessionToken(returned: unknown): string | null {
  if (!returned || typeof returned !== "object" || isAPIError(returned)) return null;
  const body = returned as { token?: unknown; session?: { token?: unknown } };
  if (typeof body.token === "string") return body.token;
  if (typeof body.session?.token === "string") return body.session.token;
  return null;
}

function refuse(code: string, error: z.ZodError): never {
  throw new APIError("BAD_REQUEST", { code, message: error.issues[0]?.message ?? "validation.required" });
}

/** An account mail, ready to send; the server's features write them (see features/auth). */
export type AccountMailWriter = (
  kind: "verify" | "existingAccount" | "resetPassword",
  language: Language,
  input: { to: string; name: string; url: string },
) => MailMessage;

/**
 * better-auth owns accounts, sessions and verification. Its models map onto our tables:
 * the `user` model is our `profiles` table (id, email, full_name, ...).
 */
export function createAuth(options: {
  db: Kysely<DB>;
  dialect: DialectName;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** Where the sign-in, sign-up and reset limits are counted: shared by every instance. */
  counters: Counters;
  /** Writes the account mails (address confirmation, a second sign-up, password reset), in HTML like every mail. */
  accountMail: AccountMailWriter;
}) {
  const { config, mailer, logger, counters, accountMail } = options;
  const auth = betterAuth({
    appName: "Bridgeland Arena",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // On SQLite all queries share one connection: a transaction here would make the mail
    // outbox write in sendVerificationEmail wait for itself.
    database: { db: options.db, type: options.dialect, transaction: options.dialect === "postgres" },
    trustedOrigins: allowedOrigins(config),
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
      additionalFields: {
        // Set only by the after-hook below, never from a request.
        secondFactor: {
          type: "boolean",
          fieldName: "second_factor",
          required: false,
          defaultValue: false,
          input: false,
        },
      },
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
        await mailer.send(
          accountMail("existingAccount", lang, {
            to: user.email,
            name: user.name || user.email,
            url: config.publicUrl,
          }),
        );
      },
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      // The request answers the same for every address (better-auth's own rule); the owner of a
      // known one gets the link, in the language of the page that asked.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      async sendResetPassword({ user, url }, request) {
        const lang = languageOf(request?.headers.get("cookie"), request?.headers.get("accept-language"));
        // Not awaited: the time the answer takes must not tell whether the address has an
        // account, and even queueing the mail is a write that finding no account does not make.
        // The mail worker delivers it.
        mailer
          .send(accountMail("resetPassword", lang, { to: user.email, name: user.name || user.email, url }))
          .catch((error) => logger.error("password reset mail failed", { userId: user.id, error: String(error) }));
      },
      // Whoever knew the old password (or a session) is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }) {
        // The link reached the mailbox, which is what verifying the address proves.
        if (user.emailVerified) return;
        const auth = await authContext;
        await auth.internalAdapter.updateUser(user.id, { emailVerified: true });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }, request) {
        const lang = languageOf(request?.headers.get("cookie"), request?.headers.get("accept-language"));
        await mailer.send(accountMail("verify", lang, { to: user.email, name: user.name || user.email, url }));
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
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 10 },
        "/reset-password/*": { window: 60, max: 20 },
      },
      // Counted in the app's counters (the database when instances share one), so a limit holds
      // across instances: a window of `window` seconds, at most `max` requests in it.
      customStorage: {
        async consume(key, rule) {
          const now = Date.now();
          const { count, resetAt } = await counters.hit(`auth:${key}`, rule.window * 1000, now);
          if (count <= rule.max) return { allowed: true, retryAfter: null };
          return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
        },
      },
    },
    advanced: {
      // better-auth skips its origin and redirect checks when NODE_ENV is "test"; they run in every
      // environment here, so the tests exercise the checks production relies on.
      disableOriginCheck: false,
      useSecureCookies: config.isProduction,
      cookiePrefix: "arena",
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      twoFactor({
        issuer: config.passkey.rpName,
        // People who signed up with Google have no password to confirm with; everyone else does.
        allowPasswordless: true,
        schema: {
          user: { fields: { twoFactorEnabled: "two_factor_enabled" } },
          twoFactor: {
            modelName: "two_factors",
            fields: {
              userId: "user_id",
              backupCodes: "backup_codes",
              failedVerificationCount: "failed_verification_count",
              lockedUntil: "locked_until",
            },
          },
        },
      }),
      passkey({
        rpID: config.passkey.rpId,
        rpName: config.passkey.rpName,
        origin: config.passkey.origins,
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        authentication: {
          // A passkey signs in on its own only when the device checked its owner (fingerprint,
          // face or PIN): that is what lets it stand in for the password and the second factor.
          async afterVerification({ verification }) {
            if (!verification.authenticationInfo.userVerified) {
              throw new APIError("UNAUTHORIZED", { code: "PASSKEY_NOT_USER_VERIFIED", message: "user not verified" });
            }
          },
        },
        schema: {
          passkey: {
            modelName: "passkeys",
            fields: {
              publicKey: "public_key",
              userId: "user_id",
              credentialID: "credential_id",
              deviceType: "device_type",
              backedUp: "backed_up",
              createdAt: "created_at",
            },
          },
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // No device is remembered past the second factor: every sign-in asks for it again.
        if (ctx.path.startsWith("/two-factor/") && "trustDevice" in body) body.trustDevice = false;
        const passwordField = PASSWORD_FIELD[ctx.path];
        if (passwordField) {
          const result = passwordSchema.safeParse(body[passwordField] ?? "");
          if (!result.success) refuse("WEAK_PASSWORD", result.error);
        }
        const nameRequired = NAME_REQUIRED[ctx.path];
        if (nameRequired !== undefined && (nameRequired || body.name !== undefined)) {
          const result = accountNameSchema.safeParse(body.name);
          if (!result.success) refuse("INVALID_NAME", result.error);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (!SECOND_FACTOR_PATHS.has(ctx.path)) return;
        // A new session (sign-in finished, or the app just set up) or the caller's own, confirmed.
        const token = ctx.context.newSession?.session.token ?? answeredSessionToken(ctx.context.returned);
        if (token) await ctx.context.internalAdapter.updateSession(token, { secondFactor: true });
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // A session that replaces the caller's own (a new password, the app set up or removed)
          // keeps what the one it replaces had proven.
          async before(session, ctx) {
            const current = ctx?.context.session?.session as { secondFactor?: boolean } | undefined;
            const carried = (session as { secondFactor?: boolean }).secondFactor === true;
            return { data: { ...session, secondFactor: carried || current?.secondFactor === true } };
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: {
      level: config.logLevel === "debug" ? "debug" : "warn",
      log: (level, message, ...args) =>
        logger[level](`auth: ${message}`, args.length ? { details: args.map(String) } : {}),
    },
  });
  const authContext = auth.$context;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
