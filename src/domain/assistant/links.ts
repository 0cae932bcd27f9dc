import type { TranslationKey } from "../i18n/translate";
import { isPagePath, matchPage, PAGES } from "../routes";

export type ReplySegment = { kind: "text"; text: string } | { kind: "link"; path: string };

/**
 * A path like /box-office: a slash at the start or after a space or an opening bracket or quote
 * (so "24/7" and "https://x/y" are not paths), then lower-case words joined by hyphens; one more
 * segment for a page with an id (/events/<id>), and the box office's `?event=<id>` preselection.
 */
const ID = "[0-9a-z]+(?:-[0-9a-z]+)*";
const PATH = new RegExp(`(?<=^|[\\s(["'¿¡])\\/[a-z]+(?:-[a-z]+)*(?:\\/${ID})?(?:\\?event=${ID})?(?![\\w/-])`, "g");

/** Whether a matched path is a page of the site; only the box office takes a query, `event`. */
function isLinkable(path: string): boolean {
  const [page = "", query] = path.split("?");
  if (query !== undefined && page !== "/box-office") return false;
  return isPagePath(page) && page !== "/";
}

/**
 * Splits a reply into plain text and in-site links. Only paths that are pages of the site
 * become links; everything else, markup included, stays text for the UI to render as text.
 */
export function splitReply(text: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PATH)) {
    const path = match[0];
    const at = match.index ?? 0;
    if (!isLinkable(path)) continue;
    if (at > last) segments.push({ kind: "text", text: text.slice(last, at) });
    segments.push({ kind: "link", path });
    last = at + path.length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}

/** The in-site pages a reply points to, in order. */
export function linkedPaths(text: string): string[] {
  return splitReply(text).flatMap((segment) => (segment.kind === "link" ? [segment.path] : []));
}

/**
 * The name a link shows instead of its path: the page's own title ("Box Office" for /box-office,
 * also with an event preselected), and "Event page" for an event's page.
 */
export function pageLabelKey(path: string): TranslationKey | undefined {
  const match = matchPage(path.split("?")[0] ?? "");
  if (!match) return undefined;
  const head = PAGES[match.id].head;
  return head === "event" ? "assistant.eventPage" : head.title;
}
