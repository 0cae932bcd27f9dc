/** The page shell with each page's own head (title, description, social cards), for the web app's pages. */

/**
 * Announcing listing changes: after the API's writes (a middleware), or by a script or test that
 * wrote the database; and hearing of them, from any instance (the page cache).
 */
export { announceListingChanges, listingsChanged, onListingsChanged } from "./listings-cache";
export { renderPageWithHead } from "./page-meta";
