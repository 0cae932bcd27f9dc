import { Hono } from "hono";
import { z } from "zod";
import type { GoogleWalletResponse } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { rateLimit } from "#server/http/rate-limit";
import { requestLanguage } from "#server/http/request-language";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { applePassAuthorization } from "./apple-pass-token";
import {
  deviceApplePass,
  holderApplePass,
  holderGoogleSaveUrl,
  registerDevice,
  unregisterDevice,
  updatedPasses,
  type WalletDeps,
} from "./wallet.service";

/** Apple's pass web service: a device's registration for a pass's updates. */
const registrationSchema = z.object({ pushToken: z.string().min(1).max(200) });
/**
 * Apple's pass web service: what Wallet on a device logs about our passes. Wallet sends a few
 * short lines at a time; anything longer or more is refused, so the endpoint cannot fill the log.
 */
const deviceLogSchema = z.object({ logs: z.array(z.string().max(500)).max(10) });
/** Device log posts a minute per address: Wallet reports an error now and then, not a stream. */
const DEVICE_LOG_RATE_LIMIT = { name: "wallet-log", max: 6, windowMs: 60_000 } as const;

const PKPASS = "application/vnd.apple.pkpass";

/** A device identifier, pass type or serial in the web service's paths. */
const PATH_PART = /^[\w.-]{1,100}$/;

/**
 * Wallet passes of a ticket: the holder downloads the Apple pass or gets the Google "save"
 * address; Wallet on a device asks Apple's pass web service (under `/wallet/`, the pass's
 * `webServiceURL`) for the pass's latest version and registers for its updates. Pushing updates
 * to devices through Apple's push service is not done: a device sees a change when it refreshes.
 */
export function walletRoutes(ctx: AppContext) {
  const deps = (): WalletDeps => ({ db: ctx.db, config: ctx.config, now: new Date() });
  const devices = rateLimit(ctx, { name: "wallet", max: 120, windowMs: 60_000 });
  const deviceLogs = rateLimit(ctx, DEVICE_LOG_RATE_LIMIT);
  const part = (value: string) => {
    if (!PATH_PART.test(value)) throw new AppError("not_found");
    return value;
  };
  return new Hono<AppEnv>()
    .get("/my/tickets/:bookingId/wallet.pkpass", allow("tickets.readOwn"), async (c) => {
      const { pass, fileName, lastModified } = await holderApplePass(deps(), {
        user: signedInUser(c),
        bookingId: c.req.param("bookingId"),
        language: requestLanguage(c),
      });
      c.header("Content-Type", PKPASS);
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      c.header("Last-Modified", new Date(lastModified).toUTCString());
      c.header("Cache-Control", "no-store");
      return c.body(new Uint8Array(pass));
    })
    .get("/my/tickets/:bookingId/google-wallet", allow("tickets.readOwn"), async (c) => {
      const url = await holderGoogleSaveUrl(deps(), {
        user: signedInUser(c),
        bookingId: c.req.param("bookingId"),
        language: requestLanguage(c),
      });
      c.header("Cache-Control", "no-store");
      return c.json<GoogleWalletResponse>({ url });
    })
    .get("/wallet/v1/passes/:passTypeId/:serial", allow("site.browse"), devices, async (c) => {
      const since = Date.parse(c.req.header("if-modified-since") ?? "");
      const found = await deviceApplePass(deps(), {
        passTypeId: part(c.req.param("passTypeId")),
        serial: part(c.req.param("serial")),
        token: applePassAuthorization(c.req.header("authorization")),
        language: requestLanguage(c),
        ...(Number.isNaN(since) ? {} : { ifModifiedSince: new Date(since) }),
      });
      c.header("Cache-Control", "no-store");
      if (!found) return c.body(null, 304);
      c.header("Content-Type", PKPASS);
      c.header("Last-Modified", new Date(found.lastModified).toUTCString());
      return c.body(new Uint8Array(found.pass));
    })
    .post(
      "/wallet/v1/devices/:deviceId/registrations/:passTypeId/:serial",
      allow("site.browse"),
      devices,
      async (c) => {
        const registration = {
          deviceId: part(c.req.param("deviceId")),
          passTypeId: part(c.req.param("passTypeId")),
          serial: part(c.req.param("serial")),
          token: applePassAuthorization(c.req.header("authorization")),
        };
        // The pass and its token are checked before the body: an unknown pass is refused first.
        if (!ctx.config.appleWallet) throw new AppError("not_found", { reason: "wallet_unavailable" });
        const { pushToken } = await jsonBody(c, registrationSchema);
        const created = await registerDevice(deps(), { ...registration, pushToken });
        return c.body(null, created ? 201 : 200);
      },
    )
    .delete(
      "/wallet/v1/devices/:deviceId/registrations/:passTypeId/:serial",
      allow("site.browse"),
      devices,
      async (c) => {
        await unregisterDevice(deps(), {
          deviceId: part(c.req.param("deviceId")),
          passTypeId: part(c.req.param("passTypeId")),
          serial: part(c.req.param("serial")),
          token: applePassAuthorization(c.req.header("authorization")),
        });
        return c.body(null, 200);
      },
    )
    .get("/wallet/v1/devices/:deviceId/registrations/:passTypeId", allow("site.browse"), devices, async (c) => {
      const updated = await updatedPasses(deps(), {
        deviceId: part(c.req.param("deviceId")),
        passTypeId: part(c.req.param("passTypeId")),
        since: c.req.query("passesUpdatedSince") || undefined,
      });
      c.header("Cache-Control", "no-store");
      return updated ? c.json(updated) : c.body(null, 204);
    })
    .post("/wallet/v1/log", allow("site.browse"), deviceLogs, async (c) => {
      if (!ctx.config.appleWallet) throw new AppError("not_found", { reason: "wallet_unavailable" });
      const { logs } = await jsonBody(c, deviceLogSchema);
      for (const message of logs) ctx.logger.warn("apple wallet device log", { message });
      return c.body(null, 200);
    });
}
