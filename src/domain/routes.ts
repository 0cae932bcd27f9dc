import type { TranslationKey } from "./i18n/translate";

/** The navigation bars a page can be linked from. */
export type NavGroup = "top";

/** One page of the site: everything the router, the server's head, the sitemap and the assistant need. */
export interface Page {
  /** Where the page is mounted; `:name` marks a parameter, as in `/events/:id`. */
  readonly path: string;
  /**
   * The title and description of the page's <head>, as catalog keys (the description falls back to
   * the site's). `"event"`: the page shows the event its `:id` names, and its head is that event's
   * (404 when the public may not see it).
   */
  readonly head: { readonly title: TranslationKey; readonly description?: TranslationKey } | "event";
  /** Behind a sign-in: nothing there for a search engine, so noindex, out of the sitemap, disallowed in robots.txt. */
  readonly private: boolean;
  /** Named to the assistant as a page it may send visitors to (staff pages and the home page are not). */
  readonly assistant: boolean;
  /**
   * A staff page (the door, the event and feedback managers): a working screen, so the visitors'
   * floating chat button is not drawn over its controls.
   */
  readonly staff?: true;
  /** A link in a navigation bar: its label and its place among the group's links (ascending). */
  readonly nav?: { readonly group: NavGroup; readonly label: TranslationKey; readonly position: number };
  /** The page's component module under `src/web/features/`, without extension: `<feature>/<name>-page`. */
  readonly component: `${string}/${string}-page`;
}

/**
 * Every page of the site, once. The server answers 404 for any other path; the web router mounts
 * these (and must give each id a component); the sitemap, robots.txt and the assistant's page list
 * follow the order written here.
 */
export const PAGES = {
  home: {
    path: "/",
    component: "home/home-page",
    head: { title: "listings.meta.pages.home" },
    private: false,
    assistant: false,
    nav: { group: "top", label: "nav.home", position: 1 },
  },
  calendar: {
    path: "/calendar",
    component: "calendar/calendar-page",
    head: { title: "listings.meta.pages.calendar", description: "listings.meta.descriptions.calendar" },
    private: false,
    assistant: true,
    nav: { group: "top", label: "nav.calendar", position: 2 },
  },
  event: { path: "/events/:id", component: "event-page/event-page", head: "event", private: false, assistant: false },
  boxOffice: {
    path: "/box-office",
    component: "box-office/box-office-page",
    head: { title: "listings.meta.pages.boxOffice", description: "listings.meta.descriptions.boxOffice" },
    private: false,
    assistant: true,
    nav: { group: "top", label: "nav.boxOffice", position: 3 },
  },
  waitingRoom: {
    path: "/box-office/:id/queue",
    component: "waiting-room/waiting-room-page",
    head: { title: "listings.meta.pages.waitingRoom" },
    // A visitor's own place in line: nothing for a search engine.
    private: true,
    assistant: false,
  },
  information: {
    path: "/information",
    component: "information/information-page",
    head: { title: "listings.meta.pages.information", description: "listings.meta.descriptions.information" },
    private: false,
    assistant: true,
    nav: { group: "top", label: "nav.information", position: 5 },
  },
  planner: {
    path: "/planner",
    component: "planner/planner-page",
    head: { title: "listings.meta.pages.planner", description: "listings.meta.descriptions.planner" },
    private: false,
    assistant: true,
    nav: { group: "top", label: "nav.planner", position: 4 },
  },
  contact: {
    path: "/contact",
    component: "contact/contact-page",
    head: { title: "listings.meta.pages.contact" },
    private: false,
    assistant: true,
  },
  privacy: {
    path: "/privacy",
    component: "legal/privacy-page",
    head: { title: "listings.meta.pages.privacy" },
    private: false,
    assistant: true,
  },
  terms: {
    path: "/terms",
    component: "legal/terms-page",
    head: { title: "listings.meta.pages.terms" },
    private: false,
    assistant: true,
  },
  myTickets: {
    path: "/my-tickets",
    component: "my-tickets/my-tickets-page",
    head: { title: "listings.meta.pages.myTickets" },
    private: true,
    assistant: true,
  },
  account: {
    path: "/account",
    component: "account/account-page",
    head: { title: "listings.meta.pages.myAccount" },
    private: true,
    assistant: true,
  },
  accountSecurity: {
    path: "/account/security",
    component: "auth/account-security-page",
    head: { title: "listings.meta.pages.accountSecurity" },
    private: true,
    assistant: false,
  },
  receipt: {
    path: "/receipts/:id",
    component: "my-tickets/receipt-page",
    head: { title: "pricing.receipt.title" },
    private: true,
    assistant: false,
  },
  eventManager: {
    path: "/event-manager",
    component: "event-manager/event-manager-page",
    head: { title: "listings.meta.pages.eventManager" },
    private: true,
    assistant: false,
    staff: true,
  },
  tourScheduling: {
    path: "/tour-scheduling",
    component: "tours/tour-scheduling-page",
    head: { title: "listings.meta.pages.tourScheduling", description: "listings.meta.descriptions.tourScheduling" },
    private: false,
    assistant: true,
  },
  newsletter: {
    path: "/newsletter",
    component: "newsletter/newsletter-page",
    head: { title: "listings.meta.pages.newsletter" },
    private: false,
    assistant: true,
  },
  feedbackManager: {
    path: "/feedback-manager",
    component: "feedback-manager/feedback-manager-page",
    head: { title: "listings.meta.pages.feedbackManager" },
    private: true,
    assistant: false,
    staff: true,
  },
  window: {
    path: "/window",
    component: "window/window-page",
    head: { title: "window.title" },
    private: true,
    assistant: false,
    staff: true,
  },
  sales: {
    path: "/sales",
    component: "sales/sales-dashboard-page",
    head: { title: "sales.title" },
    private: true,
    assistant: false,
    staff: true,
  },
  checkIn: {
    path: "/check-in",
    component: "check-in/check-in-page",
    head: { title: "door.title" },
    private: true,
    assistant: false,
    staff: true,
  },
  status: {
    path: "/status",
    component: "status/status-page",
    head: { title: "listings.meta.pages.status" },
    private: true,
    assistant: false,
    staff: true,
  },
} as const satisfies Record<string, Page>;

