import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { DatabaseUnreachableError, waitForDatabase } from "./wait";

/** A port nothing listens on: taken and released again. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function warnings() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    logger: { info: () => undefined, warn: (_m: string, fields?: object) => void lines.push({ ...fields }) },
  };
}

describe("waiting for the database at start-up", () => {
  it("retries with doubling pauses up to the longest, then gives up naming the database, never the password", async () => {
    const url = `postgres://arena:do-not-print@127.0.0.1:${await closedPort()}/arena`;
    const database = openDatabase({ databaseUrl: url, logger: { warn: () => undefined } });
    const { lines, logger } = warnings();
    try {
      const started = Date.now();
      const failure = await waitForDatabase(database, {
        waitMs: 400,
        logger,
        firstPauseMs: 20,
        longestPauseMs: 80,
      }).catch((error: unknown) => error);
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      expect(failure).toBeInstanceOf(DatabaseUnreachableError);
      const message = (failure as Error).message;
      expect(message).toContain(database.location);
      expect(message).toContain("ECONNREFUSED");
      expect(message).toContain("DATABASE_WAIT_MS");
      expect(message).not.toContain("do-not-print");

      const pauses = lines.map((line) => line.retryInMs as number);
      expect(pauses.slice(0, 4)).toEqual([20, 40, 80, 80]);
      expect(lines.every((line) => !JSON.stringify(line).includes("do-not-print"))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("does not wait without a time allowed, and not at all for a database that answers", async () => {
    const down = openDatabase({
      databaseUrl: `postgres://arena@127.0.0.1:${await closedPort()}/arena`,
      logger: { warn: () => undefined },
    });
    try {
      await expect(waitForDatabase(down, { waitMs: 0, logger: warnings().logger })).rejects.toBeInstanceOf(
        DatabaseUnreachableError,
      );
    } finally {
      await down.close();
    }
    const up = openDatabase({ sqliteFile: ":memory:" });
    const { lines, logger } = warnings();
    await waitForDatabase(up, { waitMs: 0, logger });
    expect(lines).toEqual([]);
    await up.close();
  });
});
