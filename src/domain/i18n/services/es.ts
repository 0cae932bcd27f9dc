import type { CatalogShape } from "../types";
import type { servicesEn } from "./en";

/** Servicios al visitante, en español. */
export const servicesEs: CatalogShape<typeof servicesEn> = {};
