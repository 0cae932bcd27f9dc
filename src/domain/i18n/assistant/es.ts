import type { CatalogShape } from "../types";
import type { assistantEn } from "./en";

/** Chat del Asistente del Lugar, en español. */
export const assistantEs: CatalogShape<typeof assistantEn> = {};
