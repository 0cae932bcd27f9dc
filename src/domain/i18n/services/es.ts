import type { CatalogShape } from "../types";
import type { servicesEn } from "./en";

/** Servicios al visitante, en español (de usted): información, planificador, contacto, boletín. */
export const servicesEs: CatalogShape<typeof servicesEn> = {
  validation: {
    phone: "Introduzca un número de teléfono válido.",
    date: "Introduzca una fecha válida.",
    attendees: "Introduzca un número entero de invitados, sin superar la capacidad de la arena.",
    eventType: "Elija un tipo de evento.",
    service: "Elija entre los servicios de la lista.",
  },
  honeypot: "Deje este campo vacío",
  requiredNote: "Los campos marcados con * son obligatorios.",
  optional: "(opcional)",
  information: {
    title: "Información del lugar",
    lead: "Todo lo que necesita para su visita: cómo llegar, qué traer y nuestros horarios.",
    newsletter: {
      title: "No se pierda ningún evento",
      body: "Reciba anuncios, preventas y noticias del lugar en su correo.",
      cta: "Suscríbase a nuestro boletín",
    },
    location: {
      title: "Ubicación y cómo llegar",
      address: "Dirección",
      directionsTitle: "Indicaciones para llegar en auto",
      fromHouston:
        "Desde el centro de Houston: tome la US-290 Oeste hacia Cypress, salga hacia Bridgeland y siga Bridgeland Creek Parkway hasta la arena.",
      fromGrandParkway:
        "Desde la Grand Parkway (TX-99): tome la salida de Bridgeland y siga las señales de la arena por Bridgeland Creek Parkway.",
      fromKaty: "Desde Katy y el sur: tome la TX-99 Norte y siga las señales de Bridgeland Creek Parkway.",
      openMaps: "Abrir en Google Maps",
      opensInNewTab: "(se abre en una pestaña nueva)",
    },
    aerial: {
      title: "Vista aérea",
      loading: "Cargando la vista aérea...",
      videoLabel: "Video de la vista aérea de {{address}}",
      videoDescription: "Una vista aérea fotorrealista de {{address}}, de Google Maps.",
      mapTitle: "Mapa satelital de {{address}}",
      processing: "El video aún se está procesando...",
      notFound: "Video no encontrado...",
      error: "No se pudo cargar la vista aérea",
      unreachable: "Error al obtener la vista aérea",
      showingMap: "Se muestra el mapa satelital en su lugar.",
    },
    amenities: {
      title: "Servicios",
      parking: {
        title: "Estacionamiento gratuito",
        body: "{{spaces}} espacios de estacionamiento gratuitos. Los estacionamientos abren {{hours}} horas antes de cada evento.",
      },
      concessions: {
        title: "Concesiones",
        body: "Puestos de comida y bebida en todos los niveles, con favoritos locales y opciones vegetarianas.",
      },
      accessibility: {
        title: "Accesibilidad",
        body: "Entradas, asientos, baños y estacionamiento accesibles en silla de ruedas. Solicite dispositivos de ayuda auditiva en Atención al Cliente.",
      },
      security: {
        title: "Seguridad",
        body: "Revisión de bolsos en todas las entradas y personal capacitado durante todo el evento.",
      },
    },
    items: {
      permittedTitle: "Artículos permitidos",
      prohibitedTitle: "Artículos prohibidos",
      permitted: {
        smallBags: "Bolsos pequeños y carteras de mano",
        cameras: "Cámaras personales y teléfonos",
        chargers: "Cargadores portátiles para teléfono",
        medication: "Medicamentos y suministros médicos",
        babyItems: "Comida para bebé, fórmula y pañaleras",
        bottles: "Botellas de agua de plástico vacías",
      },
      prohibited: {
        outsideFoodDrink: "Comida y bebida del exterior",
        professionalRecording: "Equipo de grabación profesional",
        weapons: "Armas de cualquier tipo",
        largeBags: "Bolsos grandes y mochilas",
        glassContainers: "Envases de vidrio",
        illegalSubstances: "Sustancias ilegales",
      },
    },
    accessibleSeating: {
      title: "Asientos accesibles",
      spaces_one:
        "{{count}} espacio para silla de ruedas en el recinto, en cada sección y en cada nivel de precio, marcado en el mapa de asientos con el símbolo de silla de ruedas.",
      spaces_other:
        "{{count}} espacios para silla de ruedas en el recinto, en cada sección y en cada nivel de precio, marcados en el mapa de asientos con el símbolo de silla de ruedas.",
      companions_one: "Hasta {{count}} asiento de acompañante junto a cada espacio, para quien le acompaña.",
      companions_other: "Hasta {{count}} asientos de acompañante junto a cada espacio, para quienes le acompañan.",
      declared:
        "Cómprelos en línea como cualquier asiento: marque “Necesito asientos accesibles para silla de ruedas” en la taquilla. No se pide comprobante. Los asientos de acompañante solo se venden junto con su espacio.",
      limit_one:
        "Para que los espacios lleguen a quienes los necesitan, una cuenta puede reservar o comprar {{count}} espacio para silla de ruedas por evento (con sus asientos de acompañante).",
      limit_other:
        "Para que los espacios lleguen a quienes los necesitan, una cuenta puede reservar o comprar hasta {{count}} espacios para silla de ruedas por evento (cada uno con sus asientos de acompañante).",
      release:
        "Los espacios no vendidos de una sección pasan a la venta general solo cuando el resto de esa sección está agotado.",
      parking: "Hay estacionamiento accesible cerca de las entradas.",
      buy: "Elegir asientos accesibles",
    },
    boxOffice: {
      title: "Horario de taquilla",
      note: "Los días de evento la taquilla también abre {{hours}} horas antes del evento; las puertas abren {{doors}} hora antes de la función.",
      buy: "Comprar boletos en línea",
    },
    faq: {
      title: "Preguntas frecuentes",
      doors: {
        question: "¿A qué hora abren las puertas?",
        answer:
          "Las puertas abren {{doors}} hora antes de la función. El estacionamiento y la taquilla abren {{hours}} horas antes de cada evento.",
      },
      parking: {
        question: "¿El estacionamiento es gratuito?",
        answer:
          "Sí. El estacionamiento es gratuito en todos los eventos, con {{spaces}} espacios, incluidos espacios accesibles cerca de las entradas.",
      },
      bags: {
        question: "¿Puedo llevar un bolso?",
        answer:
          "Los bolsos pequeños y las carteras de mano son bienvenidos y se revisan en la entrada. No se permiten bolsos grandes ni mochilas.",
      },
      refunds: {
        question: "¿Puedo obtener un reembolso de mis boletos?",
        answer:
          "Todas las ventas de boletos son finales. Si el lugar cancela un evento, usted recibe un reembolso completo, con el cargo por servicio y el impuesto incluidos, en un plazo de {{refundMin}} a {{refundMax}} días hábiles.",
      },
      groups: {
        question: "¿Ofrecen boletos para grupos?",
        answer:
          "Sí. Los grupos de {{groupMin}} o más personas reciben tarifas especiales: escriba a {{groupEmail}} o envíenos un mensaje desde la página de Contacto.",
      },
    },
  },
  planner: {
    title: "Planifique su evento",
    lead: "Cuéntenos sobre su evento. Nuestro equipo de planificación responde cada consulta en un plazo de 24 horas.",
    formTitle: "Consulta de evento",
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    organization: "Organización",
    eventType: "Tipo de evento",
    chooseEventType: "Seleccione un tipo de evento",
    eventDate: "Fecha preferida del evento",
    attendees: "Asistentes esperados",
    attendeesHint: "Hasta {{max}} invitados.",
    description: "Descripción del evento",
    descriptionPlaceholder: "Cuéntenos sobre su evento, el horario y cualquier necesidad especial.",
    services: "Servicios adicionales",
    servicesHint: "Elija los servicios para los que desea una cotización.",
    submit: "Enviar consulta",
    submitting: "Enviando...",
    success: "¡Consulta de evento enviada con éxito! Nos comunicaremos con usted en un plazo de 24 horas.",
    sentTitle: "Consulta recibida",
    sentBody: "Gracias, {{name}}. Le enviamos una confirmación a {{email}}.",
    sendAnother: "Enviar otra consulta",
    eventTypes: {
      corporate: "Evento corporativo",
      concert: "Concierto / espectáculo",
      sports: "Evento deportivo",
      graduation: "Ceremonia de graduación",
      "trade-show": "Feria comercial / exposición",
      wedding: "Boda / fiesta privada",
      conference: "Conferencia / reunión",
      fundraising: "Evento de recaudación de fondos",
      community: "Evento comunitario",
      other: "Otro",
    },
    serviceCards: {
      audiovisual: { title: "Audio/Video", body: "Sonido de nivel concierto, iluminación, pantallas y técnicos." },
      catering: {
        title: "Catering",
        body: "Menús desde recepciones hasta cenas servidas, para cualquier número de invitados.",
      },
      coordination: {
        title: "Coordinación del evento",
        body: "Un coordinador dedicado desde el primer plan hasta el cierre.",
      },
      security: { title: "Seguridad", body: "Personal con licencia, revisión de bolsos y control de multitudes." },
      decorations: {
        title: "Decoración y montaje",
        body: "Escenario, decoración, señalización y montaje según su temática.",
      },
      photography: { title: "Fotografía y video", body: "Fotos y video profesionales de su evento." },
    },
    capacity: {
      title: "Capacidad del lugar",
      total: "{{total}} asientos",
      general: "General: {{count}}",
      premium: "Premium: {{count}}",
      vip: "VIP: {{count}}",
    },
    availability: {
      title: "Disponibilidad",
      events: "Organizamos más de {{count}} eventos al año.",
      advice: "Reserve con {{min}} a {{max}} meses de anticipación para elegir entre más fechas.",
      peak: "Temporadas altas: {{seasons}}.",
    },
    contact: {
      title: "Hable con nuestro equipo",
      hours: "Horario del equipo de planificación",
      support: "Asistencia 24/7 los días de evento.",
    },
  },
  contact: {
    title: "Contáctenos",
    lead: "¿Preguntas sobre un evento, boletos o el lugar? Envíenos un mensaje y le responderemos.",
    formTitle: "Envíenos un mensaje",
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    subject: "Asunto",
    message: "Mensaje",
    submit: "Enviar mensaje",
    submitting: "Enviando...",
    successTitle: "¡Mensaje enviado!",
    success: "Gracias por escribirnos. Le responderemos pronto a {{email}}.",
    sentBody: "Gracias, {{name}}. Le responderemos pronto a {{email}}.",
    sendAnother: "Enviar otro mensaje",
    detailsTitle: "Datos de contacto",
    phoneLabel: "Teléfono",
    emailLabel: "Correo electrónico",
    addressLabel: "Dirección",
    hoursLabel: "Horario de oficina",
    groupTitle: "Ventas para grupos",
    groupBody:
      "¿Viene con {{min}} o más personas? Nuestro equipo de ventas para grupos ofrece tarifas especiales, bloques de asientos reservados y una sola factura para todos.",
    groupCta: "Escribir a ventas para grupos",
  },
  newsletter: {
    title: "Suscríbase a nuestro boletín",
    lead: "Entérese antes que nadie de nuevos eventos, preventas y novedades de la arena.",
    formTitle: "Regístrese",
    name: "Nombre completo",
    email: "Correo electrónico",
    interests: "Intereses",
    interestsPlaceholder: "Conciertos, deportes, espectáculos familiares...",
    submit: "Suscribirse",
    submitting: "Suscribiendo...",
    consent:
      "Al suscribirse, usted acepta recibir correos de marketing de {{venue}}. Cada correo incluye un enlace para darse de baja.",
    missingTitle: "Información faltante",
    missing: "Por favor, complete su nombre y correo electrónico.",
    successTitle: "Revise su correo",
    success:
      "Le enviamos un enlace. Ábralo para confirmar su suscripción: no le enviaremos nada más hasta que lo haga.",
    mailFooter: "Para dejar de recibir el boletín, abra este enlace:\n{{unsubscribeUrl}}",
    confirm: {
      title: "Confirme su suscripción",
      prompt: "Confirme que desea recibir el boletín de {{venue}}.",
      button: "Confirmar mi suscripción",
      working: "Confirmando su suscripción...",
      doneTitle: "Ya está suscrito/a",
      done: "{{email}} recibirá nuestro boletín. Le enviamos un correo de bienvenida.",
      invalidTitle: "Este enlace no funciona",
      invalid: "Este enlace de confirmación no es válido o fue reemplazado por uno más reciente. Suscríbase de nuevo.",
      failed: "No pudimos confirmar su suscripción en este momento. Inténtelo de nuevo.",
    },
    benefits: {
      title: "¿Por qué suscribirse?",
      announcements: {
        title: "Anuncios de eventos",
        body: "Entérese de los nuevos espectáculos en cuanto se programan.",
      },
      offers: { title: "Ofertas exclusivas", body: "Códigos de preventa y descuentos solo para suscriptores." },
      behindScenes: {
        title: "Detrás de escena",
        body: "Historias y fotos de las personas que hacen posibles los espectáculos.",
      },
    },
    welcome: {
      title: "¡Bienvenido/a, {{name}}!",
      body: "Falta un paso: le enviamos un correo. Abra su enlace para confirmar la suscripción.",
      expectTitle: "Qué puede esperar",
      eventUpdates: {
        title: "Novedades de eventos",
        body: "Nuevos eventos, fechas de venta y cambios de programación.",
      },
      specialOffers: { title: "Ofertas especiales", body: "Preventas y descuentos solo para suscriptores." },
      communityNews: { title: "Noticias de la comunidad", body: "Novedades de la arena y de Bridgeland." },
      returnHome: "Volver al inicio",
    },
    unsubscribe: {
      title: "Darse de baja",
      confirm: "¿Desea dejar de recibir el boletín de {{venue}}?",
      button: "Darme de baja",
      working: "Procesando la baja...",
      doneTitle: "Se ha dado de baja",
      done: "{{email}} ya no recibirá nuestro boletín.",
      invalidTitle: "Este enlace no funciona",
      invalid:
        "Este enlace para darse de baja no es válido o está incompleto. Use el enlace de su correo más reciente.",
      failed: "No pudimos procesar su baja en este momento. Inténtelo de nuevo.",
      subscribeAgain: "Suscribirse de nuevo",
    },
  },
  mail: {
    inquiry: {
      subject: "Recibimos su consulta de evento",
      body: "Hola, {{name}}:\n\nGracias por su consulta sobre un evento de tipo «{{eventType}}» en {{venue}}. Nuestro equipo de planificación se comunicará con usted en un plazo de 24 horas.\n\nSi nos necesita antes, llame al {{phone}} o escriba a {{email}}.\n\n{{venue}}",
    },
    contact: {
      subject: "Recibimos su mensaje",
      body: "Hola, {{name}}:\n\nGracias por comunicarse con {{venue}}. Hemos recibido su mensaje y le responderemos pronto.\n\nSi es urgente, llame al {{phone}}.\n\n{{venue}}",
    },
    newsletter: {
      subject: "Bienvenido/a al boletín de {{venue}}",
      body: "Hola, {{name}}:\n\nGracias por confirmar su suscripción. Recibirá anuncios de eventos, ofertas exclusivas y noticias de {{venue}}.\n\n{{venue}}",
    },
    newsletterConfirm: {
      subject: "Confirme su suscripción al boletín de {{venue}}",
      body: "Hola, {{name}}:\n\nAlguien, quizás usted, pidió recibir el boletín de {{venue}} en esta dirección. Para confirmarlo, abra este enlace:\n{{confirmUrl}}\n\nSi no fue usted, ignore este mensaje: no le enviaremos nada más.\n\n{{venue}}",
    },
  },
};
