import type { CatalogShape } from "../types";
import type { manageEn } from "./en";

/** Textos de gestión de eventos (/event-manager), en español. */
export const manageEs: CatalogShape<typeof manageEn> = {
  title: "Gestión de Eventos",
  accessDeniedTitle: "Acceso Denegado",
  accessDenied: "Acceso denegado: no tiene permiso para gestionar eventos.",
  tabs: {
    events: "Eventos",
    seating: "Gestión de Asientos",
    inquiries: "Consultas",
    messages: "Mensajes",
    subscribers: "Suscriptores",
  },
};
