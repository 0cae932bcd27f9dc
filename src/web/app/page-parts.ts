import type { PageId } from "#domain/routes";
import type { CatalogPart } from "#web/lib/i18n-parts";

/**
 * The parts of the catalog each page's code uses, beyond the shell's core (a test reads every
 * page's imports and keeps this complete). The router fetches them with the page's code, in the
 * visitor's language only. A piece of a page loaded with `lazyWithParts` names its own parts, and
 * fetches them when it shows; so does one that calls `useCatalogParts` with a list.
 */
export const PAGE_PARTS: Record<PageId | "notFound", readonly CatalogPart[]> = {
  home: ["listings"],
  calendar: ["listings"],
  event: ["listings"],
  boxOffice: ["findSeats", "pricing", "saleCodes", "seatLimits", "tickets"],
  waitingRoom: ["listings", "waitingRoom"],
  information: ["services"],
  planner: ["services"],
  contact: ["services"],
  privacy: ["legal"],
  terms: ["legal"],
  myTickets: ["pricing", "saleCodes", "tickets", "tours", "transfer", "wallet"],
  account: ["legal"],
  accountSecurity: ["security"],
  receipt: ["pricing", "tickets"],
  eventManager: [
    "houseSeats",
    "listings",
    "manage",
    "queue",
    "saleCodes",
    "seatLimits",
    "services",
    "tickets",
    "transfer",
    "waitingRoom",
    "waitlist",
  ],
  tourScheduling: ["tours"],
  newsletter: ["services"],
  feedbackManager: ["tours"],
  checkIn: ["door", "listings", "tickets"],
  sales: ["findSeats", "listings", "pricing", "sales", "saleCodes", "seatLimits", "tickets"],
  window: ["findSeats", "listings", "pricing", "saleCodes", "seatLimits", "tickets", "window"],
  status: ["status"],
  notFound: [],
};

/**
 * The parts the shell's pieces that show only sometimes use: the signed-in account menu and the
 * test-mode banner; each fetches its parts before it shows (the assistant names its own, as a
 * `lazyWithParts` piece).
 */
export const SHELL_PARTS = {
  accountMenu: ["door"],
  testModeBanner: ["tickets"],
} as const satisfies Record<string, readonly CatalogPart[]>;
