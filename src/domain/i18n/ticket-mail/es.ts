import type { CatalogShape } from "../types";
import type { ticketMailEn } from "./en";

/** The family of ticket mails (confirmation, transfer, cancellation, refund): shared parts. Spanish. */
export const ticketMailEs: CatalogShape<typeof ticketMailEn> = {};
