import type { SeedLegalDocument, SeedLegalSection } from '#src/seed/content/types.ts'

const responsable: SeedLegalSection = {
  anchor: 'responsable',
  heading: { es: 'Identidad de las partes', en: 'Who is who' },
  body: {
    es: [
      {
        type: 'p',
        text: 'CitaYa es un servicio que presta una empresa constituida conforme a las leyes de los Estados Unidos Mexicanos (en adelante, «CitaYa»). A través de un asistente en WhatsApp, CitaYa permite a profesionales de la salud, clínicas y hospitales agendar, cambiar y cancelar citas, sincronizarlas con Google Calendar y enviar recordatorios.',
      },
      {
        type: 'ul',
        items: [
          '**Responsable:** el profesional de la salud, la clínica o el hospital que contrata CitaYa decide sobre los datos de sus pacientes y es responsable de su tratamiento.',
          '**Encargado:** CitaYa trata esos datos por cuenta del responsable y únicamente conforme a sus instrucciones.',
          '**Titular:** el paciente que escribe por WhatsApp para gestionar una cita.',
        ],
      },
      {
        type: 'p',
        text: 'Respecto de los datos de quienes visitan este sitio o crean una cuenta de profesional, CitaYa actúa como responsable.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'CitaYa is a service provided by a company incorporated under the laws of the United Mexican States («CitaYa»). Through a WhatsApp assistant, CitaYa lets health professionals, clinics and hospitals book, move and cancel appointments, sync them with Google Calendar and send reminders.',
      },
      {
        type: 'ul',
        items: [
          '**Controller:** the health professional, clinic or hospital that subscribes to CitaYa decides on their patients’ data and is responsible for its processing.',
          '**Processor:** CitaYa processes that data on the controller’s behalf and only on its instructions.',
          '**Data subject:** the patient who writes on WhatsApp to manage an appointment.',
        ],
      },
      {
        type: 'p',
        text: 'For the data of visitors to this website and of professionals who create an account, CitaYa acts as controller.',
      },
    ],
  },
}

const datos: SeedLegalSection = {
  anchor: 'datos',
  heading: { es: 'Datos personales que se tratan', en: 'Personal data processed' },
  body: {
    es: [
      { type: 'p', text: 'Para prestar el servicio se tratan las siguientes categorías de datos:' },
      {
        type: 'ul',
        items: [
          'Nombre completo del paciente.',
          'Número de teléfono celular.',
          'Nombre y ubicación del médico o de la clínica.',
          'Fechas y horarios de las citas.',
          'Contenido completo de los mensajes intercambiados con el asistente.',
          'Referencias a la salud que el paciente mencione de forma voluntaria.',
          'Dirección IP y datos técnicos de cookies.',
        ],
      },
      {
        type: 'p',
        text: 'De los profesionales que crean una cuenta se tratan además su nombre y su correo electrónico.',
      },
    ],
    en: [
      { type: 'p', text: 'To provide the service, the following categories of data are processed:' },
      {
        type: 'ul',
        items: [
          'The patient’s full name.',
          'Mobile phone number.',
          'Name and location of the doctor or clinic.',
          'Appointment dates and times.',
          'The full content of the messages exchanged with the assistant.',
          'Health references the patient mentions voluntarily.',
          'IP address and technical cookie data.',
        ],
      },
      { type: 'p', text: 'For professionals who create an account, their name and e-mail address are also processed.' },
    ],
  },
}

const datosSensibles: SeedLegalSection = {
  anchor: 'datos-sensibles',
  heading: { es: 'Datos personales sensibles', en: 'Sensitive personal data' },
  body: {
    es: [
      {
        type: 'p',
        text: 'Las referencias a la salud son datos personales sensibles. CitaYa no las solicita: el asistente pide a los pacientes no compartir detalles clínicos por WhatsApp, porque esos temas corresponden a la consulta con su profesional.',
      },
      {
        type: 'p',
        text: 'Si un paciente las menciona de forma voluntaria, se tratan únicamente para gestionar su cita, con su consentimiento expreso, y con las medidas de seguridad reforzadas descritas en este aviso.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'Health references are sensitive personal data. CitaYa does not ask for them: the assistant asks patients not to share clinical details on WhatsApp, because those belong in the consultation with their professional.',
      },
      {
        type: 'p',
        text: 'If a patient mentions them voluntarily, they are processed only to manage the appointment, with the patient’s express consent, and with the reinforced security measures described in this notice.',
      },
    ],
  },
}

