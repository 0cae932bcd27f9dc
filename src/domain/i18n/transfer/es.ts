import type { CatalogShape } from "../types";
import type { transferEn } from "./en";

/** Passing a ticket on from My Tickets. Spanish. */
export const transferEs: CatalogShape<typeof transferEn> = {};
