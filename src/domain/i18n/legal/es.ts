import type { CatalogShape } from "../types";
import type { legalEn } from "./en";

/** Aviso de privacidad y términos, español (Latinoamérica, trato de "usted"). Mismos marcadores que en inglés. */
export const legalEs: CatalogShape<typeof legalEn> = {
  privacy: {
    title: "Política de privacidad",
    intro:
      "Esta política explica, en lenguaje sencillo, qué información personal recopila {{venueName}} cuando usted usa este sitio web, para qué la recopilamos, con quién la compartimos y qué opciones tiene. Solo le pedimos lo necesario para venderle boletos, responder a sus preguntas y operar el recinto.",
    lastUpdated: "Última actualización: {{date}}",
    backHome: "Volver al inicio",
    s1: {
      heading: "Información que recopilamos",
      body: "Información que usted nos proporciona. Cuando crea una cuenta, le pedimos su nombre completo, su correo electrónico y una contraseña. Si decide iniciar sesión con Google, recibimos de Google su nombre, su correo electrónico y su foto de perfil. Cuando compra boletos, reserva un recorrido, envía una solicitud de evento, se comunica con nosotros, deja un comentario o se suscribe a nuestro boletín, guardamos lo que escribe en esos formularios, como su nombre, correo electrónico, teléfono, organización, detalles del evento y mensaje.\n\nInformación que se genera al usar el sitio. Guardamos un registro de sus pedidos y boletos (evento, asientos, precios, estado del pago y fechas), de sus reservas de recorridos y, en el caso de los organizadores de eventos, de los eventos e imágenes que suben. Mientras tiene la sesión iniciada, también guardamos su sesión, incluida la dirección IP y el tipo de navegador desde el que se inició.\n\nInformación guardada en su dispositivo. Sus preferencias de idioma, modo oscuro y lectura en voz alta se guardan en su navegador para que el sitio las recuerde.",
    },
    s2: {
      heading: "Cómo usamos su información",
      body: "Usamos su información para crear y proteger su cuenta; para procesar pedidos, apartar asientos y enviarle sus boletos y confirmaciones; para programar y confirmar recorridos; para responder a solicitudes, mensajes y comentarios; para enviar el boletín a quienes lo solicitaron; y para avisarle de cambios en un evento para el que tiene boletos, como un nuevo horario o una cancelación.\n\nTambién la usamos para que el sitio sea seguro y funcione bien: para prevenir fraudes, reservas duplicadas y abusos, para corregir errores y para cumplir nuestras obligaciones legales, fiscales y contables. No vendemos su información personal ni la usamos para publicidad de otras empresas.",
    },
    s3: {
      heading: "Pagos",
      body: "Los pagos los procesa nuestro proveedor de pagos. El número de su tarjeta, la fecha de vencimiento y el código de seguridad se ingresan con ese proveedor y llegan directamente a él: nunca pasan por nuestros servidores y nunca los guardamos.\n\nDel proveedor recibimos solo lo necesario para confirmar su pedido: si el pago se realizó, el monto, la moneda y una referencia del pago. El proveedor trata sus datos de pago conforme a su propia política de privacidad.",
    },
    s4: {
      heading: "Cookies y sesiones",
      body: "Usamos unas pocas cookies que el sitio necesita para funcionar. Una cookie de sesión mantiene su sesión iniciada y protege su cuenta; los scripts de la página no pueden leerla y se elimina cuando usted cierra sesión o cuando la sesión vence. Una cookie de idioma recuerda si prefiere inglés o español.\n\nNo usamos cookies de publicidad ni de seguimiento entre sitios. Algunas páginas muestran contenido de otros servicios, como un mapa o un video; esos servicios pueden colocar sus propias cookies conforme a sus propias políticas. Puede borrar las cookies en la configuración de su navegador en cualquier momento, aunque después tendrá que volver a iniciar sesión.",
    },
    s5: {
      heading: "Cuándo compartimos información",
      body: "Solo compartimos información personal con las empresas que nos ayudan a operar este sitio web y el recinto, y solo en la medida en que cada una lo necesita: nuestros proveedores de alojamiento y de base de datos, el servicio que entrega nuestros correos electrónicos, nuestro proveedor de pagos y, si usted decide usarlo, el inicio de sesión con Google. Los mensajes que envía al chat del asistente pueden ser procesados por un servicio que nos ayuda a redactar sus respuestas. Estos proveedores solo pueden usar su información para prestarnos su servicio.\n\nTambién podemos revelar información cuando la ley lo exija, para proteger la seguridad de nuestros visitantes y del personal, o para prevenir fraudes. Si algún día el recinto se vende o se fusiona con otra empresa, su información podría pasar al nuevo propietario, que deberá seguir protegiéndola como se describe en esta política.",
    },
    s6: {
      heading: "Cuánto tiempo conservamos la información y cómo la protegemos",
      body: "Conservamos su cuenta, y lo que necesita de ella (boletos, recorridos, lugares en listas de espera), mientras su cuenta esté abierta. Los pedidos pagados y cada movimiento de dinero se conservan el tiempo que exigen las normas fiscales y contables, también después de eliminar una cuenta, pero sin su nombre ni su correo electrónico. Todo lo demás se elimina automáticamente cuando se cumple su plazo: los mensajes de contacto a los {{contactDays}} días, las consultas de eventos a los {{inquiryDays}} días, los comentarios a los {{feedbackDays}} días, las copias de los correos que le enviamos {{mailDays}} días después de enviarlos, y las sesiones {{sessionDays}} días después de vencer. Una suscripción al boletín que nunca se confirmó, y una dirección que se dio de baja, se eliminan a los {{newsletterDays}} días. Las conversaciones con el asistente se responden y no se guardan.\n\nEn la puerta, los escáneres del personal reciben el asiento de cada boleto y una versión del código, no su correo electrónico; su nombre solo en los eventos en los que el recinto pide identificación con foto.\n\nProtegemos su información con conexiones cifradas (HTTPS), guardando las contraseñas solo de forma cifrada (hash) y dando acceso solo al personal que lo necesita. Ningún sistema es perfectamente seguro, así que use una contraseña segura que no use en otros sitios.",
    },
    s7: {
      heading: "Sus derechos y opciones",
      body: "Ver sus datos: en la página de su cuenta (Mi cuenta, en el menú de la cuenta), «Descargar mis datos» le da al instante un archivo con todo lo que guardamos sobre usted: su cuenta, sesiones, pedidos y boletos, transferencias, recorridos, lugares en listas de espera, lo que nos envió por los formularios, su suscripción al boletín y los correos que le enviamos.\n\nEliminar su cuenta: en la misma página, confirme con su contraseña (o justo después de iniciar sesión). Si tiene boletos para un evento que aún no se ha celebrado, transfiéralos o solicite un reembolso primero. Todo lo que es solo suyo se elimina en el acto y se cierra su sesión en todos los dispositivos; los pedidos pagados se conservan, como exige la ley, sin su nombre ni su correo.\n\nCorregir sus datos o preguntar por cualquier otra cosa: escriba a {{email}}. Para protegerlo, es posible que debamos confirmar su identidad antes de atender una solicitud hecha por correo.\n\nEl boletín: solo lo enviamos después de que confirme su suscripción con el enlace que le enviamos por correo. Cada boletín incluye un enlace para darse de baja, y el botón «Cancelar suscripción» de su programa de correo funciona con un clic. Los mensajes sobre los boletos que compró, como las confirmaciones de pedido y los cambios de un evento, son parte del servicio y se seguirán enviando.",
    },
    s8: {
      heading: "Menores de edad",
      body: "Este sitio web y sus servicios no están dirigidos a menores de {{minimumAge}} años. No recopilamos a sabiendas información personal de menores de {{minimumAge}} años. Si cree que un menor de {{minimumAge}} años nos ha dado información personal, comuníquese con nosotros y la eliminaremos.",
    },
    s9: {
      heading: "Contacto y cambios a esta política",
      body: "Si tiene alguna pregunta sobre esta política o desea hacer una solicitud sobre su información, escríbanos a {{email}}, llámenos al {{phone}} o envíenos una carta a {{venueName}}, {{address}}.\n\nPodemos actualizar esta política cuando cambien nuestros servicios o la ley. La fecha que aparece al inicio de esta página indica cuándo se modificó por última vez. Si el cambio es importante, también se lo informaremos por correo electrónico a los titulares de cuentas antes de que entre en vigor.",
    },
  },
  terms: {
    title: "Términos y condiciones",
    intro:
      "Estos términos son el acuerdo entre usted y {{venueName}} para usar este sitio web, crear una cuenta y comprar boletos. Le pedimos que los lea con atención, en especial las secciones sobre reembolsos y responsabilidad.",
    lastUpdated: "Última actualización: {{date}}",
    effective: "Fecha de entrada en vigor: {{date}}",
    backHome: "Volver al inicio",
    contactHeading: "Contáctenos",
    contactLead: "Si tiene alguna pregunta sobre estos términos, comuníquese con nosotros:",
    emailLabel: "Correo electrónico",
    phoneLabel: "Teléfono",
    addressLabel: "Dirección",
    s1: {
      heading: "Aceptación de los términos",
      body: "Al usar este sitio web, crear una cuenta o comprar boletos, usted acepta estos términos y nuestra Política de Privacidad. Si no está de acuerdo, le pedimos que no use el sitio web.\n\nDebe tener al menos {{minimumAge}} años para crear una cuenta. Si es menor de edad según las leyes del lugar donde vive, su madre, padre o tutor debe aceptar estos términos en su nombre y es responsable de sus compras.",
    },
    s2: {
      heading: "Compra de boletos",
      body: "Los precios están en dólares estadounidenses, y el total de su pedido, incluido cualquier cargo, se muestra antes de pagar. Los asientos que elige quedan apartados por un tiempo breve mientras completa el pago; si el pago no se completa a tiempo, los asientos se liberan. Su pedido queda confirmado solo cuando se confirma el pago, y le enviaremos una confirmación al correo electrónico de su cuenta.\n\nPresente una identificación oficial con fotografía vigente cuando recoja sus boletos en la taquilla. Los boletos son transferibles: puede dárselos a otra persona, y quien use un boleto acepta estos términos y las políticas del recinto. Podemos cancelar pedidos que parezcan fraudulentos, que se hayan hecho incumpliendo estos términos o que tengan un precio evidentemente erróneo, y en ese caso reembolsaremos cualquier pago cobrado por ellos.",
    },
    s3: {
      heading: "Política de reembolsos",
      body: "Todas las ventas de boletos son definitivas. No ofrecemos reembolsos ni cambios, tampoco cuando usted no pueda asistir, salvo en el caso que se describe a continuación.\n\nSi el recinto cancela un evento, recibirá el reembolso completo de lo que pagó (el precio del boleto, el cargo por servicio y el impuesto) en su método de pago original en un plazo de {{refundMin}} a {{refundMax}} días hábiles. Si un evento se reprograma, le enviaremos un correo electrónico para explicarle sus opciones.",
    },
    s4: {
      heading: "Políticas del recinto",
      body: "Por la seguridad de todos, los asistentes y sus bolsas pueden ser revisados en la entrada, y usted debe seguir las indicaciones del personal y de seguridad del recinto.\n\nNo se permite ingresar al recinto con los siguientes artículos: alimentos y bebidas del exterior; equipo de grabación profesional; armas de cualquier tipo; bolsas grandes y mochilas; envases de vidrio; y sustancias ilegales.\n\nPodemos negar la entrada o retirar del recinto a cualquier persona que lleve artículos prohibidos, que se comporte de forma peligrosa o que cause disturbios, o que no respete estas políticas. En ese caso no se hará ningún reembolso.",
    },
    s5: {
      heading: "Limitación de responsabilidad",
      body: 'Usted asiste a los eventos bajo su propio riesgo, en la medida en que la ley lo permita. No somos responsables de los objetos personales que se pierdan, sean robados o sufran daños en el recinto, ni del contenido de los eventos que presentan artistas y organizadores externos.\n\nEste sitio web se ofrece "tal cual". Nos esforzamos por mantenerlo correcto y disponible, pero no podemos garantizar que siempre funcione sin errores ni interrupciones. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o derivadas, como gastos de viaje u hospedaje, y nuestra responsabilidad total por cualquier reclamación relacionada con un pedido se limita al monto que usted pagó por ese pedido. Nada de lo dispuesto en estos términos limita una responsabilidad que la ley no permita limitar.',
    },
    s6: {
      heading: "Fuerza mayor",
      body: "No somos responsables de retrasos o incumplimientos causados por hechos fuera de nuestro control razonable, como condiciones meteorológicas extremas, huracanes, inundaciones, incendios, cortes de electricidad o de red, epidemias, órdenes de las autoridades, huelgas u otras emergencias.\n\nSi tenemos que cancelar un evento por alguno de estos motivos, se aplica la Política de Reembolsos anterior.",
    },
    s7: {
      heading: "Privacidad",
      body: "Nuestra Política de Privacidad explica qué información personal recopilamos, cómo la usamos y qué opciones tiene usted. Al usar el sitio web, usted acepta que su información se trate como se describe en esa política.",
    },
    s8: {
      heading: "Propiedad intelectual",
      body: "El contenido de este sitio web, incluidos los textos, imágenes, videos, logotipos y el diseño, pertenece a {{venueName}} o a quienes nos otorgaron una licencia para usarlo, y está protegido por la ley. Puede ver e imprimir las páginas para su uso personal y no comercial. No puede copiar, volver a publicar, vender ni extraer contenido del sitio web por medios automatizados sin nuestro permiso por escrito.\n\nSi usted sube contenido, como la descripción o la imagen de un evento, confirma que tiene derecho a usarlo y nos autoriza a mostrarlo en el sitio web y en la promoción del evento.",
    },
    s9: {
      heading: "Seguridad de la cuenta",
      body: "Proporcione información correcta al crear una cuenta y manténgala actualizada. Mantenga su contraseña en privado y no comparta su cuenta; usted es responsable de lo que se haga con ella. Si cree que otra persona ha usado su cuenta, cambie su contraseña y comuníquese con nosotros de inmediato.\n\nNo está permitido usar bots ni otras herramientas automatizadas para comprar boletos, interferir con el sitio web o intentar acceder a cuentas o datos que no le pertenecen. Podemos suspender o cerrar las cuentas que incumplan estos términos.",
    },
    s10: {
      heading: "Cambios a los términos",
      body: "Podemos actualizar estos términos de vez en cuando, por ejemplo, cuando agreguemos nuevos servicios o cuando cambie la ley. Las fechas que aparecen al inicio de esta página indican cuándo se modificaron los términos por última vez y cuándo entró en vigor la versión actual. Cada compra se rige por los términos vigentes en el momento en que se realizó. Si sigue usando el sitio web después de un cambio, acepta los términos actualizados.\n\nEstos términos se rigen por las leyes del Estado de Texas, Estados Unidos.",
    },
  },
  account: {
    title: "Mi cuenta",
    lead: "Sus datos, una copia de todo lo que guardamos sobre usted y el cierre de su cuenta.",
    signInTitle: "Inicie sesión para administrar su cuenta",
    signInBody: "En la página de su cuenta puede descargar sus datos o eliminar su cuenta.",
    signIn: "Iniciar sesión",
    details: {
      heading: "Sus datos",
      name: "Nombre",
      email: "Correo electrónico",
    },
    export: {
      heading: "Descargar sus datos",
      body: "Un archivo (JSON) con todo lo que el sitio guarda sobre usted: su cuenta, sesiones, pedidos y boletos, transferencias, recorridos, lugares en listas de espera, las consultas, mensajes y comentarios que envió, su suscripción al boletín y los correos que le enviamos. Las conversaciones con el asistente no se guardan, así que no hay ninguna que entregarle.",
      button: "Descargar mis datos",
      working: "Preparando su archivo...",
      doneTitle: "Sus datos se descargaron",
      done: "Busque {{file}} en sus descargas.",
      errorTitle: "No pudimos preparar su archivo",
    },
    delete: {
      heading: "Eliminar su cuenta",
      body: "Se eliminan su nombre, correo electrónico, contraseña, sesiones, recorridos, lugares en listas de espera, mensajes, comentarios y suscripción al boletín, y se cierra su sesión en todos los dispositivos. Los pedidos pagados se conservan en nuestra contabilidad, como exigen las normas fiscales, sin su nombre ni su correo. Esto no se puede deshacer.",
      futureNote:
        "Si tiene boletos para un evento que aún no se ha celebrado, transfiéralos o solicite un reembolso primero.",
      myTickets: "Ir a Mis boletos",
      password: "Contraseña",
      passwordHint: "Necesaria, a menos que haya iniciado sesión en los últimos {{minutes}} minutos.",
      confirm: "Entiendo que mi cuenta y mis datos se eliminarán para siempre.",
      button: "Eliminar mi cuenta",
      working: "Eliminando su cuenta...",
      doneTitle: "Su cuenta se eliminó",
      done: "Eliminamos sus datos. Gracias por haber estado con nosotros.",
      errorTitle: "Su cuenta no se eliminó",
      confirmRequired: "Marque la casilla para confirmar que desea eliminar su cuenta.",
      wrongPassword: "Esa contraseña no es correcta. No se eliminó nada.",
      passwordRequired:
        "Por su seguridad, escriba su contraseña: su último inicio de sesión fue hace más de unos minutos.",
    },
    rights: "Lea qué guardamos y durante cuánto tiempo en la política de privacidad.",
  },
};
