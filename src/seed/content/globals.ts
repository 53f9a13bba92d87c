import { heroChat } from '#src/seed/content/hero-chat.ts'
import type { SeedGlobals } from '#src/seed/content/types.ts'

const siteFacts = {
  brandName: 'CitaYa',
  salesEmail: 'ventas@citaya.mx',
  supportEmail: 'soporte@citaya.mx',
  whatsappNumber: '5215512345678',
  replyWithinHours: 24,
  // The support hours below as data (structured data for search engines).
  openingHours: [
    {
      days: ['Monday' as const, 'Tuesday' as const, 'Wednesday' as const, 'Thursday' as const, 'Friday' as const],
      opens: '09:00',
      closes: '18:00',
    },
  ],
  socialLinks: [
    { platform: 'facebook' as const, url: 'https://www.facebook.com/citaya.mx' },
    { platform: 'instagram' as const, url: 'https://www.instagram.com/citaya.mx' },
    { platform: 'linkedin' as const, url: 'https://www.linkedin.com/company/citaya' },
  ],
  trialDays: 14,
  demoCallMinutes: 15,
  firstReminderHours: 24,
  secondReminderHours: 1,
  setupHours: 24,
  annualFreeMonths: 2,
  clinicMaxNumbers: 5,
}

const demo = {
  es: {
    subject: 'Solicitud de demostración',
    message:
      'Hola, me gustaría agendar una demostración de 15 minutos de CitaYa para conocer cómo funciona el asistente de citas por WhatsApp.',
  },
  en: {
    subject: 'Demo request',
    message: 'Hello, I would like to book a 15-minute CitaYa demo to see how the WhatsApp appointment assistant works.',
  },
}

