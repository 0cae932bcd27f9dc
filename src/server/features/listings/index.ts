/** The page shell with each page's own head (title, description, social cards), for the web app's pages. */
export { renderPageWithHead } from "./page-meta";
