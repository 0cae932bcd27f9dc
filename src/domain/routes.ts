/** The site's pages. The server answers 404 for any other path; the web router mounts these. */
export const PAGE_PATHS = [
  "/",
  "/calendar",
  "/box-office",
  "/information",
  "/planner",
  "/contact",
  "/privacy",
  "/terms",
  "/my-tickets",
  "/event-manager",
  "/tour-scheduling",
  "/newsletter",
  "/feedback-manager",
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/** Pages with a parameter, as patterns: `/events/:id`. */
export const PAGE_PATTERNS = [/^\/events\/[^/]+$/] as const;

export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (PAGE_PATHS as readonly string[]).includes(path) || PAGE_PATTERNS.some((pattern) => pattern.test(path));
}
