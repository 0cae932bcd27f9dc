import { execFileSync } from "node:child_process";
import { createHash, createPublicKey, verify } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { GoogleWalletResponse, TicketsResponse } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { verifyTicketCodeWith } from "#server/features/tickets";
import { type BuiltUser, buildEvent, buildUsers, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { applePassToken } from "./apple-pass-token";
import {
  GOOGLE_ISSUER_ID,
  GOOGLE_SERVICE_ACCOUNT,
  makeWalletCredentials,
  PASS_TYPE_ID,
  TEAM_ID,
  unzip,
  type WalletCredentials,
  walletEnv,
} from "./wallet.test-kit";

const credentials: WalletCredentials = makeWalletCredentials();
afterAll(() => credentials.remove());

interface PassJson {
  serialNumber: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
  authenticationToken: string;
  webServiceURL: string;
  relevantDate: string;
  voided: boolean;
  backgroundColor: string;
  barcodes?: { format: string; message: string }[];
  eventTicket: Record<string, { key: string; label: string; value: unknown }[]>;
}

/** Every field of the pass's event ticket by key: label and value. */
function fieldsOf(pass: PassJson): Map<string, { label: string; value: unknown }> {
  return new Map(Object.values(pass.eventTicket).flatMap((fields) => fields.map((f) => [f.key, f] as const)));
}

/**
 * Opens a `.pkpass`: every file is in the manifest with its SHA-1, nothing else is, and the
 * signature is a detached PKCS #7 signature of the manifest that `openssl` verifies against the CA.
 */
function openPass(archive: Buffer): PassJson {
  const files = unzip(archive);
  const manifest = JSON.parse(files.get("manifest.json")?.toString("utf8") ?? "{}") as Record<string, string>;
  const signed = [...files.keys()].filter((name) => name !== "manifest.json" && name !== "signature").sort();
  expect(Object.keys(manifest).sort()).toEqual(signed);
  expect(signed).toEqual(expect.arrayContaining(["pass.json", "icon.png", "icon@2x.png", "logo.png"]));
  for (const [name, hash] of Object.entries(manifest)) {
    expect(
      createHash("sha1")
        .update(files.get(name) ?? "")
        .digest("hex"),
      name,
    ).toBe(hash);
  }
  const dir = credentials.dir;
  const stamp = crypto.randomUUID();
  writeFileSync(path.join(dir, `${stamp}.manifest`), files.get("manifest.json") ?? "");
  writeFileSync(path.join(dir, `${stamp}.signature`), files.get("signature") ?? "");
  // Throws (and fails the test) unless the signature verifies.
  execFileSync(
    "openssl",
    [
      "smime",
      "-verify",
      "-binary",
      "-inform",
      "DER",
      "-in",
      `${stamp}.signature`,
      "-content",
      `${stamp}.manifest`,
      "-CAfile",
      "ca.pem",
      "-purpose",
      "any",
      "-out",
      `${stamp}.out`,
    ],
    { cwd: dir, stdio: "pipe" },
  );
  return JSON.parse(files.get("pass.json")?.toString("utf8") ?? "{}") as PassJson;
}

/** The claims of a Google "save" address's JWT, after checking its RS256 signature with the public key. */
function jwtClaims(url: string): Record<string, unknown> {
  expect(url.startsWith("https://pay.google.com/gp/v/save/")).toBe(true);
  const jwt = url.slice("https://pay.google.com/gp/v/save/".length);
  const [header = "", payload = "", signature = ""] = jwt.split(".");
  expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({ alg: "RS256", typ: "JWT" });
  const key = createPublicKey(credentials.googlePublicKeyPem);
  expect(verify("sha256", Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, "base64url"))).toBe(true);
  expect(verify("sha256", Buffer.from(`${header}.${payload}x`), key, Buffer.from(signature, "base64url"))).toBe(false);
  return JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
}