export type PageId = keyof typeof PAGES;

/** Where an order's printable receipt is (the receipt page, its `:id` the order's). */
export function receiptPath(orderId: string): string {
  return `/receipts/${encodeURIComponent(orderId)}`;
}

/** A page and its id, for lists. */
export type PageEntry = Page & { readonly id: PageId };

/** Every page, in order. */
export const PAGE_LIST: readonly PageEntry[] = (Object.keys(PAGES) as PageId[]).map((id) => ({ id, ...PAGES[id] }));

/** Pages with one fixed address (no parameter): the ones a sitemap, robots.txt or a prompt can name. */
export const FIXED_PAGES: readonly PageEntry[] = PAGE_LIST.filter((page) => !page.path.includes(":"));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A path pattern as a regular expression: each `:name` matches one non-empty segment. */
function patternOf(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { regex: new RegExp(`^${source}$`), names };
}

const MATCHERS = PAGE_LIST.map((page) => ({ id: page.id, ...patternOf(page.path) }));

/** A path without its trailing slashes (except the root's). */
export function cleanPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export interface PageMatch {
  id: PageId;
  /** The path's parameters, still URL-encoded. */
  params: Record<string, string>;
}

/** The page a path opens (trailing slashes ignored), or undefined when it is no page of the site. */
export function matchPage(pathname: string): PageMatch | undefined {
  const path = cleanPath(pathname);
  for (const matcher of MATCHERS) {
    const found = matcher.regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    matcher.names.forEach((name, index) => {
      params[name] = found[index + 1] ?? "";
    });
    return { id: matcher.id, params };
  }
  return undefined;
}

/** Whether the path opens a staff page (`Page.staff`). */
export function isStaffPath(pathname: string): boolean {
  const match = matchPage(pathname);
  return match !== undefined && "staff" in PAGES[match.id];
}

export function isPagePath(pathname: string): boolean {
  return matchPage(pathname) !== undefined;
}
