import type { CatalogShape } from "../types";
import type { manageChangesEn } from "./changes-en";

/** Cambios a eventos aprobados a la espera de un administrador, y el correo a los compradores, en español. */
export const manageChangesEs: CatalogShape<typeof manageChangesEn> = {
  pendingTitle: "Cambios pendientes de aprobación",
  pendingManager: "Los visitantes ven la versión aprobada hasta que un administrador apruebe estos cambios.",
  pendingAdmin: "Solicitados el {{date}}. Al aprobarlos se aplican al evento público.",
  field: {
    title: "Título en inglés",
    titleEs: "Título en español",
    eventDate: "Fecha y hora",
    venue: "Lugar",
    description: "Descripción en inglés",
    descriptionEs: "Descripción en español",
    imageUrl: "Imagen",
    rentalHours: "Horas de alquiler",
  },
  fromTo: "{{from}} → {{to}}",
  empty: "(vacío)",
  imageNone: "Sin imagen",
  imageSet: "Imagen nueva",
  refundDelta: "El alquiler cuesta {{amount}} menos: se reembolsa al aprobarse.",
  chargeDelta: "El alquiler cuesta {{amount}} más.",
  approve: "Aprobar cambios",
  reject: "Rechazar cambios",
  withdraw: "Retirar cambios",
  working: "Procesando...",
  difference: {
    title: "Este cambio encarece el alquiler del recinto",
    paid: "Pagado por el alquiler",
    price: "Precio del alquiler con este cambio",
    extra: "Diferencia a pagar",
    note: "Una vez pagada la diferencia, su cambio se envía: espera la aprobación de un administrador si el evento está aprobado y tiene ventas; si no, se aplica de inmediato.",
    back: "Volver al formulario",
    pay: "Pagar la diferencia",
    paymentTitle: "Pagar la diferencia",
  },
  toasts: {
    submitted: "Sus cambios se enviaron para aprobación. El evento sigue igual hasta que un administrador los apruebe.",
    backToPending:
      "Evento actualizado. Espera de nuevo la aprobación de un administrador antes de mostrarse a los visitantes.",
    approved: "Cambios aprobados y aplicados",
    rejected: "Cambios rechazados",
    withdrawn: "Cambios retirados",
    failed: "No se pudieron guardar los cambios",
    differencePaid: "Diferencia pagada",
    differenceFailed:
      "El pago se realizó, pero su cambio no se pudo enviar. Queda a cargo de un administrador: por favor, contacte con soporte.",
  },
  mail: {
    subject: "Su evento ha cambiado: {{title}}",
    greeting: "Hola, {{name}}:",
    intro: "Los datos de {{title}}, para el que tiene entradas, han cambiado.",
    date: "Fecha y hora: {{date}} (antes: {{before}})",
    venue: "Lugar: {{venue}} (antes: {{before}})",
    valid: "Sus entradas siguen siendo válidas para la nueva fecha y lugar. No necesita hacer nada.",
    reference: "Referencia del pedido: {{order}}",
    myTickets: "Sus entradas: {{url}}",
    questions: "¿Preguntas? Llámenos al {{phone}} o escriba a {{email}}.",
    signature: "Bridgeland Arena",
  },
};
