/** The page shell with each page's own head (title, description, social cards), for the web app's pages. */

/** Announcing listing changes: after the API's writes (a middleware), or by a script or test that wrote the database. */
export { announceListingChanges, listingsChanged } from "./listings-cache";
export { renderPageWithHead } from "./page-meta";