describeDialects("wallet passes", (open) => {
  let t: TestApp;
  let bare: TestApp;
  let admin: BuiltUser;

  beforeAll(async () => {
    [t, bare] = await Promise.all([open(walletEnv(credentials)), open()]);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
  });

  /** A buyer with one paid seat on a new event, and that ticket's booking. */
  async function ticketHolder(app: TestApp, title = "Holiday Pops", titleEs: string | null = null) {
    const [buyer] = (await buildUsers(app.ctx, 1)) as [BuiltUser];
    const event = await buildEvent(app.ctx.db, { title, title_es: titleEs, event_date: "2026-12-05T01:00:00.000Z" });
    const order = await paidOrder(app, buyer.cookie, event.id, [seatId(event.id, "vip", 2, 7)]);
    const booking = await app.ctx.db
      .selectFrom("bookings")
      .select(["id", "ticket_version"])
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    return { buyer, event, order, bookingId: booking.id };
  }

  function devicePass(app: TestApp, serial: string, token: string, headers: Record<string, string> = {}) {
    return app.request(`/api/wallet/v1/passes/${PASS_TYPE_ID}/${serial}`, {
      headers: { authorization: `ApplePass ${token}`, ...headers },
    });
  }

  it("offers no wallet and answers wallet_unavailable while none is configured", async () => {
    const { buyer, bookingId } = await ticketHolder(bare);
    const list = (await (await bare.request("/api/my/tickets", { cookie: buyer.cookie })).json()) as TicketsResponse;
    expect(list.wallets).toEqual({ apple: false, google: false });
    const unavailable = { error: { code: "not_found", params: { reason: "wallet_unavailable" } } };
    for (const pathname of [
      `/api/my/tickets/${bookingId}/wallet.pkpass`,
      `/api/my/tickets/${bookingId}/google-wallet`,
      `/api/wallet/v1/passes/${PASS_TYPE_ID}/${bookingId}`,
      `/api/wallet/v1/devices/device-1/registrations/${PASS_TYPE_ID}`,
    ]) {
      const response = await bare.request(pathname, { cookie: buyer.cookie });
      expect([pathname, response.status]).toEqual([pathname, 404]);
      expect(await response.json()).toEqual(unavailable);
    }
  });

  it("gives the holder a signed Apple pass of the ticket, in their language", async () => {
    const { buyer, event, bookingId } = await ticketHolder(t);
    const list = (await (await t.request("/api/my/tickets", { cookie: buyer.cookie })).json()) as TicketsResponse;
    expect(list.wallets).toEqual({ apple: true, google: true });

    const response = await t.request(`/api/my/tickets/${bookingId}/wallet.pkpass`, { cookie: buyer.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="holiday-pops-2-7.pkpass"');
    expect(response.headers.get("last-modified")).toMatch(/GMT$/);
    const pass = openPass(Buffer.from(await response.arrayBuffer()));
    expect(pass).toMatchObject({
      serialNumber: bookingId,
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      webServiceURL: "http://localhost:3000/api/wallet/",
      authenticationToken: applePassToken(t.ctx.config.authSecret, bookingId, 1),
      relevantDate: event.event_date,
      voided: false,
      backgroundColor: "rgb(11, 17, 32)",
    });
    const code = pass.barcodes?.[0]?.message ?? "";
    expect(pass.barcodes?.[0]?.format).toBe("PKBarcodeFormatQR");
    expect(verifyTicketCodeWith(t.ctx.config.ticketKey, code)).toEqual({
      ticketId: bookingId,
      eventId: event.id,
      section: "vip",
      row: 2,
      seat: 7,
      version: 1,
    });
    // The same code My Tickets shows.
    expect(list.tickets[0]?.ticketToken).toBe(code);
    const fields = fieldsOf(pass);
    expect(fields.get("event")).toEqual({ key: "event", label: "Event", value: "Holiday Pops" });
    // 7 pm at the venue (Chicago, UTC-6 in December), whatever the phone's time zone.
    expect(fields.get("date")).toMatchObject({ value: "2026-12-04T19:00:00-06:00", ignoresTimeZone: true });
    expect(fields.get("when")?.value).toBe("Friday, December 4, 2026 at 7:00 PM");
    expect(fields.get("venue")?.value).toBe("Bridgeland Arena");
    expect(fields.get("address")?.value).toContain("17500 Bridgeland Creek Pkwy, Cypress, TX 77433");
    expect(fields.get("section")).toMatchObject({ label: "Section", value: "VIP" });
    expect(fields.get("row")?.value).toBe("2");
    expect(fields.get("seat")?.value).toBe("7");
    expect(fields.get("holder")?.value).toBe(buyer.name);

    const spanish = await t.request(`/api/my/tickets/${bookingId}/wallet.pkpass`, {
      cookie: `${buyer.cookie}; lang=es`,
    });
    const spanishFields = fieldsOf(openPass(Buffer.from(await spanish.arrayBuffer())));
    expect(spanishFields.get("event")?.label).toBe("Evento");
    expect(spanishFields.get("section")?.label).toBe("Sección");
    expect(spanishFields.get("when")?.value).toMatch(/^viernes, 4 de diciembre de 2026/);
  });

  it("names the event on both passes in the holder's language, and Google's class in both languages", async () => {
    const { buyer, bookingId } = await ticketHolder(t, "Holiday Pops", "Pops navideños");
    const apple = async (lang: "en" | "es") => {
      const response = await t.request(`/api/my/tickets/${bookingId}/wallet.pkpass`, {
        cookie: `${buyer.cookie}; lang=${lang}`,
      });
      // The file keeps the English title's name in both languages.
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="holiday-pops-2-7.pkpass"');
      return openPass(Buffer.from(await response.arrayBuffer())) as PassJson & {
        description: string;
        semantics: { eventName: string };
      };
    };
    const spanish = await apple("es");
    expect(fieldsOf(spanish).get("event")?.value).toBe("Pops navideños");
    expect(spanish.semantics.eventName).toBe("Pops navideños");
    expect(spanish.description).toContain("Pops navideños");
    const english = await apple("en");
    expect(fieldsOf(english).get("event")?.value).toBe("Holiday Pops");
    expect(english.description).toContain("Holiday Pops");

    const google = async (lang: "en" | "es") => {
      const response = await t.request(`/api/my/tickets/${bookingId}/google-wallet`, {
        cookie: `${buyer.cookie}; lang=${lang}`,
      });
      const { url } = (await response.json()) as GoogleWalletResponse;
      const payload = jwtClaims(url).payload as { eventTicketClasses: { eventName: unknown }[] };
      return payload.eventTicketClasses[0]?.eventName;
    };
    expect(await google("es")).toEqual({
      defaultValue: { language: "es-US", value: "Pops navideños" },
      translatedValues: [{ language: "en-US", value: "Holiday Pops" }],
    });
    expect(await google("en")).toEqual({
      defaultValue: { language: "en-US", value: "Holiday Pops" },
      translatedValues: [{ language: "es-US", value: "Pops navideños" }],
    });

    // No Spanish title written: the Spanish pass names the event in English.
    const other = await ticketHolder(t, "Jazz Night");
    const fallback = await t.request(`/api/my/tickets/${other.bookingId}/wallet.pkpass`, {
      cookie: `${other.buyer.cookie}; lang=es`,
    });
    expect(fieldsOf(openPass(Buffer.from(await fallback.arrayBuffer()))).get("event")?.value).toBe("Jazz Night");
  });

  it("never gives another's ticket, nor to someone signed out", async () => {
    const { bookingId } = await ticketHolder(t);
    const [other] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    for (const suffix of ["wallet.pkpass", "google-wallet"]) {
      const foreign = await t.request(`/api/my/tickets/${bookingId}/${suffix}`, { cookie: other.cookie });
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual({ error: { code: "not_found" } });
      expect((await t.request(`/api/my/tickets/${bookingId}/${suffix}`)).status).toBe(401);
    }
  });

  it("serves Wallet the pass with its token, and the refunded ticket's pass comes back void", async () => {
    const { buyer, order, bookingId } = await ticketHolder(t);
    const token = applePassToken(t.ctx.config.authSecret, bookingId, 1);

    const first = await devicePass(t, bookingId, token);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    const lastModified = first.headers.get("last-modified") ?? "";
    expect(openPass(Buffer.from(await first.arrayBuffer())).voided).toBe(false);
    expect((await devicePass(t, bookingId, token, { "if-modified-since": lastModified })).status).toBe(304);

    for (const wrong of ["", "1.nope", applePassToken("another secret, another venue", bookingId, 1)]) {
      expect((await devicePass(t, bookingId, wrong)).status).toBe(401);
    }
    expect((await t.request(`/api/wallet/v1/passes/${PASS_TYPE_ID}/${bookingId}`)).status).toBe(401);
    expect(
      (await devicePass(t, bookingId, applePassToken(t.ctx.config.authSecret, crypto.randomUUID(), 1))).status,
    ).toBe(401);
    expect((await devicePass(t, crypto.randomUUID(), token)).status).toBe(401);
    const otherType = await t.request(`/api/wallet/v1/passes/pass.com.example.other/${bookingId}`, {
      headers: { authorization: `ApplePass ${token}` },
    });
    expect(otherType.status).toBe(404);

    const refund = await t.request(`/api/manage/orders/${order.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    expect(refund.status).toBe(200);
    // The refund's time is the pass's new modification time.
    await t.ctx.db
      .updateTable("orders")
      .set({ updated_at: new Date(Date.now() + 2000).toISOString() })
      .where("id", "=", order.id)
      .execute();

    const again = await devicePass(t, bookingId, token, { "if-modified-since": lastModified });
    expect(again.status).toBe(200);
    const voided = openPass(Buffer.from(await again.arrayBuffer()));
    expect(voided).toMatchObject({ serialNumber: bookingId, authenticationToken: token, voided: true });
    expect(voided.barcodes).toBeUndefined();
    expect(fieldsOf(voided).get("status")?.value).toBe("No longer valid");

    // The holder's own copy is void too, and so is the Google object.
    const download = await t.request(`/api/my/tickets/${bookingId}/wallet.pkpass`, { cookie: buyer.cookie });
    expect(openPass(Buffer.from(await download.arrayBuffer())).voided).toBe(true);
    const google = (await (
      await t.request(`/api/my/tickets/${bookingId}/google-wallet`, { cookie: buyer.cookie })
    ).json()) as GoogleWalletResponse;
    const object = (jwtClaims(google.url).payload as { eventTicketObjects: Record<string, unknown>[] })
      .eventTicketObjects[0];
    expect(object).toMatchObject({ state: "INACTIVE" });
    expect(object).not.toHaveProperty("barcode");
  });

  it("voids the pass of a superseded version: the previous holder's after a transfer", async () => {
    const { buyer, bookingId } = await ticketHolder(t);
    const oldToken = applePassToken(t.ctx.config.authSecret, bookingId, 1);
    const [recipient] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    // What a transfer to an account leaves: the next version, the recipient's, and its record.
    const at = new Date(Date.now() + 2000).toISOString();
    await t.ctx.db
      .updateTable("bookings")
      .set({ ticket_version: 2, user_id: recipient.userId, user_email: recipient.email, user_name: recipient.name })
      .where("id", "=", bookingId)
      .execute();
    await t.ctx.db
      .insertInto("ticket_transfers")
      .values({
        id: crypto.randomUUID(),
        booking_id: bookingId,
        from_user_id: buyer.userId,
        from_email: buyer.email,
        to_email: recipient.email,
        to_user_id: recipient.userId,
        from_version: 1,
        to_version: 2,
        created_at: at,
        claimed_at: at,
      })
      .execute();

    const old = openPass(Buffer.from(await (await devicePass(t, bookingId, oldToken)).arrayBuffer()));
    expect(old).toMatchObject({ voided: true, authenticationToken: oldToken });
    expect(old.barcodes).toBeUndefined();
    expect((await t.request(`/api/my/tickets/${bookingId}/wallet.pkpass`, { cookie: buyer.cookie })).status).toBe(404);

    const current = await t.request(`/api/my/tickets/${bookingId}/wallet.pkpass`, { cookie: recipient.cookie });
    const pass = openPass(Buffer.from(await current.arrayBuffer()));
    expect(pass).toMatchObject({
      voided: false,
      authenticationToken: applePassToken(t.ctx.config.authSecret, bookingId, 2),
    });
    expect(verifyTicketCodeWith(t.ctx.config.ticketKey, pass.barcodes?.[0]?.message ?? "")?.version).toBe(2);
    expect(fieldsOf(pass).get("holder")?.value).toBe(recipient.name);
  });

  it("registers devices for a pass's updates and lists the passes changed since their tag", async () => {
    const { order, bookingId } = await ticketHolder(t);
    const token = applePassToken(t.ctx.config.authSecret, bookingId, 1);
    const device = `device-${crypto.randomUUID()}`;
    const registration = `/api/wallet/v1/devices/${device}/registrations/${PASS_TYPE_ID}/${bookingId}`;
    const auth = { authorization: `ApplePass ${token}` };
    const register = () => t.request(registration, { method: "POST", headers: auth, json: { pushToken: "push-1" } });

    expect((await t.request(registration, { method: "POST", json: { pushToken: "push-1" } })).status).toBe(401);
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(200);
    expect((await t.request(registration, { method: "POST", headers: auth, json: { pushToken: "" } })).status).toBe(
      400,
    );

    const list = (since?: string) =>
      t.request(
        `/api/wallet/v1/devices/${device}/registrations/${PASS_TYPE_ID}${since ? `?passesUpdatedSince=${encodeURIComponent(since)}` : ""}`,
      );
    const all = await list();
    expect(all.status).toBe(200);
    const { serialNumbers, lastUpdated } = (await all.json()) as { serialNumbers: string[]; lastUpdated: string };
    expect(serialNumbers).toEqual([bookingId]);
    expect((await list(lastUpdated)).status).toBe(204);

    await t.ctx.db
      .updateTable("orders")
      .set({ updated_at: new Date(Date.now() + 2000).toISOString() })
      .where("id", "=", order.id)
      .execute();
    expect(((await (await list(lastUpdated)).json()) as { serialNumbers: string[] }).serialNumbers).toEqual([
      bookingId,
    ]);

    const log = await t.request("/api/wallet/v1/log", { method: "POST", json: { logs: ["a device's complaint"] } });
    expect(log.status).toBe(200);
    // A device logs a few short lines; more, or longer, is refused and logs nothing.
    const flood = (logs: string[]) => t.request("/api/wallet/v1/log", { method: "POST", json: { logs } });
    expect((await flood(Array(11).fill("line"))).status).toBe(400);
    expect((await flood(["x".repeat(501)])).status).toBe(400);

    expect((await t.request(registration, { method: "DELETE" })).status).toBe(401);
    expect((await t.request(registration, { method: "DELETE", headers: auth })).status).toBe(200);
    expect((await list()).status).toBe(204);
  });

  it("gives the holder a Google Wallet save link: an RS256 JWT with the event's class and the ticket's object", async () => {
    const { buyer, event, bookingId } = await ticketHolder(t, "Winter Gala");
    const response = await t.request(`/api/my/tickets/${bookingId}/google-wallet`, {
      cookie: `${buyer.cookie}; lang=es`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { url } = (await response.json()) as GoogleWalletResponse;
    const claims = jwtClaims(url);
    expect(claims).toMatchObject({
      iss: GOOGLE_SERVICE_ACCOUNT,
      aud: "google",
      typ: "savetowallet",
      origins: ["http://localhost:3000"],
    });
    const payload = claims.payload as {
      eventTicketClasses: Record<string, unknown>[];
      eventTicketObjects: Record<string, unknown>[];
    };
    const classId = `${GOOGLE_ISSUER_ID}.event-${event.id}`;
    expect(payload.eventTicketClasses).toEqual([
      expect.objectContaining({
        id: classId,
        eventName: { defaultValue: { language: "es-US", value: "Winter Gala" } },
        venue: expect.objectContaining({ name: { defaultValue: { language: "es-US", value: "Bridgeland Arena" } } }),
        dateTime: { start: event.event_date },
      }),
    ]);
    const [object] = payload.eventTicketObjects;
    expect(object).toMatchObject({
      id: `${GOOGLE_ISSUER_ID}.ticket-${bookingId}-v1`,
      classId,
      state: "ACTIVE",
      ticketHolderName: buyer.name,
      seatInfo: {
        section: { defaultValue: { language: "es-US", value: "VIP" } },
        row: { defaultValue: { language: "es-US", value: "2" } },
        seat: { defaultValue: { language: "es-US", value: "7" } },
      },
    });
    const barcode = object?.barcode as { type: string; value: string };
    expect(barcode.type).toBe("QR_CODE");
    expect(verifyTicketCodeWith(t.ctx.config.ticketKey, barcode.value)?.ticketId).toBe(bookingId);
  });
});
