import type { CatalogShape } from "../types";
import type { listingsEn } from "./en";

/** Inicio, calendario y páginas de eventos, en español. */
export const listingsEs: CatalogShape<typeof listingsEn> = {};
