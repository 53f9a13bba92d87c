import type { SeedSeoPage } from '#src/seed/content/types.ts'

export const seoPages: SeedSeoPage[] = [
  {
    route: '/',
    noIndex: false,
    es: {
      title: 'CitaYa | Citas médicas por WhatsApp las 24 horas',
      description:
        'Tu asistente de WhatsApp agenda, cambia y cancela citas médicas, sincroniza tu Google Calendar y envía recordatorios. Prueba 14 días gratis.',
      keywords:
        'citas médicas por WhatsApp, agenda médica, recordatorios de citas, Google Calendar, consultorio, clínica',
    },
    en: {
      title: 'CitaYa | Medical appointments over WhatsApp, 24/7',
      description:
        'Your WhatsApp assistant books, moves and cancels medical appointments, syncs your Google Calendar and sends reminders. Try it free for 14 days.',
      keywords:
        'WhatsApp medical appointments, medical scheduling, appointment reminders, Google Calendar, doctor, clinic',
    },
  },
  {
    route: '/plans',
    noIndex: false,
    es: {
      title: 'Planes y precios | CitaYa',
      description:
        'Médico $399 al mes con 1 número, Clínica $1,699 al mes con hasta 5 números, Hospital a la medida. 14 días de prueba gratis, sin plazo mínimo.',
      keywords: 'precios CitaYa, planes agenda médica, software para consultorio, plan clínica, prueba gratis',
    },
    en: {
      title: 'Plans and pricing | CitaYa',
      description:
        'Individual Doctor $399 a month with 1 number, Clinic $1,699 a month with up to 5 numbers, Hospital custom. 14-day free trial, no minimum term.',
      keywords: 'CitaYa pricing, medical scheduling plans, practice software, clinic plan, free trial',
    },
  },
  {
    route: '/features',
    noIndex: false,
    es: {
      title: 'Funciones | CitaYa',
      description:
        'Gestión de citas por WhatsApp, recordatorios automáticos 24 h y 1 h antes, atención 24/7 y datos cifrados que solo tú puedes ver.',
      keywords: 'funciones agenda médica, recordatorios automáticos, citas 24/7, privacidad de pacientes',
    },
    en: {
      title: 'Features | CitaYa',
      description:
        'Appointment management over WhatsApp, automatic reminders 24 h and 1 h before, 24/7 availability and encrypted data only you can see.',
      keywords: 'medical scheduling features, automatic reminders, 24/7 booking, patient privacy',
    },
  },
  {
    route: '/integrations',
    noIndex: false,
    es: {
      title: 'Integraciones | CitaYa',
      description:
        'CitaYa funciona con la API de WhatsApp Business y Google Calendar. Próximamente: Outlook, Apple Calendar, sistemas ERP y un SDK móvil.',
      keywords: 'WhatsApp Business API, Google Calendar, integraciones, ERP hospitalario, SDK móvil',
    },
    en: {
      title: 'Integrations | CitaYa',
      description:
        'CitaYa works with the WhatsApp Business API and Google Calendar. Coming soon: Outlook, Apple Calendar, ERP systems and a mobile SDK.',
      keywords: 'WhatsApp Business API, Google Calendar, integrations, hospital ERP, mobile SDK',
    },
  },
  {
    route: '/security',
    noIndex: false,
    es: {
      title: 'Seguridad | CitaYa',
      description:
        'Cómo protege CitaYa los datos de tus pacientes: cifrado, control de acceso y tratamiento conforme a la ley mexicana. Página en preparación.',
      keywords: 'seguridad de datos, protección de datos de pacientes, cifrado, privacidad médica',
    },
    en: {
      title: 'Security | CitaYa',
      description:
        'How CitaYa protects your patients’ data: encryption, access control and processing under Mexican law. This page is being prepared.',
      keywords: 'data security, patient data protection, encryption, medical privacy',
    },
  },
  {
    route: '/blog',
    noIndex: false,
    es: {
      title: 'Blog | CitaYa',
      description:
        'Artículos y tutoriales para médicos y clínicas: menos inasistencias, agenda por WhatsApp, Google Calendar y protección de datos de pacientes.',
      keywords: 'blog médico, gestión de consultorio, inasistencias, WhatsApp para médicos, tutoriales',
    },
    en: {
      title: 'Blog | CitaYa',
      description:
        'Articles and tutorials for doctors and clinics: fewer no-shows, WhatsApp scheduling, Google Calendar and protecting patient data.',
      keywords: 'medical practice blog, practice management, no-shows, WhatsApp for doctors, tutorials',
    },
  },
  {
    route: '/help',
    noIndex: false,
    es: {
      title: 'Centro de ayuda | CitaYa',
      description:
        'Guías, preguntas frecuentes y soporte por correo y WhatsApp de lunes a viernes de 9:00 a 18:00. Respondemos en menos de 24 horas.',
      keywords: 'ayuda CitaYa, soporte, preguntas frecuentes, guías, contacto',
    },
    en: {
      title: 'Help center | CitaYa',
      description:
        'Guides, frequently asked questions and support by e-mail and WhatsApp, Monday to Friday 9:00–18:00. We reply within 24 hours.',
      keywords: 'CitaYa help, support, FAQ, guides, contact',
    },
  },
  {
    route: '/help/faq',
    noIndex: false,
    es: {
      title: 'Preguntas frecuentes | CitaYa',
      description:
        'Respuestas sobre planes, prueba gratis, recordatorios, configuración en 24 horas, Google Calendar, privacidad de datos y soporte de CitaYa.',
      keywords: 'preguntas frecuentes, dudas CitaYa, precios, recordatorios, privacidad',
    },
    en: {
      title: 'Frequently asked questions | CitaYa',
      description:
        'Answers about plans, the free trial, reminders, setup within 24 hours, Google Calendar, data privacy and CitaYa support.',
      keywords: 'FAQ, CitaYa questions, pricing, reminders, privacy',
    },
  },
  {
    route: '/help/guides',
    noIndex: false,
    es: {
      title: 'Guías | CitaYa',
      description:
        'Próximamente: guías paso a paso para conectar Google Calendar, personalizar recordatorios y usar tu número de WhatsApp Business con CitaYa.',
      keywords: 'guías CitaYa, tutoriales, Google Calendar, WhatsApp Business, recordatorios',
    },
    en: {
      title: 'Guides | CitaYa',
      description:
        'Coming soon: step-by-step guides to connect Google Calendar, customize reminders and use your WhatsApp Business number with CitaYa.',
      keywords: 'CitaYa guides, tutorials, Google Calendar, WhatsApp Business, reminders',
    },
  },
  {
    route: '/privacy',
    noIndex: false,
    es: {
      title: 'Aviso de privacidad | CitaYa',
      description:
        'Qué datos trata CitaYa, para qué, con quién se comparten, cuánto tiempo se conservan y cómo ejercer tus derechos ARCO.',
      keywords: 'aviso de privacidad, datos personales, derechos ARCO, protección de datos, CitaYa',
    },
    en: {
      title: 'Privacy notice | CitaYa',
      description:
        'What data CitaYa processes, why, who it is shared with, how long it is kept and how to exercise your data protection rights.',
      keywords: 'privacy notice, personal data, data rights, data protection, CitaYa',
    },
  },
  {
    route: '/privacy/history',
    noIndex: false,
    es: {
      title: 'Historial del aviso de privacidad | CitaYa',
      description:
        'Todas las versiones publicadas del aviso de privacidad de CitaYa, con su fecha, lo que cambió en cada una y su PDF.',
      keywords: 'historial aviso de privacidad, versiones anteriores, cambios, CitaYa',
    },
    en: {
      title: 'Privacy notice history | CitaYa',
      description:
        'Every published version of CitaYa’s privacy notice, with its date, what changed in each one and its PDF.',
      keywords: 'privacy notice history, previous versions, changes, CitaYa',
    },
  },
  {
    route: '/terms-of-service',
    noIndex: false,
    es: {
      title: 'Términos y condiciones | CitaYa',
      description:
        'Condiciones de uso de CitaYa: registro, planes, prueba gratis, pagos y facturación, cancelación, confidencialidad y jurisdicción.',
      keywords: 'términos y condiciones, contrato de servicio, facturación, cancelación, CitaYa',
    },
    en: {
      title: 'Terms of service | CitaYa',
      description:
        'CitaYa’s terms of use: registration, plans, free trial, payments and invoicing, cancellation, confidentiality and jurisdiction.',
      keywords: 'terms of service, service agreement, invoicing, cancellation, CitaYa',
    },
  },
  {
    route: '/terms-of-service/history',
    noIndex: false,
    es: {
      title: 'Historial de los términos y condiciones | CitaYa',
      description:
        'Todas las versiones publicadas de los términos y condiciones de CitaYa, con su fecha, lo que cambió en cada una y su PDF.',
      keywords: 'historial términos y condiciones, versiones anteriores, cambios, CitaYa',
    },
    en: {
      title: 'Terms of service history | CitaYa',
      description:
        'Every published version of CitaYa’s terms of service, with its date, what changed in each one and its PDF.',
      keywords: 'terms of service history, previous versions, changes, CitaYa',
    },
  },
  {
    route: '/contact',
    noIndex: false,
    es: {
      title: 'Contacto | CitaYa',
      description:
        'Escríbenos o agenda una demostración de 15 minutos. Respondemos en menos de 24 horas; WhatsApp de lunes a viernes de 9:00 a 18:00.',
      keywords: 'contacto CitaYa, demostración, ventas, soporte, WhatsApp',
    },
    en: {
      title: 'Contact | CitaYa',
      description:
        'Write to us or book a 15-minute demo. We reply within 24 hours; WhatsApp Monday to Friday 9:00–18:00.',
      keywords: 'contact CitaYa, demo, sales, support, WhatsApp',
    },
  },
  {
    route: '/login',
    noIndex: true,
    es: {
      title: 'Iniciar sesión | CitaYa',
      description: 'Entra a tu cuenta de CitaYa con tu correo y contraseña para ver tu panel.',
      keywords: 'iniciar sesión, cuenta CitaYa, acceso',
    },
    en: {
      title: 'Sign in | CitaYa',
      description: 'Sign in to your CitaYa account with your e-mail and password to see your dashboard.',
      keywords: 'sign in, CitaYa account, login',
    },
  },
  {
    route: '/register',
    noIndex: true,
    es: {
      title: 'Crear cuenta | CitaYa',
      description: 'Crea tu cuenta de CitaYa y prueba gratis durante 14 días tu asistente de citas por WhatsApp.',
      keywords: 'crear cuenta, registro, prueba gratis, CitaYa',
    },
    en: {
      title: 'Create account | CitaYa',
      description: 'Create your CitaYa account and try your WhatsApp appointment assistant free for 14 days.',
      keywords: 'create account, sign up, free trial, CitaYa',
    },
  },
  {
    route: '/dashboard',
    noIndex: true,
    es: {
      title: 'Mi panel | CitaYa',
      description: 'Tu panel de CitaYa.',
      keywords: 'panel, cuenta, CitaYa',
    },
    en: {
      title: 'My dashboard | CitaYa',
      description: 'Your CitaYa dashboard.',
      keywords: 'dashboard, account, CitaYa',
    },
  },
]
