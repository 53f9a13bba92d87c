import type { RichText, SeedLegalDocument, SeedLegalSection } from '#src/seed/content/types.ts'

const section = (anchor: string, es: string, en: string, bodyEs: RichText, bodyEn: RichText): SeedLegalSection => ({
  anchor,
  heading: { es, en },
  body: { es: bodyEs, en: bodyEn },
})

const p = (text: string) => ({ type: 'p' as const, text })
const ul = (items: string[]) => ({ type: 'ul' as const, items })

const facturacionJulio = section(
  'facturacion',
  'Facturación',
  'Invoicing',
  [
    p(
      'CitaYa emite las facturas correspondientes a los pagos recibidos. El usuario debe proporcionar sus datos fiscales completos y correctos para solicitarla.',
    ),
  ],
  [
    p(
      'CitaYa issues invoices for the payments it receives. To request one, the user must provide complete and correct tax details.',
    ),
  ],
)

const facturacion = section(
  'facturacion',
  'Facturación',
  'Invoicing',
  [
    p(
      'CitaYa emite las facturas correspondientes a los pagos recibidos. El usuario debe solicitar su factura **dentro del mismo mes calendario** en que realizó el pago, proporcionando sus datos fiscales completos y correctos.',
    ),
    p(
      'Las solicitudes recibidas fuera de ese plazo no podrán atenderse, por las reglas fiscales aplicables a la emisión de comprobantes.',
    ),
  ],
  [
    p(
      'CitaYa issues invoices for the payments it receives. Users must request their invoice **within the same calendar month** in which they paid, providing complete and correct tax details.',
    ),
    p(
      'Requests received after that period cannot be handled, because of the tax rules that apply to issuing invoices.',
    ),
  ],
)

const suspensionJulio = section(
  'suspension',
  'Suspensión del servicio',
  'Suspension of the service',
  [
    p(
      'Si un pago no se recibe en la fecha correspondiente, CitaYa podrá suspender el servicio previo aviso al usuario.',
    ),
  ],
  [p('If a payment is not received when due, CitaYa may suspend the service after notifying the user.')],
)

const suspension = section(
  'suspension',
  'Suspensión del servicio',
  'Suspension of the service',
  [
    p(
      'La falta de pago en la fecha correspondiente **suspende el servicio de forma automática**: el asistente deja de agendar y enviar recordatorios hasta que se regularice el pago.',
    ),
    p(
      'Al recibirse el pago, el servicio se reactiva sin perder la configuración ni los datos, siempre que no haya transcurrido el plazo de conservación indicado en el aviso de privacidad. CitaYa también puede suspender el servicio ante un incumplimiento grave de estos términos.',
    ),
  ],
  [
    p(
      'Non-payment when due **suspends the service automatically**: the assistant stops booking and sending reminders until the payment is made.',
    ),
    p(
      'Once payment is received, the service is reactivated without losing its settings or data, provided the retention period in the privacy notice has not passed. CitaYa may also suspend the service for a serious breach of these terms.',
    ),
  ],
)

