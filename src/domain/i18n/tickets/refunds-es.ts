import type { CatalogShape } from "../types";
import type { ticketsRefundsEn } from "./refunds-en";

/** Reembolsos y eventos cancelados, como los leen los compradores en Mis Boletos y en su correo, en español. */
export const ticketsRefundsEs: CatalogShape<typeof ticketsRefundsEn> = {
  state: {
    refunded: "Reembolsado",
    event_cancelled: "Evento cancelado",
  },
  refundedAmount: "Reembolsado {{amount}}",
  noCharge: "Sin cargo que reembolsar",
  refundToBuyer: "Cualquier reembolso es para la persona que compró este boleto.",
  cancelledNotice: "El recinto canceló este evento.",
  cancelledReason: "Motivo: {{reason}}",
  refundedNotice: "Este boleto fue reembolsado y ya no permite la entrada.",
  refundTiming: "Los reembolsos llegan a su cuenta en un plazo de {{min}} a {{max}} días hábiles.",
  notValid: "No válido para la entrada",
  mail: {
    cancelledSubject: "Cancelado: {{title}}",
    refundedSubject: "Su reembolso de {{title}}",
    rentalCancelledSubject: "Cancelado: su alquiler del recinto para {{title}}",
    greeting: "Hola, {{name}}:",
    cancelledIntro: "Lamentamos informarle que {{title}}, previsto para el {{date}}, ha sido cancelado.",
    rentalCancelledIntro:
      "Lamentamos informarle que el recinto ha cancelado su evento {{title}}, previsto para el {{date}}.",
    refundedIntro: "Su pedido de {{title}} del {{date}} ha sido reembolsado.",
    reason: "Motivo: {{reason}}",
    seatsHeading: "Asientos reembolsados:",
    seatPrice: "- {{seat}}: {{price}}",
    amount: "Reembolso: {{amount}}, al mismo medio de pago ({{method}}).",
    rentalAmount: "Reembolso del alquiler del recinto: {{amount}}, al mismo medio de pago ({{method}}).",
    timing: "Llegará a su cuenta en un plazo de {{min}} a {{max}} días hábiles.",
    complimentary: "Sus boletos de cortesía ya no son válidos. No se cobró nada, así que no hay nada que reembolsar.",
    notValid: "Estos boletos ya no permiten la entrada.",
    reference: "Referencia del pedido: {{order}}",
    myTickets: "Sus boletos: {{url}}",
    questions: "¿Preguntas? Llámenos al {{phone}} o escriba a {{email}}.",
    signature: "Bridgeland Arena",
  },
};
