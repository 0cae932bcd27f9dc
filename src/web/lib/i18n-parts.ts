import type { CoreCatalog } from "#domain/i18n/core/en";
import type { Catalog } from "#domain/i18n/en";
import type { Language } from "#domain/i18n/translate";
import type { CatalogShape } from "#domain/i18n/types";

/**
 * A part of the catalog that is not in the shell's core: one top-level key (`tickets`, `listings`,
 * ...). The account mails' texts (`mail`) are the server's alone.
 */
export type CatalogPart = Exclude<keyof Catalog, keyof CoreCatalog | "mail">;

type PartLoaders = { [P in CatalogPart]: { [L in Language]: () => Promise<CatalogShape<Catalog[P]>> } };

/**
 * Each part of the catalog in each language, as its own chunk: a page loads only its language's
 * parts it uses. Typed against the catalog, so a part added to it without a loader here does not
 * compile.
 */
export const PART_LOADERS: PartLoaders = {
  legal: {
    en: () => import("#domain/i18n/legal/en").then((m) => m.legalEn),
    es: () => import("#domain/i18n/legal/es").then((m) => m.legalEs),
  },
  tickets: {
    en: () => import("#domain/i18n/tickets/en").then((m) => m.ticketsEn),
    es: () => import("#domain/i18n/tickets/es").then((m) => m.ticketsEs),
  },
  tours: {
    en: () => import("#domain/i18n/tours/en").then((m) => m.toursEn),
    es: () => import("#domain/i18n/tours/es").then((m) => m.toursEs),
  },
  manage: {
    en: () => import("#domain/i18n/manage/en").then((m) => m.manageEn),
    es: () => import("#domain/i18n/manage/es").then((m) => m.manageEs),
  },
  listings: {
    en: () => import("#domain/i18n/listings/en").then((m) => m.listingsEn),
    es: () => import("#domain/i18n/listings/es").then((m) => m.listingsEs),
  },
  services: {
    en: () => import("#domain/i18n/services/en").then((m) => m.servicesEn),
    es: () => import("#domain/i18n/services/es").then((m) => m.servicesEs),
  },
  assistant: {
    en: () => import("#domain/i18n/assistant/en").then((m) => m.assistantEn),
    es: () => import("#domain/i18n/assistant/es").then((m) => m.assistantEs),
  },
  seatLimits: {
    en: () => import("#domain/i18n/seat-limits/en").then((m) => m.seatLimitsEn),
    es: () => import("#domain/i18n/seat-limits/es").then((m) => m.seatLimitsEs),
  },
  findSeats: {
    en: () => import("#domain/i18n/find-seats/en").then((m) => m.findSeatsEn),
    es: () => import("#domain/i18n/find-seats/es").then((m) => m.findSeatsEs),
  },
  waitingRoom: {
    en: () => import("#domain/i18n/waiting-room/en").then((m) => m.waitingRoomEn),
    es: () => import("#domain/i18n/waiting-room/es").then((m) => m.waitingRoomEs),
  },
  queue: {
    en: () => import("#domain/i18n/queue/en").then((m) => m.queueEn),
    es: () => import("#domain/i18n/queue/es").then((m) => m.queueEs),
  },
  door: {
    en: () => import("#domain/i18n/door/en").then((m) => m.doorEn),
    es: () => import("#domain/i18n/door/es").then((m) => m.doorEs),
  },
  transfer: {
    en: () => import("#domain/i18n/transfer/en").then((m) => m.transferEn),
    es: () => import("#domain/i18n/transfer/es").then((m) => m.transferEs),
  },
  wallet: {
    en: () => import("#domain/i18n/wallet/en").then((m) => m.walletEn),
    es: () => import("#domain/i18n/wallet/es").then((m) => m.walletEs),
  },
  status: {
    en: () => import("#domain/i18n/status/en").then((m) => m.statusEn),
    es: () => import("#domain/i18n/status/es").then((m) => m.statusEs),
  },
  waitlist: {
    en: () => import("#domain/i18n/waitlist/en").then((m) => m.waitlistEn),
    es: () => import("#domain/i18n/waitlist/es").then((m) => m.waitlistEs),
  },
  sales: {
    en: () => import("#domain/i18n/sales/en").then((m) => m.salesEn),
    es: () => import("#domain/i18n/sales/es").then((m) => m.salesEs),
  },
  window: {
    en: () => import("#domain/i18n/window/en").then((m) => m.windowEn),
    es: () => import("#domain/i18n/window/es").then((m) => m.windowEs),
  },
  ticketMail: {
    en: () => import("#domain/i18n/ticket-mail/en").then((m) => m.ticketMailEn),
    es: () => import("#domain/i18n/ticket-mail/es").then((m) => m.ticketMailEs),
  },
  security: {
    en: () => import("#domain/i18n/security/en").then((m) => m.securityEn),
    es: () => import("#domain/i18n/security/es").then((m) => m.securityEs),
  },
  pricing: {
    en: () => import("#domain/i18n/pricing/en").then((m) => m.pricingEn),
    es: () => import("#domain/i18n/pricing/es").then((m) => m.pricingEs),
  },
  saleCodes: {
    en: () => import("#domain/i18n/sale-codes/en").then((m) => m.saleCodesEn),
    es: () => import("#domain/i18n/sale-codes/es").then((m) => m.saleCodesEs),
  },
  houseSeats: {
    en: () => import("#domain/i18n/pricing/en").then((m) => m.houseSeatsEn),
    es: () => import("#domain/i18n/pricing/es").then((m) => m.houseSeatsEs),
  },
};

export const CATALOG_PARTS = Object.keys(PART_LOADERS) as CatalogPart[];

export function isCatalogPart(value: string): value is CatalogPart {
  return Object.hasOwn(PART_LOADERS, value);
}
