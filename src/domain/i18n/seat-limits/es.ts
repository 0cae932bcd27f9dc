import type { CatalogShape } from "../types";
import type { seatLimitsEn } from "./en";

/** Asientos por cuenta: el límite de un evento en la taquilla y el campo con que lo fijan los administradores, en español (usted). */
export const seatLimitsEs: CatalogShape<typeof seatLimitsEn> = {
  box: {
    allowance_one: "Hasta {{limit}} asientos por cuenta para este evento: puede agregar {{count}} más.",
    allowance_other: "Hasta {{limit}} asientos por cuenta para este evento: puede agregar {{count}} más.",
    reached: "Ya tiene los {{limit}} asientos que una cuenta puede reservar o comprar para este evento.",
    limitTitle: "Límite de asientos alcanzado",
    reholdTitle: "Asientos liberados hace un momento",
  },
  admin: {
    title: "Límites por cuenta",
    label: "Asientos por cuenta",
    hint: "Cuántos asientos puede reservar o comprar una cuenta para este evento, de {{min}} a {{max}}. Déjelo vacío para usar el valor predeterminado de {{default}}. Las reservas de cortesía no tienen límite.",
    current: "Ahora: {{limit}} asientos por cuenta.",
    currentDefault: "Ahora: el valor predeterminado, {{limit}} asientos por cuenta.",
    invalid: "Escriba un número entero de {{min}} a {{max}}, o deje el campo vacío para usar el valor predeterminado.",
    save: "Guardar límites",
    saving: "Guardando...",
    savedTitle: "Límites guardados",
    saved: "Ahora una cuenta puede reservar o comprar hasta {{limit}} asientos para {{event}}.",
    savedDefault: "{{event}} ahora usa el valor predeterminado de {{limit}} asientos por cuenta.",
    errorTitle: "No se guardaron los límites",
    loading: "Cargando el límite de asientos...",
    loadError: "No se pudo cargar el límite de asientos.",
    retry: "Intentar de nuevo",
    spacesLabel: "Espacios para silla de ruedas por cuenta",
    spacesHint:
      "Cuántos espacios para silla de ruedas, cada uno con sus asientos de acompañante, puede reservar o comprar una cuenta para este evento, de {{min}} a {{max}}. Déjelo vacío para usar el valor predeterminado del recinto, {{default}}.",
    spacesCurrent_one: "Ahora: {{count}} espacio para silla de ruedas por cuenta.",
    spacesCurrent_other: "Ahora: {{count}} espacios para silla de ruedas por cuenta.",
    spacesCurrentDefault_one:
      "Ahora: el valor predeterminado del recinto, {{count}} espacio para silla de ruedas por cuenta.",
    spacesCurrentDefault_other:
      "Ahora: el valor predeterminado del recinto, {{count}} espacios para silla de ruedas por cuenta.",
    spacesSaved_one: "Espacios para silla de ruedas: {{count}} por cuenta.",
    spacesSaved_other: "Espacios para silla de ruedas: {{count}} por cuenta.",
  },
  idChecks: {
    title: "Control de identificación en la puerta",
    hint: "Desactivado: los escáneres de la puerta reciben el asiento y la versión de cada boleto, sin nombres. Activado: también reciben el nombre de cada titular, para que el personal lo compare con una identificación con foto. Nunca una dirección de correo.",
    label: "Pedir identificación con foto en la puerta para este evento",
    loading: "Cargando el control de identificación...",
    loadError: "No se pudo cargar el control de identificación.",
    retry: "Intentar de nuevo",
    savedOn: "Los escáneres de {{event}} recibirán los nombres de los titulares desde su próxima descarga.",
    savedOff: "Los escáneres de {{event}} ya no reciben los nombres de los titulares.",
    savedTitle: "Control de identificación guardado",
    errorTitle: "No se guardó el control de identificación",
  },
};
