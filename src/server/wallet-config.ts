import { createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import { z } from "zod";
import { optionalString } from "./config-fields";

/**
 * The wallet part of the configuration: Apple Wallet passes and Google Wallet save links. Each
 * wallet is on when all of its variables are set and off when none is; `config.ts` reads these
 * variables with the rest of the environment, checks them with `checkWalletEnv` and keeps what
 * `walletConfig` answers as `config.appleWallet` and `config.googleWallet`.
 */

/** An optional value, trimmed; empty counts as unset. */
/** A PEM value; an environment variable may carry its line breaks as the two characters `\n`. */
const pemText = optionalString.transform((value) => value?.replace(/\\n/g, "\n"));

/** The wallet variables, spread into the environment's schema. */
export const walletEnvShape = {
  APPLE_WALLET_PASS_TYPE_ID: optionalString.pipe(
    z
      .string()
      .regex(/^pass\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, "must be a Pass Type ID (pass.com.example.tickets)")
      .optional(),
  ),
  APPLE_WALLET_TEAM_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, "must be the 10-character Apple Developer Team ID")
      .optional(),
  ),
  APPLE_WALLET_CERT: pemText,
  APPLE_WALLET_KEY: pemText,
  // A passphrase is taken as it is: spaces may belong to it.
  APPLE_WALLET_KEY_PASSPHRASE: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined)),
  APPLE_WALLET_WWDR_CERT: pemText,
  GOOGLE_WALLET_ISSUER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{10,25}$/, "must be the Google Wallet issuer ID (digits)")
      .optional(),
  ),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: optionalString.pipe(z.email("must be the service account's e-mail").optional()),
  GOOGLE_WALLET_PRIVATE_KEY: pemText,
};

type WalletEnv = z.output<z.ZodObject<typeof walletEnvShape>>;

/**
 * Apple Wallet passes: the Pass Type ID, its team, its certificate and private key (PEM, the key
 * already decrypted), and Apple's WWDR intermediate certificate. Without them, no Apple passes.
 */
export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  certificate: string;
  privateKey: string;
  wwdrCertificate: string;
}

/** Google Wallet "save" links: the issuer and the service account that signs them (RS256). */
export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: KeyObject;
}

/**
 * A wallet's variables are set together or not at all; certificates must be PEM certificates,
 * keys RSA private keys that open (with the passphrase when encrypted), and Apple's key must be
 * its certificate's. Each problem is reported on the variable it names.
 */
export function checkWalletEnv(env: WalletEnv, ctx: z.RefinementCtx): void {
  const apple = [
    "APPLE_WALLET_PASS_TYPE_ID",
    "APPLE_WALLET_TEAM_ID",
    "APPLE_WALLET_CERT",
    "APPLE_WALLET_KEY",
    "APPLE_WALLET_WWDR_CERT",
  ] as const;
  if (apple.some((name) => env[name]) || env.APPLE_WALLET_KEY_PASSPHRASE) {
    for (const name of apple.filter((n) => !env[n])) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message:
          "APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT, APPLE_WALLET_KEY and APPLE_WALLET_WWDR_CERT are set together",
      });
    }
    const certificate = env.APPLE_WALLET_CERT ? readCertificate(env.APPLE_WALLET_CERT) : undefined;
    if (certificate === null) {
      ctx.addIssue({ code: "custom", path: ["APPLE_WALLET_CERT"], message: "must be a PEM certificate" });
    }
    if (env.APPLE_WALLET_WWDR_CERT && readCertificate(env.APPLE_WALLET_WWDR_CERT) === null) {
      ctx.addIssue({ code: "custom", path: ["APPLE_WALLET_WWDR_CERT"], message: "must be a PEM certificate" });
    }
    if (env.APPLE_WALLET_KEY) {
      const key = readRsaKey(env.APPLE_WALLET_KEY, env.APPLE_WALLET_KEY_PASSPHRASE);
      if (typeof key === "string") ctx.addIssue({ code: "custom", path: ["APPLE_WALLET_KEY"], message: key });
      else if (certificate && !certificate.checkPrivateKey(key)) {
        ctx.addIssue({
          code: "custom",
          path: ["APPLE_WALLET_KEY"],
          message: "is not the private key of APPLE_WALLET_CERT",
        });
      }
    }
  }
  const google = [
    "GOOGLE_WALLET_ISSUER_ID",
    "GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL",
    "GOOGLE_WALLET_PRIVATE_KEY",
  ] as const;
  if (google.some((name) => env[name])) {
    for (const name of google.filter((n) => !env[n])) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message:
          "GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL and GOOGLE_WALLET_PRIVATE_KEY are set together",
      });
    }
    const key = env.GOOGLE_WALLET_PRIVATE_KEY ? readRsaKey(env.GOOGLE_WALLET_PRIVATE_KEY) : undefined;
    if (typeof key === "string") ctx.addIssue({ code: "custom", path: ["GOOGLE_WALLET_PRIVATE_KEY"], message: key });
  }
}

/** Both wallets from variables `checkWalletEnv` accepted: each one configured, or undefined. */
export function walletConfig(env: WalletEnv): {
  appleWallet: AppleWalletConfig | undefined;
  googleWallet: GoogleWalletConfig | undefined;
} {
  return {
    appleWallet:
      env.APPLE_WALLET_PASS_TYPE_ID &&
      env.APPLE_WALLET_TEAM_ID &&
      env.APPLE_WALLET_CERT &&
      env.APPLE_WALLET_KEY &&
      env.APPLE_WALLET_WWDR_CERT
        ? {
            passTypeId: env.APPLE_WALLET_PASS_TYPE_ID,
            teamId: env.APPLE_WALLET_TEAM_ID,
            certificate: env.APPLE_WALLET_CERT,
            privateKey: (readRsaKey(env.APPLE_WALLET_KEY, env.APPLE_WALLET_KEY_PASSPHRASE) as KeyObject)
              .export({ type: "pkcs8", format: "pem" })
              .toString(),
            wwdrCertificate: env.APPLE_WALLET_WWDR_CERT,
          }
        : undefined,
    googleWallet:
      env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL && env.GOOGLE_WALLET_PRIVATE_KEY
        ? {
            issuerId: env.GOOGLE_WALLET_ISSUER_ID,
            serviceAccountEmail: env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
            privateKey: readRsaKey(env.GOOGLE_WALLET_PRIVATE_KEY) as KeyObject,
          }
        : undefined,
  };
}

/** A PEM certificate, or null when the text is not one. */
function readCertificate(pem: string): X509Certificate | null {
  try {
    return new X509Certificate(pem);
  } catch {
    return null;
  }
}

/** An RSA private key (PEM, decrypted with the passphrase if it is encrypted), or why it cannot be used. */
function readRsaKey(pem: string, passphrase?: string): KeyObject | string {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: "pem", ...(passphrase ? { passphrase } : {}) });
  } catch {
    return passphrase
      ? "must be a PEM private key that APPLE_WALLET_KEY_PASSPHRASE opens"
      : "must be a PEM private key (an encrypted one needs its passphrase)";
  }
  return key.asymmetricKeyType === "rsa" ? key : "must be an RSA private key";
}