const finalidades: SeedLegalSection = {
  anchor: 'finalidades',
  heading: { es: 'Finalidades del tratamiento', en: 'Purposes of processing' },
  body: {
    es: [
      { type: 'p', text: '**Finalidades primarias**, necesarias para el servicio:' },
      {
        type: 'ul',
        items: [
          'Agendar, cambiar y cancelar citas a través de WhatsApp.',
          'Enviar recordatorios 24 horas y 1 hora antes de cada cita.',
          'Sincronizar las citas con el Google Calendar del profesional.',
          'Dar soporte técnico a los profesionales y atender sus solicitudes.',
        ],
      },
      {
        type: 'p',
        text: '**Finalidad secundaria:** mejorar el servicio mediante estadísticas agregadas que no identifican a ninguna persona. Puede negarse a esta finalidad en cualquier momento, como se explica en la sección «Limitación del uso y divulgación», sin que ello afecte el servicio.',
      },
    ],
    en: [
      { type: 'p', text: '**Primary purposes**, required for the service:' },
      {
        type: 'ul',
        items: [
          'Booking, moving and cancelling appointments over WhatsApp.',
          'Sending reminders 24 hours and 1 hour before each appointment.',
          'Syncing appointments with the professional’s Google Calendar.',
          'Providing technical support to professionals and handling their requests.',
        ],
      },
      {
        type: 'p',
        text: '**Secondary purpose:** improving the service through aggregated statistics that identify no one. You may refuse this purpose at any time, as explained in the section «Limiting use and disclosure», without affecting the service.',
      },
    ],
  },
}

const fundamento: SeedLegalSection = {
  anchor: 'fundamento',
  heading: { es: 'Fundamento del tratamiento', en: 'Legal basis' },
  body: {
    es: [
      {
        type: 'p',
        text: 'El tratamiento se realiza conforme a la legislación mexicana en materia de protección de datos personales en posesión de los particulares. Se basa en el consentimiento del titular, que el paciente otorga al escribir al asistente tras recibir el aviso de privacidad del responsable, y en la relación contractual entre el profesional y CitaYa.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'Processing is carried out under Mexican law on the protection of personal data held by private parties. It is based on the data subject’s consent, which the patient gives by writing to the assistant after receiving the controller’s privacy notice, and on the contract between the professional and CitaYa.',
      },
    ],
  },
}

const transferencias: SeedLegalSection = {
  anchor: 'transferencias',
  heading: { es: 'Transferencias y proveedores', en: 'Transfers and providers' },
  body: {
    es: [
      {
        type: 'p',
        text: 'Para prestar el servicio, CitaYa se apoya en proveedores que tratan datos por su cuenta y bajo obligaciones de confidencialidad:',
      },
      {
        type: 'ul',
        items: [
          'La plataforma de WhatsApp Business de Meta, para enviar y recibir mensajes.',
          'Google Calendar, para sincronizar las citas del profesional.',
          'Firebase Authentication de Google, para las cuentas de los profesionales.',
          'Servicios de alojamiento en la nube, para operar la plataforma.',
        ],
      },
      {
        type: 'p',
        text: 'CitaYa no vende ni renta datos personales. Solo los transfiere sin consentimiento en los casos que la ley permite, por ejemplo, por requerimiento de una autoridad competente.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'To provide the service, CitaYa relies on providers that process data on its behalf and under confidentiality obligations:',
      },
      {
        type: 'ul',
        items: [
          'Meta’s WhatsApp Business platform, to send and receive messages.',
          'Google Calendar, to sync the professional’s appointments.',
          'Google’s Firebase Authentication, for professionals’ accounts.',
          'Cloud hosting services, to run the platform.',
        ],
      },
      {
        type: 'p',
        text: 'CitaYa does not sell or rent personal data. It transfers data without consent only where the law allows it, for example at the request of a competent authority.',
      },
    ],
  },
}

const conservacionJulio: SeedLegalSection = {
  anchor: 'conservacion',
  heading: { es: 'Conservación de los datos', en: 'Data retention' },
  body: {
    es: [
      {
        type: 'p',
        text: 'Los datos se conservan mientras el servicio del profesional esté activo y durante el tiempo necesario para cumplir obligaciones legales. Después se eliminan o se anonimizan.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'Data is kept while the professional’s service is active and for as long as needed to meet legal obligations. It is then deleted or anonymized.',
      },
    ],
  },
}

const conservacion: SeedLegalSection = {
  anchor: 'conservacion',
  heading: { es: 'Conservación de los datos', en: 'Data retention' },
  body: {
    es: [
      {
        type: 'p',
        text: 'Los datos se conservan mientras el servicio del profesional esté activo. Cuando el profesional cancela su cuenta o termina la prueba gratis sin contratar un plan, sus datos y los de sus pacientes se conservan 90 días naturales para permitir su exportación o la reactivación del servicio, y después se eliminan o se anonimizan de forma irreversible.',
      },
      {
        type: 'p',
        text: 'Se conservan por más tiempo únicamente los datos que la ley obliga a guardar, como los de facturación, y solo durante el plazo legal correspondiente.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'Data is kept while the professional’s service is active. When the professional closes the account, or the free trial ends without a plan, their data and their patients’ data are kept for 90 calendar days so they can be exported or the service reactivated, and are then irreversibly deleted or anonymized.',
      },
      {
        type: 'p',
        text: 'Only the data the law requires to be kept, such as invoicing records, is kept longer, and only for the legal period.',
      },
    ],
  },
}