export const globals: SeedGlobals = {
  siteSettings: {
    es: {
      ...siteFacts,
      tagline: 'Tu asistente de WhatsApp que agenda, cambia y cancela las citas de tu consultorio las 24 horas.',
      whatsappGreeting: 'Hola, me gustaría saber más sobre CitaYa.',
      supportHours: 'Lunes a viernes, 9:00 a 18:00 (hora del centro de México)',
    },
    en: {
      ...siteFacts,
      tagline: 'Your WhatsApp assistant that books, moves and cancels your practice’s appointments around the clock.',
      whatsappGreeting: 'Hello, I would like to learn more about CitaYa.',
      supportHours: 'Monday to Friday, 9:00–18:00 (Mexico City time)',
    },
  },
  header: {
    es: {
      links: [
        { label: 'Inicio', href: '/', appearance: 'link' },
        { label: 'Precios', href: '/#precios', appearance: 'link' },
        { label: 'Contacto', href: '/contact', appearance: 'link' },
        { label: 'Ayuda', href: '/help', appearance: 'link' },
        { label: 'Iniciar sesión', href: '/login', appearance: 'secondary' },
        { label: 'Crear cuenta', href: '/register', appearance: 'primary' },
      ],
    },
    en: {
      links: [
        { label: 'Home', href: '/', appearance: 'link' },
        { label: 'Pricing', href: '/#precios', appearance: 'link' },
        { label: 'Contact', href: '/contact', appearance: 'link' },
        { label: 'Help', href: '/help', appearance: 'link' },
        { label: 'Sign in', href: '/login', appearance: 'secondary' },
        { label: 'Create account', href: '/register', appearance: 'primary' },
      ],
    },
  },
  footer: {
    es: {
      columns: [
        {
          title: 'Producto',
          links: [
            { label: 'Planes', href: '/planes' },
            { label: 'Funciones', href: '/features' },
            { label: 'Integraciones', href: '/integrations' },
            { label: 'Seguridad', href: '/security' },
            { label: 'Para psicólogos', href: '/para-psicologos' },
          ],
        },
        {
          title: 'Recursos',
          links: [
            { label: 'Blog', href: '/blog' },
            { label: 'Centro de ayuda', href: '/help' },
            { label: 'Preguntas frecuentes', href: '/help/faq' },
            { label: 'Guías', href: '/help/guides' },
            { label: 'Contacto', href: '/contact' },
          ],
        },
        {
          title: 'Legal',
          links: [
            { label: 'Aviso de privacidad', href: '/privacy' },
            { label: 'Términos y condiciones', href: '/terms-of-service' },
          ],
        },
      ],
      copyright: 'Todos los derechos reservados.',
    },
    en: {
      columns: [
        {
          title: 'Product',
          links: [
            { label: 'Plans', href: '/planes' },
            { label: 'Features', href: '/features' },
            { label: 'Integrations', href: '/integrations' },
            { label: 'Security', href: '/security' },
            { label: 'For psychologists', href: '/para-psicologos' },
          ],
        },
        {
          title: 'Resources',
          links: [
            { label: 'Blog', href: '/blog' },
            { label: 'Help center', href: '/help' },
            { label: 'FAQ', href: '/help/faq' },
            { label: 'Guides', href: '/help/guides' },
            { label: 'Contact', href: '/contact' },
          ],
        },
        {
          title: 'Legal',
          links: [
            { label: 'Privacy notice', href: '/privacy' },
            { label: 'Terms of service', href: '/terms-of-service' },
          ],
        },
      ],
      copyright: 'All rights reserved.',
    },
  },
  landing: {
    es: {
      hero: {
        eyebrow: 'Agenda médica por WhatsApp',
        title: 'Tus pacientes agendan por WhatsApp a cualquier hora. Tú solo atiendes.',
        subtitle:
          'Un asistente que agenda, cambia y cancela citas en tu WhatsApp Business, las anota en tu Google Calendar y envía recordatorios. Tus pacientes no instalan nada.',
        primaryCta: 'Prueba 14 días gratis',
        secondaryCta: 'Solicitar demostración',
        demoSubject: demo.es.subject,
        demoMessage: demo.es.message,
        chat: heroChat('es'),
      },
      howItWorks: {
        title: 'Cómo funciona',
        subtitle: 'Tres pasos y tu agenda trabaja sola.',
        steps: [
          {
            title: 'Conecta WhatsApp y Google Calendar',
            description:
              'Vinculamos tu número de WhatsApp Business y tu calendario. Tu asistente queda listo en menos de 24 horas.',
          },
          {
            title: 'Tus pacientes escriben',
            description:
              'A cualquier hora del día, el asistente les ofrece tus horarios libres y agenda, cambia o cancela su cita.',
          },
          {
            title: 'Recordatorios automáticos',
            description:
              'Cada paciente recibe un recordatorio 24 horas y otro 1 hora antes, y tu calendario siempre está al día.',
          },
        ],
      },
      benefits: {
        title: 'Menos llamadas, menos faltas, más consultas',
        subtitle: 'Todo lo que tu consultorio necesita para llenar la agenda sin tener que contestar cada mensaje.',
        items: [
          {
            title: 'Disponible 24/7',
            description:
              'Tus pacientes agendan en la noche, en fin de semana o en días festivos, sin esperar a que alguien conteste.',
            icon: 'clock',
          },
          {
            title: 'Menos inasistencias',
            description: 'Los recordatorios 24 h y 1 h antes permiten confirmar, cambiar o cancelar a tiempo.',
            icon: 'bell',
          },
          {
            title: 'Siempre sincronizado',
            description: 'Cada cita aparece en tu Google Calendar y los espacios que bloqueas no se ofrecen.',
            icon: 'sync',
          },
          {
            title: 'Datos protegidos',
            description: 'La información viaja y se guarda cifrada, y solo tú puedes ver los datos de tus pacientes.',
            icon: 'shield',
          },
        ],
        guarantee: {
          title: 'Prueba 14 días sin costo',
          text: 'Sin plazo mínimo de permanencia: cancelas cuando quieras.',
        },
      },
      pricing: {
        title: 'Planes y precios',
        subtitle: 'Elige el plan que se ajusta a tu práctica. Todos incluyen 14 días de prueba gratis.',
        note: 'Precios en pesos mexicanos. Con pago anual te regalamos 2 meses. Sin plazo mínimo: cancela cuando quieras.',
      },
      faq: {
        title: 'Preguntas frecuentes',
        subtitle: 'Lo que más nos preguntan los médicos antes de empezar.',
        moreLabel: 'Ver todas las preguntas',
      },
      closingCta: {
        title: 'Tu asistente puede estar listo mañana',
        text: 'Crea tu cuenta, conecta tu WhatsApp y tu Google Calendar, y deja que tus pacientes agenden solos. Los primeros 14 días son gratis.',
        buttonLabel: 'Crear mi cuenta',
      },
    },
    en: {
      hero: {
        eyebrow: 'Medical scheduling over WhatsApp',
        title: 'Your patients book over WhatsApp at any hour. You just see them.',
        subtitle:
          'An assistant that books, moves and cancels appointments on your WhatsApp Business, writes them in your Google Calendar and sends reminders. Your patients install nothing.',
        primaryCta: 'Start 14-day free trial',
        secondaryCta: 'Request a demo',
        demoSubject: demo.en.subject,
        demoMessage: demo.en.message,
        chat: heroChat('en'),
      },
      howItWorks: {
        title: 'How it works',
        subtitle: 'Three steps and your schedule runs itself.',
        steps: [
          {
            title: 'Connect WhatsApp and Google Calendar',
            description:
              'We link your WhatsApp Business number and your calendar. Your assistant is ready within 24 hours.',
          },
          {
            title: 'Your patients write',
            description:
              'At any hour, the assistant offers them your free times and books, moves or cancels their appointment.',
          },
          {
            title: 'Automatic reminders',
            description:
              'Every patient gets a reminder 24 hours and another 1 hour before, and your calendar is always up to date.',
          },
        ],
      },
      benefits: {
        title: 'Fewer calls, fewer no-shows, more consultations',
        subtitle: 'Everything your practice needs to fill its schedule without answering every message.',
        items: [
          {
            title: 'Available 24/7',
            description:
              'Your patients book at night, at weekends or on holidays, without waiting for someone to answer.',
            icon: 'clock',
          },
          {
            title: 'Fewer no-shows',
            description: 'Reminders 24 h and 1 h before let patients confirm, move or cancel in time.',
            icon: 'bell',
          },
          {
            title: 'Always in sync',
            description: 'Every appointment appears in your Google Calendar and the times you block are never offered.',
            icon: 'sync',
          },
          {
            title: 'Protected data',
            description: 'Information is encrypted in transit and at rest, and only you can see your patients’ data.',
            icon: 'shield',
          },
        ],
        guarantee: {
          title: 'Try it free for 14 days',
          text: 'No minimum term: cancel whenever you like.',
        },
      },
      pricing: {
        title: 'Plans and pricing',
        subtitle: 'Choose the plan that fits your practice. Every plan includes a 14-day free trial.',
        note: 'Prices in Mexican pesos. Pay yearly and get 2 months free. No minimum term: cancel any time.',
      },
      faq: {
        title: 'Frequently asked questions',
        subtitle: 'What doctors ask us most before they start.',
        moreLabel: 'See all questions',
      },
      closingCta: {
        title: 'Your assistant can be ready tomorrow',
        text: 'Create your account, connect your WhatsApp and your Google Calendar, and let your patients book on their own. The first 14 days are free.',
        buttonLabel: 'Create my account',
      },
    },
  },
  helpPage: {
    es: {
      title: 'Centro de ayuda',
      subtitle: '¿En qué te podemos ayudar? Encuentra respuestas o escríbenos.',
      guides: { title: 'Guías', description: 'Paso a paso para sacar el máximo provecho de tu asistente.' },
      tutorials: { title: 'Tutoriales en video', description: 'Videos cortos para configurar y usar CitaYa.' },
      faq: {
        title: 'Preguntas frecuentes',
        description: 'Respuestas rápidas sobre planes, configuración, privacidad y soporte.',
      },
      emailSupport: {
        title: 'Soporte por correo',
        description: 'Escríbenos y te respondemos en menos de 24 horas.',
        subject: 'Soporte técnico',
      },
      liveChat: { title: 'Chat en vivo', description: 'Muy pronto podrás chatear con nuestro equipo desde aquí.' },
      directContact: { title: 'Contacto directo', subtitle: 'También puedes escribirnos por estos medios.' },
      faqPage: { title: 'Preguntas frecuentes', subtitle: 'Todo sobre CitaYa, organizado por tema.' },
    },
    en: {
      title: 'Help center',
      subtitle: 'How can we help? Find answers or write to us.',
      guides: { title: 'Guides', description: 'Step by step, to get the most out of your assistant.' },
      tutorials: { title: 'Video tutorials', description: 'Short videos to set up and use CitaYa.' },
      faq: {
        title: 'Frequently asked questions',
        description: 'Quick answers about plans, setup, privacy and support.',
      },
      emailSupport: {
        title: 'E-mail support',
        description: 'Write to us and we reply within 24 hours.',
        subject: 'Technical support',
      },
      liveChat: { title: 'Live chat', description: 'Soon you will be able to chat with our team from here.' },
      directContact: { title: 'Direct contact', subtitle: 'You can also reach us here.' },
      faqPage: { title: 'Frequently asked questions', subtitle: 'Everything about CitaYa, by topic.' },
    },
  },
  contactPage: {
    es: {
      title: 'Contacto',
      subtitle: 'Cuéntanos sobre tu consultorio o clínica. Te respondemos en menos de 24 horas.',
      email: { title: 'Correo', description: 'Respondemos en menos de 24 horas.' },
      whatsapp: {
        title: 'WhatsApp',
        description: 'Escríbenos por WhatsApp y te respondemos en nuestro horario de atención.',
      },
      demo: {
        title: 'Agenda una demostración',
        description: 'En una llamada de 15 minutos te mostramos el asistente funcionando con tu agenda.',
        buttonLabel: 'Quiero una demostración',
        subject: demo.es.subject,
        message: demo.es.message,
      },
      success: { title: '¡Mensaje enviado!', text: 'Gracias por escribirnos. Te respondemos en menos de 24 horas.' },
    },
    en: {
      title: 'Contact',
      subtitle: 'Tell us about your practice or clinic. We reply within 24 hours.',
      email: { title: 'E-mail', description: 'We reply within 24 hours.' },
      whatsapp: { title: 'WhatsApp', description: 'Message us on WhatsApp and we reply during our support hours.' },
      demo: {
        title: 'Book a demo',
        description: 'In a 15-minute call we show you the assistant working with your schedule.',
        buttonLabel: 'I want a demo',
        subject: demo.en.subject,
        message: demo.en.message,
      },
      success: { title: 'Message sent!', text: 'Thank you for writing to us. We reply within 24 hours.' },
    },
  },
  featuresPage: {
    es: {
      title: 'Funciones',
      subtitle: 'Todo lo que hace tu asistente de citas por WhatsApp.',
      moreComing: {
        title: 'Y más muy pronto',
        description: 'Estamos preparando nuevas funciones, como más calendarios y estadísticas de tu agenda.',
      },
    },
    en: {
      title: 'Features',
      subtitle: 'Everything your WhatsApp appointment assistant does.',
      moreComing: {
        title: 'More coming soon',
        description: 'We are preparing new features, such as more calendars and statistics about your schedule.',
      },
    },
  },
  integrationsPage: {
    es: { title: 'Integraciones', subtitle: 'CitaYa se conecta con las herramientas que ya usas.' },
    en: { title: 'Integrations', subtitle: 'CitaYa connects with the tools you already use.' },
  },
  securityPage: {
    es: {
      title: 'Seguridad',
      subtitle: 'Pronto publicaremos aquí cómo protegemos los datos de tus pacientes.',
      status: 'Próximamente',
    },
    en: {
      title: 'Security',
      subtitle: 'We will soon publish here how we protect your patients’ data.',
      status: 'Coming soon',
    },
  },
  guidesPage: {
    es: {
      title: 'Guías',
      subtitle: 'Estamos escribiendo guías paso a paso. Estos son los primeros temas.',
      status: 'Próximamente',
      topics: [
        { title: 'Primeros pasos', description: 'Crea tu cuenta y deja listo tu asistente.' },
        { title: 'Conectar Google Calendar', description: 'Sincroniza tu agenda y bloquea tus horarios personales.' },
        {
          title: 'Personalizar los recordatorios',
          description: 'Ajusta el texto de los mensajes que reciben tus pacientes.',
        },
        {
          title: 'Varios números en una clínica',
          description: 'Organiza hasta 5 números por especialidad o sucursal.',
        },
        {
          title: 'Usar tu número de WhatsApp Business',
          description: 'Conserva el número que tus pacientes ya conocen.',
        },
        {
          title: 'Buenas prácticas de privacidad',
          description: 'Qué compartir por chat y qué dejar para la consulta.',
        },
      ],
    },
    en: {
      title: 'Guides',
      subtitle: 'We are writing step-by-step guides. These are the first topics.',
      status: 'Coming soon',
      topics: [
        { title: 'Getting started', description: 'Create your account and get your assistant ready.' },
        { title: 'Connecting Google Calendar', description: 'Sync your schedule and block your personal time.' },
        { title: 'Customizing reminders', description: 'Adjust the text of the messages your patients receive.' },
        { title: 'Several numbers in a clinic', description: 'Organize up to 5 numbers by specialty or branch.' },
        { title: 'Using your WhatsApp Business number', description: 'Keep the number your patients already know.' },
        { title: 'Privacy good practice', description: 'What to share by chat and what to keep for the consultation.' },
      ],
    },
  },
  blogPage: {
    es: {
      title: 'Blog',
      subtitle: 'Ideas y tutoriales para que tu consultorio tenga la agenda llena y menos inasistencias.',
      cta: {
        title: '¿Listo para automatizar tu agenda?',
        text: 'Prueba CitaYa gratis durante 14 días, sin plazo mínimo.',
        buttonLabel: 'Crear cuenta gratis',
      },
    },
    en: {
      title: 'Blog',
      subtitle: 'Ideas and tutorials for a full schedule and fewer no-shows in your practice.',
      cta: {
        title: 'Ready to automate your schedule?',
        text: 'Try CitaYa free for 14 days, with no minimum term.',
        buttonLabel: 'Create free account',
      },
    },
  },
  dashboardPage: {
    es: {
      welcome: 'Te damos la bienvenida a tu panel',
      subtitle: 'Desde aquí podrás ver y administrar todo lo que hace tu asistente.',
      comingSoon: {
        title: 'Próximamente',
        text: 'Tu agenda, tus pacientes y las estadísticas de tus citas llegarán a este panel. Mientras tanto, tu asistente ya trabaja en WhatsApp.',
      },
    },
    en: {
      welcome: 'Welcome to your dashboard',
      subtitle: 'From here you will see and manage everything your assistant does.',
      comingSoon: {
        title: 'Coming soon',
        text: 'Your schedule, your patients and your appointment statistics are coming to this dashboard. Meanwhile, your assistant is already at work on WhatsApp.',
      },
    },
  },
  accountPage: {
    es: {
      login: {
        title: 'Inicia sesión',
        subtitle: 'Entra a tu cuenta de CitaYa para ver tu panel y el estado de tu prueba gratis.',
      },
      register: {
        title: 'Crea tu cuenta',
        subtitle: 'Empieza tu prueba gratis de 14 días. Sin tarjeta y sin plazo mínimo.',
      },
    },
    en: {
      login: {
        title: 'Sign in',
        subtitle: 'Sign in to your CitaYa account to see your dashboard and your free trial.',
      },
      register: {
        title: 'Create your account',
        subtitle: 'Start your 14-day free trial. No card and no minimum term.',
      },
    },
  },
}
