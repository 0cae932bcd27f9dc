import type { Kysely } from "kysely";
import { slug } from "#domain/calendar-file";
import type { Language } from "#domain/i18n/translate";
import type { Config } from "#server/config";
import type { SignedInUser } from "#server/context";
import type { DB } from "#server/db/schema";
import { walletTickets } from "#server/features/orders";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { applePass } from "./apple-pass";
import { versionOfApplePassToken } from "./apple-pass-token";
import { googleSaveUrl } from "./google-wallet";
import {
  unregisterDevice as deleteRegistration,
  findRegisteredSerials,
  registerDevice as insertRegistration,
} from "./wallet.repository";
import { latestOf, type WalletTicket, walletTicketOf } from "./wallet-ticket";

export interface WalletDeps {
  db: Kysely<DB>;
  config: Pick<Config, "appleWallet" | "googleWallet" | "publicUrl" | "authSecret" | "ticketKey">;
  now: Date;
}

/** The venue's Apple Wallet set-up, or `wallet_unavailable` when it has none. */
function appleOf(deps: WalletDeps) {
  if (!deps.config.appleWallet) throw new AppError("not_found", { reason: "wallet_unavailable" });
  return deps.config.appleWallet;
}

/**
 * One of the user's own tickets as its pass shows it now: a ticket they hold (paid or
 * complimentary, or one given back, whose pass is void). Someone else's, or one they passed on
 * to another account, is not found.
 */
async function ownTicket(deps: WalletDeps, user: SignedInUser, bookingId: string): Promise<WalletTicket> {
  const [row] = await walletTickets(deps.db, [bookingId]);
  if (!row || row.user_id !== user.id) throw new AppError("not_found");
  return walletTicketOf(row, deps.config.ticketKey);
}

/** GET /my/tickets/:bookingId/wallet.pkpass: the holder's Apple Wallet pass. */
export async function holderApplePass(
  deps: WalletDeps,
  input: { user: SignedInUser; bookingId: string; language: Language },
): Promise<{ pass: Buffer; lastModified: string; fileName: string }> {
  const apple = appleOf(deps);
  const ticket = await ownTicket(deps, input.user, input.bookingId);
  return {
    // The file's name is the English title's slug, the same whatever the pass's language.
    fileName: `${slug(ticket.title) || "ticket"}-${ticket.row}-${ticket.seat}.pkpass`,
    pass: await applePass(ticket, {
      apple,
      authSecret: deps.config.authSecret,
      publicUrl: deps.config.publicUrl,
      language: input.language,
    }),
    lastModified: ticket.lastModified,
  };
}

/** GET /my/tickets/:bookingId/google-wallet: the holder's "save to Google Wallet" address. */
export async function holderGoogleSaveUrl(
  deps: WalletDeps,
  input: { user: SignedInUser; bookingId: string; language: Language },
): Promise<string> {
  const google = deps.config.googleWallet;
  if (!google) throw new AppError("not_found", { reason: "wallet_unavailable" });
  const ticket = await ownTicket(deps, input.user, input.bookingId);
  return googleSaveUrl(ticket, { google, publicUrl: deps.config.publicUrl, language: input.language, now: deps.now });
}

/**
 * The pass a device asks about, as the version its token was issued for: the pass type must be
 * ours and the token must be the pass's (401 otherwise, as Apple's protocol has it).
 */
async function devicePassTicket(
  deps: WalletDeps,
  input: { passTypeId: string; serial: string; token: string | null },
): Promise<WalletTicket> {
  const apple = appleOf(deps);
  if (input.passTypeId !== apple.passTypeId) throw new AppError("not_found");
  const version = input.token ? versionOfApplePassToken(deps.config.authSecret, input.serial, input.token) : null;
  if (version === null) throw new AppError("unauthenticated");
  const [row] = await walletTickets(deps.db, [input.serial]);
  if (!row) throw new AppError("not_found");
  return walletTicketOf(row, deps.config.ticketKey, version);
}

/**
 * The pass web service's "latest version of a pass": the pass as it is now, or `null` when it has
 * not changed since `ifModifiedSince` (HTTP dates have whole seconds).
 */
export async function deviceApplePass(
  deps: WalletDeps,
  input: { passTypeId: string; serial: string; token: string | null; language: Language; ifModifiedSince?: Date },
): Promise<{ pass: Buffer; lastModified: string } | null> {
  const ticket = await devicePassTicket(deps, input);
  if (input.ifModifiedSince && wholeSeconds(ticket.lastModified) <= input.ifModifiedSince.getTime()) return null;
  return {
    pass: await applePass(ticket, {
      apple: appleOf(deps),
      authSecret: deps.config.authSecret,
      publicUrl: deps.config.publicUrl,
      language: input.language,
    }),
    lastModified: ticket.lastModified,
  };
}

/** A device registers for a pass's updates: true when it is new, false when it was registered. */
export async function registerDevice(
  deps: WalletDeps,
  input: { deviceId: string; passTypeId: string; serial: string; token: string | null; pushToken: string },
): Promise<boolean> {
  await devicePassTicket(deps, input);
  return insertRegistration(deps.db, { ...input, at: nowIso(deps.now) });
}

/** A device that removed a pass stops asking about it. */
export async function unregisterDevice(
  deps: WalletDeps,
  input: { deviceId: string; passTypeId: string; serial: string; token: string | null },
): Promise<void> {
  await devicePassTicket(deps, input);
  await deleteRegistration(deps.db, input.deviceId, input.passTypeId, input.serial);
}

/**
 * The passes of a device that changed after `since` (the tag it was last given), with the new
 * tag; null when none did (or it holds none).
 */
export async function updatedPasses(
  deps: WalletDeps,
  input: { deviceId: string; passTypeId: string; since: string | undefined },
): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  const apple = appleOf(deps);
  if (input.passTypeId !== apple.passTypeId) throw new AppError("not_found");
  const serials = await findRegisteredSerials(deps.db, input.deviceId, input.passTypeId);
  const tickets = (await walletTickets(deps.db, serials)).map((row) => walletTicketOf(row, deps.config.ticketKey));
  const changed = tickets.filter((ticket) => !input.since || ticket.lastModified > input.since);
  if (changed.length === 0) return null;
  return {
    serialNumbers: changed.map((ticket) => ticket.bookingId),
    lastUpdated: latestOf(changed.map((ticket) => ticket.lastModified)),
  };
}

/** An instant truncated to whole seconds, as an HTTP date carries it. */
function wholeSeconds(iso: string): number {
  return Math.floor(new Date(iso).getTime() / 1000) * 1000;
}
