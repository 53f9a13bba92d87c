import type { SeedCard, SeedIntegration, SeedPlan } from '#src/seed/content/types.ts'

export const plans: SeedPlan[] = [
  {
    key: 'medico',
    order: 1,
    priceAmount: 399,
    currency: 'MXN',
    period: 'month',
    numbersIncluded: 1,
    mostPopular: false,
    ctaHref: '/register',
    es: {
      name: 'Médico',
      description: 'Para médicos y profesionales de la salud independientes con 1 número de WhatsApp.',
      features: [
        '1 número de WhatsApp Business',
        'Citas por WhatsApp las 24 horas',
        'Sincronización con Google Calendar',
        'Recordatorios 24 h y 1 h antes',
      ],
      ctaLabel: 'Prueba 14 días gratis',
    },
    en: {
      name: 'Individual Doctor',
      description: 'For independent doctors and health professionals with 1 WhatsApp number.',
      features: [
        '1 WhatsApp Business number',
        'Appointments over WhatsApp 24/7',
        'Google Calendar sync',
        'Reminders 24 h and 1 h before',
      ],
      ctaLabel: 'Start 14-day free trial',
    },
  },
  {
    key: 'clinica',
    order: 2,
    priceAmount: 1699,
    currency: 'MXN',
    period: 'month',
    numbersIncluded: 5,
    mostPopular: true,
    ctaHref: '/register',
    es: {
      name: 'Clínica',
      description: 'Para clínicas y consultorios con varios especialistas, hasta 5 números de WhatsApp.',
      features: [
        'Hasta 5 números de WhatsApp Business',
        'Múltiples especialidades',
        'Panel central para tu equipo',
        'Soporte prioritario',
      ],
      ctaLabel: 'Prueba 14 días gratis',
    },
    en: {
      name: 'Clinic',
      description: 'For clinics and practices with several specialists, up to 5 WhatsApp numbers.',
      features: [
        'Up to 5 WhatsApp Business numbers',
        'Multiple specialties',
        'Central dashboard for your team',
        'Priority support',
      ],
      ctaLabel: 'Start 14-day free trial',
    },
  },
  {
    key: 'hospital',
    order: 3,
    priceAmount: null,
    currency: 'MXN',
    period: 'none',
    numbersIncluded: null,
    mostPopular: false,
    ctaHref: '/contact?subject=Plan%20Hospital',
    es: {
      name: 'Hospital',
      customPriceLabel: 'A la medida',
      description: 'Para hospitales e instituciones de salud que necesitan una solución a su medida.',
      features: [
        'Números de WhatsApp según tus áreas',
        'Integración con tus sistemas (próximamente)',
        'Implementación acompañada',
        'Soporte dedicado',
      ],
      ctaLabel: 'Contactar a ventas',
    },
    en: {
      name: 'Hospital',
      customPriceLabel: 'Custom',
      description: 'For hospitals and health institutions that need a tailored solution.',
      features: [
        'WhatsApp numbers for each of your areas',
        'Integration with your systems (coming soon)',
        'Guided onboarding',
        'Dedicated support',
      ],
      ctaLabel: 'Contact sales',
    },
  },
]

export const features: SeedCard[] = [
  {
    key: 'appointments',
    order: 1,
    icon: 'calendar',
    es: {
      title: 'Gestión de citas',
      description:
        'Tus pacientes agendan, cambian o cancelan su cita por WhatsApp y todo queda en tu Google Calendar, sin llamadas ni dobles reservas.',
    },
    en: {
      title: 'Appointment management',
      description:
        'Your patients book, move or cancel appointments over WhatsApp and everything lands in your Google Calendar, with no calls and no double bookings.',
    },
  },
  {
    key: 'notifications',
    order: 2,
    icon: 'bell',
    es: {
      title: 'Notificaciones automáticas',
      description:
        'Confirmaciones al agendar y recordatorios 24 horas y 1 hora antes de cada cita, para que menos pacientes falten.',
    },
    en: {
      title: 'Automatic notifications',
      description:
        'Confirmations when an appointment is booked and reminders 24 hours and 1 hour before it, so fewer patients miss their visit.',
    },
  },
  {
    key: 'availability',
    order: 3,
    icon: 'clock',
    es: {
      title: 'Disponible 24/7',
      description:
        'Tu asistente responde a cualquier hora, también en noches, fines de semana y días festivos. Tus pacientes no instalan nada.',
    },
    en: {
      title: 'Available 24/7',
      description:
        'Your assistant answers at any hour, including nights, weekends and holidays. Your patients install nothing.',
    },
  },
  {
    key: 'security',
    order: 4,
    icon: 'shield',
    es: {
      title: 'Seguridad y privacidad',
      description: 'Los datos viajan y se guardan cifrados, y solo tú puedes ver la información de tus pacientes.',
    },
    en: {
      title: 'Security and privacy',
      description: 'Data is encrypted in transit and at rest, and only you can see your patients’ information.',
    },
  },
]

export const integrations: SeedIntegration[] = [
  {
    key: 'whatsapp',
    order: 1,
    icon: 'message',
    status: 'available',
    es: {
      title: 'WhatsApp Business API',
      description: 'Tu asistente atiende a tus pacientes en tu número de WhatsApp Business, incluso si ya lo usas hoy.',
    },
    en: {
      title: 'WhatsApp Business API',
      description:
        'Your assistant serves your patients on your WhatsApp Business number, even one you already use today.',
    },
  },
  {
    key: 'calendar-sync',
    order: 2,
    icon: 'sync',
    status: 'coming-soon',
    es: {
      title: 'Más calendarios',
      description: 'Google Calendar ya está sincronizado. Pronto también Outlook y Apple Calendar.',
    },
    en: {
      title: 'More calendars',
      description: 'Google Calendar is already in sync. Outlook and Apple Calendar are coming soon.',
    },
  },
  {
    key: 'erp',
    order: 3,
    icon: 'building',
    status: 'coming-soon',
    es: {
      title: 'Sistemas ERP',
      description: 'Conexión con los sistemas administrativos y hospitalarios que ya usa tu institución.',
    },
    en: {
      title: 'ERP systems',
      description: 'A connection to the administrative and hospital systems your institution already uses.',
    },
  },
  {
    key: 'mobile-sdk',
    order: 4,
    icon: 'code',
    status: 'coming-soon',
    es: {
      title: 'SDK móvil',
      description: 'Agrega la agenda de citas a la app de tu clínica u hospital.',
    },
    en: {
      title: 'Mobile SDK',
      description: 'Add appointment scheduling to your clinic’s or hospital’s own app.',
    },
  },
]
