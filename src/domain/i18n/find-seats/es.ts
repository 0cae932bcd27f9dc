import type { CatalogShape } from "../types";
import type { findSeatsEn } from "./en";

/** Mejor disponible en la taquilla: el panel «Buscar asientos» sobre el mapa, en español (usted). */
export const findSeatsEs: CatalogShape<typeof findSeatsEn> = {
  title: "Buscar Asientos",
  lead: "Indique cuántos asientos quiere juntos: elegimos los mejores en una fila, lo más cerca posible del escenario.",
  count: "Asientos juntos",
  countOption_one: "{{count}} asiento",
  countOption_other: "{{count}} asientos",
  countLimited_one: "Su cuenta puede tomar {{count}} asiento más para este evento.",
  countLimited_other: "Su cuenta puede tomar {{count}} asientos más para este evento.",
  limitReached: "Ya tiene los {{limit}} asientos que una cuenta puede reservar o comprar para este evento.",
  price: "Precio por asiento",
  anyPrice: "Cualquier precio",
  priceOption: "{{price}} o menos",
  section: "Sección",
  anySection: "Cualquier sección",
  sectionOption: "{{section}} · {{price}}",
  sectionOptionRange: "{{section}} · {{min}}–{{max}}",
  find: "Buscar",
  finding: "Buscando...",
  summary_one: "Fila {{row}}, asiento {{first}}, {{section}}, {{total}}",
  summary_other: "Fila {{row}}, asientos {{first}}–{{last}}, {{section}}, {{total}}",
  proposedTitle_one: "El mejor asiento disponible",
  proposedTitle_other: "Los mejores {{count}} asientos juntos",
  proposedHint_one: "Está seleccionado en el mapa. Resérvelo para pagar, o elija a mano.",
  proposedHint_other: "Están seleccionados en el mapa. Resérvelos para pagar, o elija a mano.",
  hold: "Reservar Estos",
  pickByHand: "Elegir a Mano",
  cleared: "Selección borrada. Elija sus asientos en el mapa.",
  noneFound_one: "Ningún asiento libre coincide. Pruebe otra sección o un precio más alto.",
  noneFound_other:
    "No hay {{count}} asientos juntos libres que coincidan. Pruebe con menos asientos, otra sección o un precio más alto.",
};
