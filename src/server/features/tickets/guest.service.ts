import type { Kysely } from "kysely";
import type { SignedInUser } from "#server/context";
import type { DB } from "#server/db/schema";
import type { SeatHolder } from "#server/features/orders";
import { findProfileByEmail } from "./tickets.repository";
import { isVerified } from "./transfer.service";

/**
 * Who holds complimentary tickets issued to a named guest. As with a transfer, only an account
 * that proved it owns the address takes them at once; any other address waits, and its first
 * verified sign-in claims them (`claimTransfersOf`). The name defaults to the account's, else to
 * the address. The issuer's own address is no guest (null): the seats are then the issuer's own.
 */
export async function guestHolder(
  db: Kysely<DB>,
  input: { issuer: SignedInUser; email: string; name?: string | undefined },
): Promise<SeatHolder | null> {
  const email = input.email.trim().toLowerCase();
  if (email === input.issuer.email.toLowerCase()) return null;
  const given = input.name?.trim() ?? "";
  const account = await findProfileByEmail(db, email);
  if (account?.id === input.issuer.id) return null;
  if (account && isVerified(account.email_verified)) {
    return { userId: account.id, email: account.email, name: given || account.full_name.trim() || account.email };
  }
  return { address: email, name: given || email };
}
