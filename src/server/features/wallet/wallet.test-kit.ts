import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateRawSync } from "node:zlib";

/**
 * Stand-ins for the venue's wallet credentials, made with the `openssl` command: a self-signed CA
 * (it plays Apple's WWDR certificate), a Pass Type ID certificate it signed with its RSA key (also
 * kept encrypted with a passphrase), and a Google service account's RSA key.
 */
export interface WalletCredentials {
  /** A folder holding `ca.pem`, to verify signatures against; `remove()` deletes it. */
  dir: string;
  caPem: string;
  certificatePem: string;
  keyPem: string;
  encryptedKeyPem: string;
  passphrase: string;
  googleKeyPem: string;
  googlePublicKeyPem: string;
  remove(): void;
}

export const PASS_TYPE_ID = "pass.com.example.arena-tickets";
export const TEAM_ID = "ABCDE12345";
export const GOOGLE_ISSUER_ID = "3388000000022222222";
export const GOOGLE_SERVICE_ACCOUNT = "wallet-issuer@arena-test.iam.gserviceaccount.com";

export function makeWalletCredentials(): WalletCredentials {
  const dir = mkdtempSync(path.join(tmpdir(), "arena-wallet-"));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "2",
    "-subj",
    "/CN=Test WWDR",
  );
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "pass.key",
    "-out",
    "pass.csr",
    "-subj",
    `/UID=${PASS_TYPE_ID}/CN=Pass Type ID: ${PASS_TYPE_ID}/OU=${TEAM_ID}`,
  );
  openssl(
    "x509",
    "-req",
    "-in",
    "pass.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-set_serial",
    "2",
    "-out",
    "pass.pem",
    "-days",
    "2",
  );
  const passphrase = "correct horse battery";
  openssl("pkcs8", "-topk8", "-in", "pass.key", "-out", "pass-encrypted.key", "-passout", `pass:${passphrase}`);
  const google = generateKeyPairSync("rsa", { modulusLength: 2048 });
  writeFileSync(file("google.key"), google.privateKey.export({ type: "pkcs8", format: "pem" }));
  return {
    dir,
    caPem: readFileSync(file("ca.pem"), "utf8"),
    certificatePem: readFileSync(file("pass.pem"), "utf8"),
    keyPem: readFileSync(file("pass.key"), "utf8"),
    encryptedKeyPem: readFileSync(file("pass-encrypted.key"), "utf8"),
    passphrase,
    googleKeyPem: readFileSync(file("google.key"), "utf8"),
    googlePublicKeyPem: google.publicKey.export({ type: "spki", format: "pem" }).toString(),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The environment that configures both wallets with these credentials. */
export function walletEnv(credentials: WalletCredentials): Record<string, string> {
  return {
    APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID,
    APPLE_WALLET_TEAM_ID: TEAM_ID,
    APPLE_WALLET_CERT: credentials.certificatePem,
    APPLE_WALLET_KEY: credentials.encryptedKeyPem,
    APPLE_WALLET_KEY_PASSPHRASE: credentials.passphrase,
    APPLE_WALLET_WWDR_CERT: credentials.caPem,
    GOOGLE_WALLET_ISSUER_ID: GOOGLE_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: GOOGLE_SERVICE_ACCOUNT,
    GOOGLE_WALLET_PRIVATE_KEY: credentials.googleKeyPem,
  };
}

/**
 * The files of a zip archive, read from its central directory: stored and deflated entries (a
 * `.pkpass` is a zip).
 */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const END = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const LOCAL = 0x04034b50;
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== END) end -= 1;
  if (end < 0) throw new Error("not a zip archive: no end of central directory");
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(offset) !== CENTRAL) throw new Error("broken central directory");
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localOffset = archive.readUInt32LE(offset + 42);
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString("utf8");
    if (archive.readUInt32LE(localOffset) !== LOCAL) throw new Error(`broken local header of ${name}`);
    const dataStart =
      localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) files.set(name, inflateRawSync(data));
    else throw new Error(`unsupported compression ${method} for ${name}`);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