const seguridad: SeedLegalSection = {
  anchor: 'seguridad',
  heading: { es: 'Medidas de seguridad', en: 'Security measures' },
  body: {
    es: [
      {
        type: 'p',
        text: 'CitaYa aplica medidas de seguridad administrativas, técnicas y físicas para proteger los datos contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizados, entre ellas:',
      },
      {
        type: 'ul',
        items: [
          'Cifrado de la información en tránsito y en reposo.',
          'Control de acceso: solo el profesional puede ver los datos de sus pacientes.',
          'Acceso del personal de CitaYa limitado a lo indispensable para dar soporte, bajo obligación de confidencialidad.',
          'Registro de accesos y revisión periódica de las medidas.',
        ],
      },
    ],
    en: [
      {
        type: 'p',
        text: 'CitaYa applies administrative, technical and physical security measures to protect data against damage, loss, alteration, destruction or unauthorized use, access or processing, including:',
      },
      {
        type: 'ul',
        items: [
          'Encryption of information in transit and at rest.',
          'Access control: only the professional can see their patients’ data.',
          'CitaYa staff access limited to what support strictly requires, under a duty of confidentiality.',
          'Access logging and periodic review of the measures.',
        ],
      },
    ],
  },
}

const arcoJulio: SeedLegalSection = {
  anchor: 'derechos-arco',
  heading: { es: 'Derechos ARCO y revocación del consentimiento', en: 'Data rights and withdrawal of consent' },
  body: {
    es: [
      {
        type: 'p',
        text: 'El titular puede acceder a sus datos, rectificarlos, cancelarlos u oponerse a su tratamiento (derechos ARCO), así como revocar su consentimiento. Los pacientes pueden dirigir su solicitud a su profesional de la salud o a soporte@citaya.mx, que la turnará al responsable.',
      },
      {
        type: 'p',
        text: 'La solicitud debe incluir el nombre del titular, un medio para responderle, un documento que acredite su identidad y la descripción clara de lo que solicita.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'Data subjects may access, rectify or cancel their data or object to its processing (ARCO rights), and may withdraw their consent. Patients may send their request to their health professional or to soporte@citaya.mx, which will forward it to the controller.',
      },
      {
        type: 'p',
        text: 'The request must include the data subject’s name, a way to reply, a document proving their identity and a clear description of what is requested.',
      },
    ],
  },
}

const arco: SeedLegalSection = {
  anchor: 'derechos-arco',
  heading: arcoJulio.heading,
  body: {
    es: [
      ...arcoJulio.body.es,
      {
        type: 'p',
        text: 'La respuesta se comunica en un plazo máximo de 20 días hábiles desde la recepción de la solicitud. Si resulta procedente, se hace efectiva dentro de los 15 días hábiles siguientes a la fecha de la respuesta.',
      },
    ],
    en: [
      ...arcoJulio.body.en,
      {
        type: 'p',
        text: 'The answer is given within 20 business days of receiving the request. If the request is granted, it is carried out within the 15 business days following the answer.',
      },
    ],
  },
}

const limitacion: SeedLegalSection = {
  anchor: 'limitacion',
  heading: { es: 'Limitación del uso y divulgación', en: 'Limiting use and disclosure' },
  body: {
    es: [
      {
        type: 'p',
        text: 'Para limitar el uso o la divulgación de sus datos, o para negarse a la finalidad secundaria, el titular puede escribir a soporte@citaya.mx con el asunto «Limitación de uso». Su solicitud se registra y se atiende en los mismos plazos que los derechos ARCO.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'To limit the use or disclosure of their data, or to refuse the secondary purpose, data subjects may write to soporte@citaya.mx with the subject «Limiting use». The request is recorded and handled within the same periods as data rights requests.',
      },
    ],
  },
}

const cookiesJulio: SeedLegalSection = {
  anchor: 'cookies',
  heading: { es: 'Cookies y tecnologías similares', en: 'Cookies and similar technologies' },
  body: {
    es: [
      {
        type: 'p',
        text: 'Este sitio usa cookies y almacenamiento del navegador para funcionar correctamente y recordar tus preferencias. Puedes desactivarlas desde la configuración de tu navegador.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'This website uses cookies and browser storage to work properly and remember your preferences. You can disable them in your browser settings.',
      },
    ],
  },
}