const august: SeedLegalSection[] = [
  section(
    'aceptacion',
    'Aceptación de los términos',
    'Acceptance of the terms',
    [
      p(
        'Estos términos y condiciones regulan el uso de CitaYa, su sitio web y su asistente en WhatsApp. Al crear una cuenta o usar el servicio, el usuario declara haberlos leído y aceptarlos, junto con el aviso de privacidad. Si no está de acuerdo, no debe usar el servicio.',
      ),
    ],
    [
      p(
        'These terms of service govern the use of CitaYa, its website and its WhatsApp assistant. By creating an account or using the service, users confirm they have read and accept them, together with the privacy notice. Anyone who does not agree must not use the service.',
      ),
    ],
  ),
  section(
    'definiciones',
    'Definiciones',
    'Definitions',
    [
      ul([
        '**CitaYa** o **el proveedor:** la empresa mexicana que presta el servicio.',
        '**Usuario** o **profesional:** el profesional de la salud, la clínica o el hospital que contrata el servicio.',
        '**Paciente:** la persona que escribe por WhatsApp para gestionar una cita con el usuario.',
        '**Servicio:** el asistente que agenda, cambia y cancela citas por WhatsApp, su sincronización con Google Calendar, los recordatorios y el panel del usuario.',
        '**Línea de WhatsApp:** el número de WhatsApp Business que el usuario conecta al servicio.',
      ]),
    ],
    [
      ul([
        '**CitaYa** or **the provider:** the Mexican company that provides the service.',
        '**User** or **professional:** the health professional, clinic or hospital that subscribes to the service.',
        '**Patient:** the person who writes on WhatsApp to manage an appointment with the user.',
        '**Service:** the assistant that books, moves and cancels appointments over WhatsApp, its Google Calendar sync, the reminders and the user’s dashboard.',
        '**WhatsApp line:** the WhatsApp Business number the user connects to the service.',
      ]),
    ],
  ),
  section(
    'descripcion',
    'Descripción del servicio',
    'Description of the service',
    [
      p(
        'CitaYa ofrece un asistente en WhatsApp que atiende a los pacientes las 24 horas para agendar, cambiar y cancelar citas, las sincroniza con el Google Calendar del usuario y envía recordatorios 24 horas y 1 hora antes de cada cita.',
      ),
      p(
        'CitaYa **no tiene funciones clínicas**: no diagnostica, no lleva expedientes, no prescribe ni da consejo médico, y no debe usarse para urgencias. Ante una emergencia, los pacientes deben acudir a los servicios de emergencia.',
      ),
    ],
    [
      p(
        'CitaYa provides a WhatsApp assistant that serves patients around the clock to book, move and cancel appointments, syncs them with the user’s Google Calendar and sends reminders 24 hours and 1 hour before each appointment.',
      ),
      p(
        'CitaYa **has no clinical functions**: it does not diagnose, keep records, prescribe or give medical advice, and must not be used for emergencies. In an emergency, patients must contact emergency services.',
      ),
    ],
  ),
  section(
    'registro',
    'Registro',
    'Registration',
    [
      p('Para registrarse, el usuario debe:'),
      ul([
        'Ser mayor de edad y tener capacidad legal para contratar.',
        'Proporcionar información veraz, completa y actualizada.',
        'Aceptar el aviso de privacidad y estos términos y condiciones.',
        'Contar con una línea de WhatsApp Business verificada.',
        'Contar con una cuenta de Google para la sincronización del calendario.',
      ]),
    ],
    [
      p('To register, users must:'),
      ul([
        'Be of legal age and legally able to enter into contracts.',
        'Provide truthful, complete and up-to-date information.',
        'Accept the privacy notice and these terms of service.',
        'Have a verified WhatsApp Business line.',
        'Have a Google account for calendar sync.',
      ]),
    ],
  ),
  section(
    'cuenta',
    'Cuenta y contraseña',
    'Account and password',
    [
      p(
        'El usuario es responsable de mantener la confidencialidad de su contraseña, que debe tener al menos 6 caracteres, y de toda actividad realizada con su cuenta. Debe avisar de inmediato a soporte@citaya.mx si sospecha de un acceso no autorizado.',
      ),
    ],
    [
      p(
        'Users are responsible for keeping their password confidential (it must be at least 6 characters long) and for all activity under their account. They must notify soporte@citaya.mx immediately if they suspect unauthorized access.',
      ),
    ],
  ),
  section(
    'planes',
    'Planes y precios',
    'Plans and prices',
    [
      ul([
        '**Médico:** $399 MXN al mes, 1 número de WhatsApp.',
        '**Clínica:** $1,699 MXN al mes, hasta 5 números de WhatsApp.',
        '**Hospital:** precio a la medida, según cotización.',
      ]),
      p(
        'Los precios están en pesos mexicanos; los impuestos aplicables se indican al momento de contratar. Los cambios de precio se avisan con anticipación y aplican a partir del siguiente periodo de pago.',
      ),
    ],
    [
      ul([
        '**Individual Doctor:** $399 MXN a month, 1 WhatsApp number.',
        '**Clinic:** $1,699 MXN a month, up to 5 WhatsApp numbers.',
        '**Hospital:** custom price, by quotation.',
      ]),
      p(
        'Prices are in Mexican pesos; applicable taxes are shown at checkout. Price changes are announced in advance and apply from the next billing period.',
      ),
    ],
  ),
  section(
    'prueba',
    'Prueba gratis',
    'Free trial',
    [
      p(
        'Todos los planes incluyen una prueba gratis de 14 días. Al terminar, el usuario elige un plan para seguir usando el servicio; si no lo hace, el servicio se detiene sin costo alguno.',
      ),
    ],
    [
      p(
        'Every plan includes a 14-day free trial. When it ends, users choose a plan to keep using the service; if they do not, the service stops at no cost.',
      ),
    ],
  ),
  section(
    'pagos',
    'Pagos',
    'Payments',
    [
      p(
        'El servicio se paga por adelantado, de forma mensual o anual. El pago anual incluye 2 meses sin costo. **Los pagos no son reembolsables**, incluso si el usuario cancela antes de terminar el periodo pagado; la prueba gratis permite conocer el servicio antes de pagar.',
      ),
    ],
    [
      p(
        'The service is paid in advance, monthly or yearly. Yearly payment includes 2 months free. **Payments are non-refundable**, even if the user cancels before the paid period ends; the free trial lets users try the service before paying.',
      ),
    ],
  ),
  facturacion,
  suspension,
  section(
    'cancelacion',
    'Cancelación',
    'Cancellation',
    [
      p(
        'El usuario puede cancelar en cualquier momento, sin plazo mínimo de permanencia. La cancelación surte efecto al final del periodo ya pagado. Antes de esa fecha, el usuario puede solicitar la exportación de sus datos; después se aplica lo previsto en el aviso de privacidad sobre su conservación y eliminación.',
      ),
    ],
    [
      p(
        'Users may cancel at any time, with no minimum term. Cancellation takes effect at the end of the period already paid for. Before then, users may ask to export their data; afterwards, the privacy notice’s rules on retention and deletion apply.',
      ),
    ],
  ),
  section(
    'uso-aceptable',
    'Uso aceptable',
    'Acceptable use',
    [
      p('El usuario se compromete a no usar el servicio para:'),
      ul([
        'Enviar mensajes masivos no solicitados o publicidad a personas que no lo han autorizado.',
        'Difundir contenido ilícito, engañoso u ofensivo.',
        'Incumplir las políticas de WhatsApp Business o de Google.',
        'Intentar acceder sin autorización a sistemas o datos de CitaYa o de terceros.',
      ]),
    ],
    [
      p('Users agree not to use the service to:'),
      ul([
        'Send unsolicited bulk messages or advertising to people who have not agreed to it.',
        'Spread unlawful, misleading or offensive content.',
        'Breach the policies of WhatsApp Business or Google.',
        'Attempt unauthorized access to systems or data of CitaYa or third parties.',
      ]),
    ],
  ),
  section(
    'obligaciones-profesional',
    'Obligaciones del profesional',
    'The professional’s obligations',
    [
      p(
        'El profesional es el responsable de los datos de sus pacientes. Debe contar con su propio aviso de privacidad, obtener el consentimiento de sus pacientes cuando la ley lo exija y mantener actualizada su disponibilidad en Google Calendar. Las decisiones médicas y la atención clínica son exclusivamente suyas.',
      ),
    ],
    [
      p(
        'The professional is the controller of their patients’ data. They must have their own privacy notice, obtain their patients’ consent where the law requires it and keep their availability in Google Calendar up to date. Medical decisions and clinical care are theirs alone.',
      ),
    ],
  ),
  section(
    'datos-personales',
    'Datos personales',
    'Personal data',
    [
      p(
        'CitaYa trata los datos de los pacientes como encargado, por cuenta del profesional y conforme a sus instrucciones, en los términos del [aviso de privacidad](/privacy), que forma parte de estos términos.',
      ),
    ],
    [
      p(
        'CitaYa processes patients’ data as processor, on the professional’s behalf and on their instructions, as set out in the [privacy notice](/privacy), which forms part of these terms.',
      ),
    ],
  ),
  section(
    'confidencialidad',
    'Confidencialidad',
    'Confidentiality',
    [
      p(
        'Las partes guardarán confidencialidad sobre la información no pública que conozcan con motivo del servicio. Esta obligación se mantiene durante la vigencia del servicio y **hasta 3 años después de su terminación**.',
      ),
    ],
    [
      p(
        'The parties will keep confidential any non-public information they learn through the service. This obligation lasts for the term of the service and **for 3 years after it ends**.',
      ),
    ],
  ),
  section(
    'propiedad-intelectual',
    'Propiedad intelectual',
    'Intellectual property',
    [
      p(
        'El software, la marca, el sitio y los contenidos de CitaYa son propiedad de CitaYa o de sus licenciantes. El usuario recibe una licencia de uso personal, no exclusiva e intransferible mientras su servicio esté activo. Los datos que el usuario carga siguen siendo suyos.',
      ),
    ],
    [
      p(
        'CitaYa’s software, brand, website and content belong to CitaYa or its licensors. Users receive a personal, non-exclusive and non-transferable licence to use them while their service is active. The data users load remains theirs.',
      ),
    ],
  ),
  section(
    'disponibilidad',
    'Disponibilidad del servicio',
    'Service availability',
    [
      p(
        'CitaYa procura que el servicio esté disponible de forma continua, pero puede interrumpirse por mantenimiento, que se avisa con anticipación cuando es programado, o por fallas de terceros de los que depende, como WhatsApp (Meta) y Google.',
      ),
    ],
    [
      p(
        'CitaYa aims to keep the service continuously available, but it may be interrupted for maintenance, announced in advance when scheduled, or by failures of third parties it depends on, such as WhatsApp (Meta) and Google.',
      ),
    ],
  ),
  section(
    'responsabilidad',
    'Limitación de responsabilidad',
    'Limitation of liability',
    [
      p(
        'CitaYa no responde por daños derivados de la información proporcionada por los usuarios o los pacientes, de fallas de servicios de terceros, ni de decisiones clínicas. En todo caso, la responsabilidad de CitaYa se limita al monto pagado por el usuario en los 3 meses anteriores al hecho que la origine, salvo que la ley disponga otra cosa.',
      ),
    ],
    [
      p(
        'CitaYa is not liable for damage arising from information provided by users or patients, from failures of third-party services, or from clinical decisions. In any case, CitaYa’s liability is limited to the amount the user paid in the 3 months before the event giving rise to it, unless the law provides otherwise.',
      ),
    ],
  ),
  section(
    'modificaciones',
    'Modificaciones',
    'Changes',
    [
      p(
        'CitaYa puede modificar estos términos. Los cambios se publican en este sitio con su fecha de última actualización y se avisan a los usuarios por correo; las versiones anteriores siguen disponibles para consulta. Seguir usando el servicio después del aviso implica aceptar los cambios.',
      ),
    ],
    [
      p(
        'CitaYa may change these terms. Changes are published on this website with their last-updated date and announced to users by e-mail; previous versions remain available. Continuing to use the service after the notice means accepting the changes.',
      ),
    ],
  ),
  section(
    'reclamaciones',
    'Reclamaciones',
    'Claims',
    [
      p(
        'Cualquier reclamación sobre el servicio debe presentarse por escrito a soporte@citaya.mx **dentro de los 15 días hábiles** siguientes al hecho que la motive, con una descripción de lo ocurrido. CitaYa responderá a la brevedad.',
      ),
    ],
    [
      p(
        'Any claim about the service must be submitted in writing to soporte@citaya.mx **within 15 business days** of the event that gives rise to it, with a description of what happened. CitaYa will reply as soon as possible.',
      ),
    ],
  ),
  section(
    'legislacion',
    'Legislación y jurisdicción',
    'Governing law and jurisdiction',
    [
      p(
        'Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de la Ciudad de México, y renuncian a cualquier otro fuero que pudiera corresponderles por su domicilio presente o futuro.',
      ),
    ],
    [
      p(
        'These terms are governed by the federal laws of the United Mexican States. For their interpretation and enforcement, the parties submit to the competent courts of Mexico City and waive any other jurisdiction that might apply by reason of their present or future domicile.',
      ),
    ],
  ),
  section(
    'contacto',
    'Contacto',
    'Contact',
    [
      p(
        'Para dudas sobre estos términos escribe a soporte@citaya.mx; para temas comerciales, a ventas@citaya.mx. La versión en español de estos términos es la que tiene validez legal; la versión en inglés es una traducción fiel para tu comodidad.',
      ),
    ],
    [
      p(
        'For questions about these terms, write to soporte@citaya.mx; for commercial matters, to ventas@citaya.mx. The Spanish version of these terms is the legally binding one; the English version is a faithful translation for your convenience.',
      ),
    ],
  ),
]

const replaced: Record<string, SeedLegalSection> = { facturacion: facturacionJulio, suspension: suspensionJulio }
const july = august.map((item) => replaced[item.anchor] ?? item)

const title = { es: 'Términos y condiciones', en: 'Terms of service' }

/** The terms of service: July 2025 (first version) and August 2025 (current). */
export const termsOfService: SeedLegalDocument = {
  kind: 'terms',
  versions: [
    {
      lastUpdated: '2025-07-15',
      title,
      changeSummary: {
        es: 'Primera versión publicada de los términos y condiciones: el servicio, la cuenta, los pagos y la facturación, la suspensión y la cancelación.',
        en: 'First published version of the terms of service: the service, the account, payments and invoicing, suspension and cancellation.',
      },
      sections: july,
    },
    {
      lastUpdated: '2025-08-20',
      title,
      changeSummary: {
        es: 'Precisamos que la factura se solicita dentro del mismo mes calendario del pago y que la falta de pago suspende el servicio de forma automática.',
        en: 'We specified that invoices are requested within the same calendar month as the payment and that non-payment suspends the service automatically.',
      },
      sections: august,
    },
  ],
}
