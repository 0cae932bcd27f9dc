import { beforeAll, expect, it } from "vitest";
import { coreEn } from "#domain/i18n/core/en";
import { coreEs } from "#domain/i18n/core/es";
import type { QueueChallenge } from "#domain/schemas/onsale";
import { describeDialects } from "#server/testing/postgres";
import { solveProof } from "#server/testing/proof";
import { createTestApp, TEST_PASSWORD, type TestApp } from "#server/testing/test-app";
import { SIGN_UP_PROOF_HEADER } from "./sign-up.routes";

const newEmail = () => `proof-${crypto.randomUUID()}@example.com`;
const body = () => ({ name: "Pat Proof", email: newEmail(), password: TEST_PASSWORD });

async function proofFrom(t: TestApp, address?: string): Promise<string> {
  const response = await t.request(
    "/api/sign-up/challenge",
    address ? { headers: { "x-forwarded-for": address } } : {},
  );
  expect(response.status).toBe(200);
  return solveProof((await response.json()) as QueueChallenge);
}

function signUpWith(t: TestApp, proof: string | null, address?: string, json: unknown = body()) {
  const headers: Record<string, string> = {};
  if (proof !== null) headers[SIGN_UP_PROOF_HEADER] = proof;
  if (address) headers["x-forwarded-for"] = address;
  return t.request("/api/auth/sign-up/email", { method: "POST", headers, json });
}

describeDialects("signing up costs a proof-of-work", (open) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await open();
  });

  it("refuses a sign-up without a proof, with a forged, foreign or spent one, and creates no account", async () => {
    const count = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom("profiles")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const proof of [null, "", "not base64 at all", Buffer.from("{}").toString("base64")]) {
      const refused = await signUpWith(t, proof);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "SIGN_UP_PROOF_INVALID" });
    }
    // A proof for the waiting room pays for nothing here: its key is another.
    const queueChallenge = (await (await t.request("/api/queue/challenge")).json()) as QueueChallenge;
    const foreign = await signUpWith(t, await solveProof(queueChallenge));
    expect(foreign.status).toBe(403);
    expect(await count()).toBe(before);

    const proof = await proofFrom(t);
    expect((await signUpWith(t, proof)).status).toBe(200);
    const again = await signUpWith(t, proof);
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: "SIGN_UP_PROOF_INVALID" });
    expect(await count()).toBe(before + 1);
  });

  it("says why in both languages", () => {
    for (const code of ["SIGN_UP_PROOF_INVALID", "SIGN_UP_NETWORK_LIMIT"] as const) {
      expect(coreEn.auth.provider[code]).toBeTruthy();
      expect(coreEs.auth.provider[code]).toBeTruthy();
      expect(coreEs.auth.provider[code]).not.toBe(coreEn.auth.provider[code]);
    }
  });
});

describeDialects("sign-ups per network", (open, dialect) => {
  // Limits are off in the test environment; these apps run as in development, behind a proxy.
  const env = { NODE_ENV: "development", TRUST_PROXY: "true", SIGNUPS_PER_NETWORK_PER_HOUR: "3" };
  let t: TestApp;

  beforeAll(async () => {
    t = await open(env);
  });

  it("opens at most the setting's accounts an hour per IPv4 /24 or IPv6 /64, and others still sign up", async () => {
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      expect((await signUpWith(t, await proofFrom(t, address), address)).status).toBe(200);
    }
    const over = await signUpWith(t, await proofFrom(t, "198.51.100.200"), "198.51.100.200");
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "SIGN_UP_NETWORK_LIMIT" });
    // The next /24 is another network.
    expect((await signUpWith(t, await proofFrom(t, "198.51.101.1"), "198.51.101.1")).status).toBe(200);

    for (const address of ["2001:db8:5:6::1", "2001:db8:5:6::2", "2001:db8:5:6:ffff::3"]) {
      expect((await signUpWith(t, await proofFrom(t, address), address)).status).toBe(200);
    }
    const overV6 = await signUpWith(t, await proofFrom(t, "2001:db8:5:6::99"), "2001:db8:5:6::99");
    expect(overV6.status).toBe(429);
  }, 60_000);

  it.runIf(dialect === "postgres")(
    "counts one network's sign-ups across instances",
    async () => {
      const other = await createTestApp({ databaseUrl: t.ctx.config.databaseUrl, env });
      try {
        const apps = [t, other, t, other];
        const answers: number[] = [];
        for (const [i, app] of apps.entries()) {
          const address = `203.0.113.${i + 10}`;
          answers.push((await signUpWith(app, await proofFrom(app, address), address)).status);
        }
        expect(answers).toEqual([200, 200, 200, 429]);
      } finally {
        await other.close();
      }
    },
    60_000,
  );
});