const cookies: SeedLegalSection = {
  anchor: 'cookies',
  heading: cookiesJulio.heading,
  body: {
    es: [
      { type: 'p', text: 'Este sitio usa cookies y almacenamiento del navegador únicamente para funcionar:' },
      {
        type: 'ul',
        items: [
          'La preferencia de idioma, guardada en el navegador con la clave «language» y en una cookie, para mostrarte el sitio en el idioma que elegiste.',
          'Cookies de sesión, para mantener iniciada la sesión de los profesionales en su panel.',
          'Datos técnicos como la dirección IP, que los servidores registran para la seguridad y el funcionamiento del sitio.',
        ],
      },
      {
        type: 'p',
        text: 'Puedes borrar o bloquear las cookies desde la configuración de tu navegador; si lo haces, el sitio no recordará tu idioma y no podrás mantener iniciada tu sesión.',
      },
    ],
    en: [
      { type: 'p', text: 'This website uses cookies and browser storage only in order to work:' },
      {
        type: 'ul',
        items: [
          'Your language preference, kept in the browser under the key «language» and in a cookie, to show you the site in the language you chose.',
          'Session cookies, to keep professionals signed in to their dashboard.',
          'Technical data such as the IP address, which the servers log for the security and operation of the site.',
        ],
      },
      {
        type: 'p',
        text: 'You can delete or block cookies in your browser settings; if you do, the site will not remember your language and you will not stay signed in.',
      },
    ],
  },
}

const cambios: SeedLegalSection = {
  anchor: 'cambios',
  heading: { es: 'Cambios a este aviso', en: 'Changes to this notice' },
  body: {
    es: [
      {
        type: 'p',
        text: 'Este aviso puede cambiar por nuevas disposiciones legales, por cambios en el servicio o en nuestras prácticas. Cada cambio se publica en este sitio con su fecha de última actualización, y las versiones anteriores siguen disponibles para su consulta.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'This notice may change because of new legal requirements or changes to the service or our practices. Each change is published on this website with its last-updated date, and previous versions remain available.',
      },
    ],
  },
}

const contacto: SeedLegalSection = {
  anchor: 'contacto',
  heading: { es: 'Contacto y autoridad', en: 'Contact and authority' },
  body: {
    es: [
      {
        type: 'p',
        text: 'Para cualquier asunto sobre este aviso o sobre tus datos personales, escribe a soporte@citaya.mx.',
      },
      {
        type: 'p',
        text: 'Si consideras que tu derecho a la protección de datos personales ha sido vulnerado, puedes acudir ante la autoridad competente en materia de protección de datos personales.',
      },
      {
        type: 'p',
        text: 'La versión en español de este aviso es la que tiene validez legal; la versión en inglés es una traducción fiel para tu comodidad.',
      },
    ],
    en: [
      { type: 'p', text: 'For any matter about this notice or your personal data, write to soporte@citaya.mx.' },
      {
        type: 'p',
        text: 'If you believe your right to the protection of your personal data has been violated, you may turn to the competent personal data protection authority.',
      },
      {
        type: 'p',
        text: 'The Spanish version of this notice is the legally binding one; the English version is a faithful translation for your convenience.',
      },
    ],
  },
}

const title = { es: 'Aviso de privacidad', en: 'Privacy notice' }

const august: SeedLegalSection[] = [
  responsable,
  datos,
  datosSensibles,
  finalidades,
  fundamento,
  transferencias,
  conservacion,
  seguridad,
  arco,
  limitacion,
  cookies,
  cambios,
  contacto,
]

const replaced: Record<string, SeedLegalSection> = {
  conservacion: conservacionJulio,
  'derechos-arco': arcoJulio,
  cookies: cookiesJulio,
}
const july = august.map((section) => replaced[section.anchor] ?? section)

/** The privacy notice: July 2025 (first version) and August 2025 (current). */
export const privacyNotice: SeedLegalDocument = {
  kind: 'privacy',
  versions: [
    {
      lastUpdated: '2025-07-15',
      title,
      changeSummary: {
        es: 'Primera versión publicada del aviso de privacidad: responsable, datos que tratamos, finalidades, transferencias y derechos ARCO.',
        en: 'First published version of the privacy notice: who is responsible, the data we process, purposes, transfers and data rights.',
      },
      sections: july,
    },
    {
      lastUpdated: '2025-08-20',
      title,
      changeSummary: {
        es: 'Precisamos los plazos de conservación de los datos, detallamos las cookies que usa el sitio y añadimos los plazos de respuesta a las solicitudes de derechos ARCO.',
        en: 'We specified data retention periods, detailed the cookies the website uses and added the response times for data rights requests.',
      },
      sections: august,
    },
  ],
}
