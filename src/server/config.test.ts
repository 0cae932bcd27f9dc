import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";

const SECRET = "s".repeat(32);
const TICKET_KEY = "k".repeat(43);

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "arena-config-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The error loadConfig throws for `env`, or a failure if it throws none. */
function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig refuses bad values, naming the variable", () => {
  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["DATABASE_URL", { DATABASE_URL: "not a url" }],
    ["DATABASE_WAIT_MS", { DATABASE_WAIT_MS: "soon" }],
    ["DATABASE_WAIT_MS", { DATABASE_WAIT_MS: "-1" }],
    ["AUTH_SECRET", { NODE_ENV: "production" }],
    ["AUTH_SECRET", { AUTH_SECRET: "too-short" }],
    ["TICKET_SIGNING_KEY", { NODE_ENV: "production", AUTH_SECRET: SECRET }],
    ["TICKET_SIGNING_KEY", { TICKET_SIGNING_KEY: "not-a-key" }],
    ["GOOGLE_CLIENT_SECRET", { GOOGLE_CLIENT_ID: "client-id.apps.googleusercontent.com" }],
    ["GOOGLE_CLIENT_SECRET", { GOOGLE_CLIENT_SECRET: "only-the-secret" }],
    ["NODE_ENV", { NODE_ENV: "staging" }],
    ["LOG_LEVEL", { LOG_LEVEL: "verbose" }],
    ["PUBLIC_URL", { PUBLIC_URL: "not a url" }],
    ["SMTP_URL", { SMTP_URL: "not a url" }],
    ["SEED_DEMO", { SEED_DEMO: "yes" }],
    ["S3_SECRET_ACCESS_KEY", { S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "id" }],
    ["S3_ENDPOINT", { S3_REGION: "eu-west-1" }],
    ["S3_ENDPOINT", { S3_ENDPOINT: "ftp://bucket.example" }],
    ["S3_BUCKET", { S3_BUCKET: "Not A Bucket" }],
    ["APPLE_WALLET_CERT", { APPLE_WALLET_PASS_TYPE_ID: "pass.com.example.tickets" }],
    ["APPLE_WALLET_TEAM_ID", { APPLE_WALLET_KEY_PASSPHRASE: "secret" }],
    ["APPLE_WALLET_PASS_TYPE_ID", { APPLE_WALLET_PASS_TYPE_ID: "com.example.tickets" }],
    ["APPLE_WALLET_TEAM_ID", { APPLE_WALLET_TEAM_ID: "team" }],
    ["APPLE_WALLET_CERT", { APPLE_WALLET_CERT: "not a certificate" }],
    [
      "APPLE_WALLET_WWDR_CERT",
      { APPLE_WALLET_WWDR_CERT: "-----BEGIN CERTIFICATE-----\\nAAAA\\n-----END CERTIFICATE-----" },
    ],
    ["APPLE_WALLET_KEY", { APPLE_WALLET_KEY: "not a key" }],
    ["GOOGLE_WALLET_PRIVATE_KEY", { GOOGLE_WALLET_ISSUER_ID: "3388000000022222222" }],
    ["GOOGLE_WALLET_ISSUER_ID", { GOOGLE_WALLET_ISSUER_ID: "arena" }],
    ["GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL", { GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: "not an e-mail" }],
    ["GOOGLE_WALLET_PRIVATE_KEY", { GOOGLE_WALLET_PRIVATE_KEY: "not a key" }],
  ] as const)("%s in %j", (variable, env) => {
    const error = configErrorOf(env);
    expect(error.name).toBe("ConfigError");
    expect(error.message).toMatch(new RegExp(`^\\s+${variable}: `, "m"));
  });

  it("lists every bad variable at once", () => {
    const error = configErrorOf({ PORT: "abc", DATABASE_URL: "mysql://x" });
    expect(error.message).toContain("PORT:");
    expect(error.message).toContain("DATABASE_URL:");
  });
});

describe("loadConfig defaults", () => {
  it("gives a working development setup with no variables", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      dataDir,
      databaseUrl: undefined,
      databaseWaitMs: 60_000,
      google: undefined,
      appleWallet: undefined,
      googleWallet: undefined,
      smtpUrl: undefined,
      logLevel: "info",
      seedDemo: true,
      trustProxy: false,
    });
    expect(config.mailFrom).toContain("@");
  });

  it("keeps a generated auth secret in the data folder, private, across restarts", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    expect(statSync(path.join(dataDir, ".auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("resolves a relative data folder to an absolute path", () => {
    const relative = path.relative(process.cwd(), dataDir);
    expect(loadConfig({ DATA_DIR: relative, AUTH_SECRET: SECRET }).dataDir).toBe(dataDir);
  });

  it("derives the public URL from the port and drops a trailing slash", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://arena.example/" }).publicUrl).toBe(
      "https://arena.example",
    );
  });

  it("treats blank optional values as unset", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: "  ",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  it("accepts a production setup and turns the demo seed off there", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      AUTH_SECRET: SECRET,
      TICKET_SIGNING_KEY: TICKET_KEY,
      DATABASE_URL: "postgres://arena:pw@db.internal:5432/arena",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      TRUST_PROXY: "1",
    });
    expect(config).toMatchObject({
      isProduction: true,
      authSecret: SECRET,
      databaseUrl: "postgres://arena:pw@db.internal:5432/arena",
      google: { clientId: "id", clientSecret: "secret" },
      seedDemo: false,
      trustProxy: true,
    });
  });

  it("takes an S3-compatible bucket only with all four values, in us-east-1 unless told", () => {
    const bucket = {
      S3_ENDPOINT: "https://s3.example.com/",
      S3_BUCKET: "arena-media",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, ...bucket }).s3).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "arena-media",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
    });
    expect(loadConfig({ DATA_DIR: dataDir, ...bucket, S3_REGION: "eu-central-1" }).s3?.region).toBe("eu-central-1");
    const error = configErrorOf({ S3_BUCKET: "arena-media" });
    for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
      expect(error.message).toContain(`${name}: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`);
    }
  });

  it("takes the start-up wait for the database in milliseconds; 0 does not wait", () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_WAIT_MS: "5000" }).databaseWaitMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_WAIT_MS: "0" }).databaseWaitMs).toBe(0);
  });

  it("lets SEED_DEMO override the default either way", () => {
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        AUTH_SECRET: SECRET,
        TICKET_SIGNING_KEY: TICKET_KEY,
        SEED_DEMO: "true",
      }).seedDemo,
    ).toBe(true);
  });
});
