import { createPublicKey } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";
import { makeWalletCredentials, PASS_TYPE_ID, TEAM_ID, walletEnv } from "./wallet.test-kit";

const credentials = makeWalletCredentials();
const dataDir = mkdtempSync(path.join(tmpdir(), "arena-wallet-config-"));
afterAll(() => {
  credentials.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

function load(env: Record<string, string>) {
  return loadConfig({ DATA_DIR: dataDir, ...env });
}

function messageOf(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}

/** A PEM as an environment variable often carries it: one line, its breaks written `\n`. */
const oneLine = (pem: string) => pem.trim().replaceAll("\n", "\\n");

it("takes both wallets, PEM values with real or written line breaks, the key opened with its passphrase", () => {
  const env = walletEnv(credentials);
  for (const variant of [
    env,
    {
      ...env,
      APPLE_WALLET_CERT: oneLine(credentials.certificatePem),
      APPLE_WALLET_KEY: oneLine(credentials.encryptedKeyPem),
      APPLE_WALLET_WWDR_CERT: oneLine(credentials.caPem),
      GOOGLE_WALLET_PRIVATE_KEY: oneLine(credentials.googleKeyPem),
    },
  ]) {
    const config = load(variant);
    expect(config.appleWallet).toMatchObject({ passTypeId: PASS_TYPE_ID, teamId: TEAM_ID });
    expect(config.appleWallet?.certificate).toContain("-----BEGIN CERTIFICATE-----\n");
    // Decrypted once at start: the pass signer gets a plain PKCS #8 key.
    expect(config.appleWallet?.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(config.googleWallet?.issuerId).toBe(env.GOOGLE_WALLET_ISSUER_ID);
    expect(createPublicKey(config.googleWallet?.privateKey ?? "").export({ type: "spki", format: "pem" })).toBe(
      credentials.googlePublicKeyPem,
    );
  }
  const { APPLE_WALLET_KEY_PASSPHRASE: _, ...plain } = env;
  expect(load({ ...plain, APPLE_WALLET_KEY: credentials.keyPem }).appleWallet).toBeDefined();
});

it("takes one wallet without the other", () => {
  const env = walletEnv(credentials);
  const apple = Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("APPLE_")));
  const google = Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("GOOGLE_")));
  expect(load(apple)).toMatchObject({ googleWallet: undefined, appleWallet: expect.any(Object) });
  expect(load(google)).toMatchObject({ appleWallet: undefined, googleWallet: expect.any(Object) });
});

it("refuses a key it cannot open or that is not the certificate's, naming the variable", () => {
  const env = walletEnv(credentials);
  expect(messageOf({ ...env, APPLE_WALLET_KEY_PASSPHRASE: "wrong" })).toMatch(
    /^\s+APPLE_WALLET_KEY: must be a PEM private key that APPLE_WALLET_KEY_PASSPHRASE opens$/m,
  );
  const { APPLE_WALLET_KEY_PASSPHRASE: _, ...withoutPassphrase } = env;
  expect(messageOf(withoutPassphrase)).toMatch(/^\s+APPLE_WALLET_KEY: must be a PEM private key/m);
  expect(messageOf({ ...withoutPassphrase, APPLE_WALLET_KEY: credentials.googleKeyPem })).toMatch(
    /^\s+APPLE_WALLET_KEY: is not the private key of APPLE_WALLET_CERT$/m,
  );
  expect(messageOf({ ...env, APPLE_WALLET_CERT: credentials.keyPem })).toMatch(
    /^\s+APPLE_WALLET_CERT: must be a PEM certificate$/m,
  );
  expect(messageOf({ ...env, GOOGLE_WALLET_PRIVATE_KEY: credentials.certificatePem })).toMatch(
    /^\s+GOOGLE_WALLET_PRIVATE_KEY: must be a PEM private key/m,
  );
  const { APPLE_WALLET_WWDR_CERT: __, ...withoutWwdr } = env;
  expect(messageOf(withoutWwdr)).toMatch(/^\s+APPLE_WALLET_WWDR_CERT: .* are set together$/m);
});
