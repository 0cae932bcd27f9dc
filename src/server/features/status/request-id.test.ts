import { beforeAll, describe, expect, it } from "vitest";
import { seatId } from "#domain/seating/layouts";
import { createLogger, silentLogger } from "#server/platform/logger";
import { createMailWorker, type OutgoingMail } from "#server/platform/mail-worker";
import { currentWork, runInJob, runInRequest } from "#server/platform/request-context";
import { type BuiltUser, buildEvent, buildUsers, heldOrder, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeDialects("request ids", (open) => {
  let t: TestApp;
  let buyer: BuiltUser;
  beforeAll(async () => {
    t = await open();
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  it("answers every request with an id: a new one, or a sane one the client sent", async () => {
    const fresh = await t.request("/api/health");
    expect(fresh.headers.get("x-request-id")).toMatch(UUID);
    const other = await t.request("/api/health");
    expect(other.headers.get("x-request-id")).not.toBe(fresh.headers.get("x-request-id"));

    const sent = await t.request("/api/health", { headers: { "x-request-id": "lb-7f3a9c21.0001" } });
    expect(sent.headers.get("x-request-id")).toBe("lb-7f3a9c21.0001");
    for (const insane of ["short", "has space in it", "x".repeat(129), "semi;colon;0001"]) {
      const response = await t.request("/api/health", { headers: { "x-request-id": insane } });
      expect(response.headers.get("x-request-id")).toMatch(UUID);
    }
  });

  it("carries the id on error answers, better-auth's answers and pages", async () => {
    for (const [path, status] of [
      ["/api/no-such-endpoint", 404],
      ["/api/my/tickets", 401],
      ["/api/auth/get-session", 200],
    ] as const) {
      const response = await t.request(path, { headers: { "x-request-id": "trace-0000-0001" } });
      expect(response.status).toBe(status);
      expect(response.headers.get("x-request-id")).toBe("trace-0000-0001");
    }
  });

  it("writes the id of the request that owed a mail on the outbox row, and sends it as the mail's header", async () => {
    const event = await buildEvent(t.ctx.db);
    const order = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "premium", 4, 1)]);
    await t.ctx.db.deleteFrom("mail_outbox").execute();
    const paid = await paySimulated(t, buyer.cookie, order.id);
    expect(paid.status).toBe(200);
    const id = paid.headers.get("x-request-id");
    const rows = await t.ctx.db.selectFrom("mail_outbox").select(["id", "request_id"]).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.request_id === id)).toBe(true);

    const sent: OutgoingMail[] = [];
    const worker = createMailWorker({
      db: t.ctx.db,
      transport: { sendMail: async (mail) => sent.push(mail) },
      from: "arena@example.com",
      logger: silentLogger,
      logBodies: false,
      render: async () => ({ to: buyer.email, subject: "Your tickets", text: "..." }),
    });
    await worker.deliverDue();
    expect(sent.length).toBe(rows.length);
    for (const mail of sent) expect(mail.headers).toEqual({ "X-Request-Id": id });
  });
});

describe("log lines", () => {
  it("carry the request's or the job's id", () => {
    const lines: string[] = [];
    const original = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      const logger = createLogger({ level: "info", json: true });
      runInRequest("req-abcdef-0001", () => logger.info("in a request"));
      runInJob("mail delivery", () => {
        expect(currentWork()?.jobId).toMatch(/^mail delivery:[0-9a-f]{8}$/);
        logger.info("in a job");
      });
      logger.info("outside");
    } finally {
      process.stdout.write = original;
    }
    const [request, job, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(request).toMatchObject({ msg: "in a request", requestId: "req-abcdef-0001" });
    expect(job?.jobId).toMatch(/^mail delivery:/);
    expect(outside?.requestId).toBeUndefined();
    expect(outside?.jobId).toBeUndefined();
  });
});
