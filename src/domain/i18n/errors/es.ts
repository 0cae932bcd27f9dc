import type { CatalogShape } from "../types";
import type { errorReasonsEn } from "./en";

/** Por qué se rechazó una solicitud, una frase por cada motivo que da el servidor, en español (usted). */
export const errorReasonsEs: CatalogShape<typeof errorReasonsEn> = {
  seats_taken: "Otra persona acaba de reservar algunos de los asientos elegidos. Por favor, elija otros asientos.",
  unknown_seats:
    "Algunos de los asientos elegidos no pertenecen a este evento. Por favor, recargue el plano de asientos.",
  seats_changed:
    "La distribución de asientos de este evento cambió mientras tanto. Por favor, recargue el plano de asientos y vuelva a elegir.",
  seats_sold_one:
    "{{count}} asiento está reservado o vendido. Los asientos solo pueden cambiar cuando ninguno está reservado o vendido.",
  seats_sold_other:
    "{{count}} asientos están reservados o vendidos. Los asientos solo pueden cambiar cuando ninguno está reservado o vendido.",
  event_started: "Este evento ya comenzó.",
  seat_limit: "Puede reservar o comprar como máximo {{limit}} asientos para este evento; le quedan {{remaining}}.",
  accessible_only:
    "Los espacios para silla de ruedas son para quienes necesitan asientos accesibles. Elija «Necesito asientos accesibles para silla de ruedas» para reservar uno.",
  companion_alone:
    "Los asientos de acompañante se venden junto con su espacio para silla de ruedas. Elija también el espacio.",
  rehold_cooldown:
    "Usted liberó estos asientos hace un momento. Podrá reservarlos de nuevo en {{retryAfterSeconds}} segundos, o elegir otros asientos ahora.",
  accessible_limit:
    "Una cuenta puede reservar o comprar como máximo {{limit}} espacios para silla de ruedas (cada uno con sus asientos de acompañante) para este evento; le quedan {{remaining}}.",
  space_cooldown:
    "Este espacio para silla de ruedas se liberó hace un momento desde su red. Podrá reservarse de nuevo desde su red en {{retryAfterSeconds}} segundos.",
  network_seat_limit:
    "Desde una misma red se pueden reservar o comprar como máximo {{limit}} asientos de este evento en {{minutes}} minutos. Inténtelo de nuevo más tarde.",
  hold_expired: "Los asientos se reservaron por un tiempo limitado y ese tiempo terminó. Por favor, vuelva a empezar.",
  provider_unavailable: "Esta forma de pago no está disponible en este sitio.",
  rental_price_increase:
    "Este cambio costaría más que el alquiler del recinto que se pagó. Pague la diferencia para enviarlo.",
  rental_no_difference: "Este cambio no cuesta más que el alquiler del recinto que se pagó: simplemente guárdelo.",
  approval_status: "Este evento no se puede cambiar en su estado actual.",
  event_required: "Por favor, elija primero un evento.",
  image_too_large: "El archivo de imagen es demasiado grande.",
  image_unreadable: "No se pudo leer el archivo como imagen. Por favor, elija una imagen JPEG, PNG, GIF o WebP.",
  upload_exists: "Se acaba de subir un archivo con el mismo nombre. Por favor, inténtelo de nuevo.",
  date_unavailable: "Esta fecha está completa o ya pasó. Por favor, elija otra fecha.",
  already_booked: "Usted ya tiene una visita reservada en esta fecha.",
  tour_past: "Esta visita ya se realizó.",
  cross_origin:
    "La solicitud vino de otro sitio y fue rechazada. Por favor, recargue esta página e inténtelo de nuevo.",
  timeout: "Un servicio del que dependemos tardó demasiado en responder. Inténtelo de nuevo más tarde.",
  unreachable: "No se pudo contactar con un servicio del que dependemos. Inténtelo de nuevo más tarde.",
  status: "Un servicio del que dependemos respondió con un error ({{status}}). Inténtelo de nuevo más tarde.",
  shape: "Un servicio del que dependemos envió una respuesta que no pudimos leer. Inténtelo de nuevo más tarde.",
  has_orders:
    "Este evento tiene pedidos, así que no se puede eliminar. Cancélelo en su lugar: se reembolsa a sus compradores.",
  already_cancelled: "Este evento ya fue cancelado.",
  event_cancelled: "Este evento fue cancelado.",
  event_cancelled_refunded:
    "Este evento se canceló mientras usted pagaba, así que no se emitieron boletos. Le estamos reembolsando el pago a su tarjeta.",
  nothing_to_refund: "No queda nada por reembolsar en este pedido.",
  exception_resolved: "Esta excepción de pago ya fue atendida. Por favor, recargue la lista.",
  refund_not_made: "El proveedor de pagos no realizó el reembolso. Queda pendiente y se intentará de nuevo en breve.",
  change_decided:
    "Estos cambios ya se decidieron, se retiraron o se reemplazaron por otros más recientes. Vuelva a cargar la lista.",
  admission_required:
    "Las entradas de este evento se venden a través de la sala de espera. Únase a la fila para elegir asientos.",
  admission_invalid: "Su turno para comprar terminó o no es válido. Vuelva a unirse a la sala de espera.",
  queue_not_open: "La sala de espera de este evento no está abierta.",
  queue_proof_invalid: "No pudimos verificar su navegador. Intente unirse de nuevo.",
  queue_address_taken: "Alguien en su red ya tiene un lugar en esta fila.",
  ticket_not_transferable:
    "Esta entrada ya no se puede transferir: fue reembolsada o ya se transfirió, ya se usó en la puerta, o su evento fue cancelado o ya comenzó.",
  transfer_to_self: "Esta entrada ya es suya. Escriba el correo electrónico de la persona a quien desea enviarla.",
  wallet_unavailable: "Esta billetera todavía no está disponible para nuestras entradas.",
  seats_available:
    "Este evento todavía tiene {{count}} asientos a la venta: elija los suyos en el plano en lugar de unirse a la lista de espera.",
  future_tickets_one:
    "Tiene un boleto para un evento que aún no se ha celebrado. Transfiéralo o solicite un reembolso primero y luego elimine su cuenta.",
  future_tickets_other:
    "Tiene {{count}} boletos para eventos que aún no se han celebrado. Transfiéralos o solicite un reembolso primero y luego elimine su cuenta.",
  house_seats: "La sala reserva estos asientos y no están a la venta. Elige otros asientos.",
  not_on_sale:
    "Las entradas de este evento salen a la venta más tarde. Un código de preventa abre la venta antes para sus secciones.",
  code_unknown: "Este código no es válido para este evento.",
  code_not_valid_now: "Este código no se puede usar en este momento.",
  code_wrong_section: "Este código no es válido para la sección de algunos de los asientos elegidos.",
  code_used_up: "Este código ya se ha usado todas las veces que permite.",
  code_exists: "Ya existe un código con este nombre para este evento.",
};
