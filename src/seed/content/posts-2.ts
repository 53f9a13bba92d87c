import type { SeedPost } from '#src/seed/content/types.ts'

export const postsPart2: SeedPost[] = [
  {
    id: 4,
    slug: 'agenda-24-7-pacientes-prefieren-whatsapp',
    type: 'article',
    trending: true,
    readTimeMinutes: 3,
    publishDate: '2025-07-28',
    title: {
      es: 'Agenda abierta 24/7: por qué tus pacientes prefieren agendar por WhatsApp',
      en: 'A 24/7 schedule: why your patients prefer to book over WhatsApp',
    },
    description: {
      es: 'Las citas se piden de noche y en fin de semana. Qué resuelve un asistente y qué sigue siendo trabajo de tu equipo.',
      en: 'Appointments are requested at night and at weekends. What an assistant handles and what stays with your team.',
    },
    image: {
      scene: 'night',
      from: '#c2410c',
      to: '#7c3aed',
      label: { es: 'Agenda 24/7', en: '24/7 schedule' },
      alt: {
        es: 'Ilustración de un reloj junto a un chat abierto de noche',
        en: 'Illustration of a clock next to a chat open at night',
      },
    },
    content: {
      es: [
        {
          type: 'p',
          text: 'Piensa en el momento en que un paciente decide pedir una cita. Rara vez es a las once de la mañana de un martes, cuando tu recepción está libre. Suele ser en la noche, después de acostar a los niños; en el trayecto del trabajo; o el domingo, cuando por fin tiene un momento para ocuparse de su salud. Si en ese momento nadie responde, muchos posponen la decisión, y algunos terminan agendando con alguien más.',
        },
        { type: 'h2', text: 'El problema de las citas fuera de horario' },
        {
          type: 'p',
          text: 'Los mensajes que llegan de noche se acumulan. A la mañana siguiente tu equipo empieza el día respondiendo chats atrasados mientras suena el teléfono y llegan los primeros pacientes. Cada respuesta tardía es una oportunidad de que el paciente se enfríe o busque otra opción.',
        },
        { type: 'h2', text: 'Por qué WhatsApp y no una app' },
        {
          type: 'ul',
          items: [
            '**Nada que instalar:** el paciente ya tiene WhatsApp y sabe usarlo.',
            '**Sin esperas:** no hay música de espera ni líneas ocupadas.',
            '**A su ritmo:** puede responder cuando quiera y retomar la conversación después.',
            '**Todo por escrito:** la fecha, la hora y la dirección quedan en el chat para consultarlas.',
          ],
        },
        {
          type: 'p',
          text: 'Una aplicación propia exige que el paciente la descargue, cree una cuenta y recuerde su contraseña. Para una cita ocasional, muy pocos lo hacen.',
        },
        { type: 'h2', text: 'Qué resuelve el asistente' },
        {
          type: 'p',
          text: 'El asistente de CitaYa atiende a cualquier hora y se encarga de la logística de la agenda:',
        },
        {
          type: 'ul',
          items: [
            'Ofrece los horarios libres según tu Google Calendar.',
            'Agenda la cita y la registra en tu calendario.',
            'Cambia o cancela citas cuando el paciente lo pide.',
            'Envía recordatorios 24 horas y 1 hora antes.',
          ],
        },
        { type: 'h2', text: 'Qué sigue en manos de tu equipo' },
        {
          type: 'p',
          text: 'Un asistente de citas no sustituye la relación con tus pacientes. Las preguntas clínicas, las indicaciones antes de un estudio o la valoración de un síntoma siguen siendo tuyas y de tu equipo. CitaYa no tiene funciones clínicas y no da consejo médico.',
        },
        {
          type: 'p',
          text: 'Ante una urgencia, el asistente indica al paciente que acuda de inmediato a los servicios de emergencia. Una agenda automatizada nunca debe retrasar la atención de una emergencia.',
        },
        { type: 'h2', text: 'Lo que gana tu recepción' },
        {
          type: 'p',
          text: 'Cuando las citas rutinarias se resuelven solas, tu equipo deja de copiar datos de un chat a una libreta y puede dedicar su tiempo a recibir a los pacientes, resolver casos especiales y dar seguimiento. Las mañanas empiezan con la agenda al día, no con cincuenta mensajes pendientes.',
        },
        {
          type: 'quote',
          text: 'La mejor hora para agendar es la que elige el paciente, no la que permite el horario de oficina.',
        },
        { type: 'h2', text: 'Cómo empezar' },
        {
          type: 'p',
          text: 'Conectamos tu número de WhatsApp Business y tu Google Calendar, y tu asistente queda listo en menos de 24 horas. Revisa los [planes y precios](/plans) o [crea tu cuenta](/register) para probarlo gratis durante 14 días.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'Think about the moment a patient decides to ask for an appointment. It is rarely eleven on a Tuesday morning, when your front desk is free. It is usually at night, after putting the children to bed; on the way home from work; or on Sunday, when they finally have a moment to take care of their health. If nobody answers then, many put the decision off, and some end up booking with someone else.',
        },
        { type: 'h2', text: 'The problem with after-hours requests' },
        {
          type: 'p',
          text: 'Messages that arrive at night pile up. The next morning your team starts the day answering old chats while the phone rings and the first patients arrive. Every late reply is a chance for the patient to lose interest or look elsewhere.',
        },
        { type: 'h2', text: 'Why WhatsApp and not an app' },
        {
          type: 'ul',
          items: [
            '**Nothing to install:** the patient already has WhatsApp and knows how to use it.',
            '**No waiting:** no hold music and no busy lines.',
            '**At their own pace:** they reply whenever they like and pick the conversation up later.',
            '**Everything in writing:** the date, time and address stay in the chat to check.',
          ],
        },
        {
          type: 'p',
          text: 'An app of your own asks the patient to download it, create an account and remember a password. For an occasional appointment, very few do.',
        },
        { type: 'h2', text: 'What the assistant handles' },
        { type: 'p', text: 'CitaYa’s assistant answers at any hour and takes care of the logistics of your schedule:' },
        {
          type: 'ul',
          items: [
            'It offers the free times in your Google Calendar.',
            'It books the appointment and records it in your calendar.',
            'It moves or cancels appointments when the patient asks.',
            'It sends reminders 24 hours and 1 hour before.',
          ],
        },
        { type: 'h2', text: 'What stays with your team' },
        {
          type: 'p',
          text: 'An appointment assistant does not replace your relationship with your patients. Clinical questions, instructions before a test or assessing a symptom remain with you and your team. CitaYa has no clinical functions and gives no medical advice.',
        },
        {
          type: 'p',
          text: 'In an emergency, the assistant tells the patient to go to emergency services at once. An automated schedule must never delay emergency care.',
        },
        { type: 'h2', text: 'What your front desk gains' },
        {
          type: 'p',
          text: 'When routine appointments take care of themselves, your team stops copying details from a chat into a notebook and can spend its time welcoming patients, solving special cases and following up. Mornings start with an up-to-date schedule, not fifty pending messages.',
        },
        {
          type: 'quote',
          text: 'The best time to book is the one the patient chooses, not the one office hours allow.',
        },
        { type: 'h2', text: 'How to start' },
        {
          type: 'p',
          text: 'We connect your WhatsApp Business number and your Google Calendar, and your assistant is ready within 24 hours. See the [plans and pricing](/plans) or [create your account](/register) to try it free for 14 days.',
        },
      ],
    },
  },
  {
    id: 5,
    slug: 'usa-tu-numero-whatsapp-business',
    type: 'tutorial',
    trending: false,
    readTimeMinutes: 3,
    publishDate: '2025-07-21',
    title: {
      es: 'Tutorial: usa tu número de WhatsApp Business actual con CitaYa',
      en: 'Tutorial: use your current WhatsApp Business number with CitaYa',
    },
    description: {
      es: 'Conserva el número que tus pacientes ya conocen: qué necesitas, cómo prepararlo, cómo probarlo y cómo avisar a tus pacientes.',
      en: 'Keep the number your patients already know: what you need, how to prepare it, how to test it and how to tell your patients.',
    },
    image: {
      scene: 'own-number',
      from: '#be123c',
      to: '#d97706',
      label: { es: 'Tu número', en: 'Your number' },
      alt: {
        es: 'Ilustración de un teléfono con el logotipo de un chat y una marca de verificación',
        en: 'Illustration of a phone with a chat icon and a check mark',
      },
    },
    content: {
      es: [
        {
          type: 'p',
          text: 'Tus pacientes ya tienen guardado tu número y están acostumbrados a escribirte ahí. Cambiarlo significaría avisar a todos y arriesgarte a perder mensajes. Por eso CitaYa te permite usar el número de WhatsApp Business que ya tienes. En este tutorial te contamos cómo preparar la conexión.',
        },
        { type: 'h2', text: 'Lo que necesitas' },
        {
          type: 'ul',
          items: [
            'Una línea de WhatsApp Business verificada a nombre de tu consultorio o clínica.',
            'Acceso al teléfono donde está esa línea, para recibir códigos de verificación.',
            'Una cuenta de Google para sincronizar tu calendario.',
            'Tu cuenta de CitaYa (puedes [crearla aquí](/register)).',
          ],
        },
        { type: 'h2', text: 'Paso 1: respalda tus conversaciones' },
        {
          type: 'p',
          text: 'Para que el asistente atienda tu número, este se conecta a la plataforma de WhatsApp Business. Dependiendo de cómo uses hoy tu línea, el historial de chats de la aplicación puede no trasladarse. Antes de conectar, **haz un respaldo de tus conversaciones** desde la configuración de la aplicación y guarda lo que necesites conservar.',
        },
        { type: 'h2', text: 'Paso 2: revisa el perfil de tu negocio' },
        {
          type: 'p',
          text: 'Aprovecha para actualizar el nombre, la foto, la dirección y el horario de tu perfil. Es lo primero que ve un paciente nuevo y le da confianza saber que escribe al consultorio correcto.',
        },
        { type: 'h2', text: 'Paso 3: conecta el número con nuestro equipo' },
        {
          type: 'p',
          text: 'La conexión la hacemos contigo, en una sesión breve. Te pediremos confirmar el número con el código que te llegará por SMS o llamada, y vincularemos tu Google Calendar. Todo queda listo en menos de 24 horas.',
        },
        { type: 'h2', text: 'Paso 4: escribe tu saludo' },
        {
          type: 'p',
          text: 'Define cómo quieres que el asistente salude a tus pacientes. Un buen saludo es breve, dice quién responde y qué puede hacer:',
        },
        {
          type: 'quote',
          text: 'Hola, te saluda el asistente del consultorio. Puedo ayudarte a agendar, cambiar o cancelar tu cita. ¿Qué te gustaría hacer?',
        },
        {
          type: 'p',
          text: 'Evita prometer respuestas médicas: el asistente solo gestiona citas, y las preguntas clínicas las atiendes tú.',
        },
        { type: 'h2', text: 'Paso 5: haz una prueba con alguien de confianza' },
        {
          type: 'p',
          text: 'Pide a un amigo o familiar que escriba a tu número como si fuera un paciente. Que agende una cita, la cambie y la cancele. Revisa que cada movimiento aparezca en tu Google Calendar y que reciba los recordatorios.',
        },
        { type: 'h2', text: 'Paso 6: avisa a tus pacientes' },
        {
          type: 'ul',
          items: [
            'Coloca un aviso en tu recepción: «Agenda tu cita por WhatsApp a cualquier hora».',
            'Incluye el número en tus recetas, tarjetas y redes sociales.',
            'Comparte el enlace de tu aviso de privacidad para que sepan cómo se tratan sus datos.',
          ],
        },
        {
          type: 'p',
          text: 'Durante las primeras semanas, revisa de vez en cuando las conversaciones y tu calendario. Si notas que los pacientes preguntan algo que el saludo no aclara, ajústalo: pequeños cambios en el texto hacen la experiencia más clara para todos.',
        },
        {
          type: 'p',
          text: 'Si tienes dudas sobre tu línea actual, [escríbenos](/contact) y revisamos tu caso antes de empezar.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'Your patients already have your number saved and are used to writing to you there. Changing it would mean telling everyone and risking lost messages. That is why CitaYa lets you use the WhatsApp Business number you already have. In this tutorial we explain how to prepare the connection.',
        },
        { type: 'h2', text: 'What you need' },
        {
          type: 'ul',
          items: [
            'A verified WhatsApp Business line in the name of your practice or clinic.',
            'Access to the phone that line is on, to receive verification codes.',
            'A Google account to sync your calendar.',
            'Your CitaYa account (you can [create it here](/register)).',
          ],
        },
        { type: 'h2', text: 'Step 1: back up your conversations' },
        {
          type: 'p',
          text: 'For the assistant to answer your number, the number is connected to the WhatsApp Business platform. Depending on how you use your line today, the app’s chat history may not carry over. Before connecting, **back up your conversations** from the app’s settings and keep whatever you need.',
        },
        { type: 'h2', text: 'Step 2: review your business profile' },
        {
          type: 'p',
          text: 'Take the chance to update your profile’s name, photo, address and hours. It is the first thing a new patient sees, and knowing they are writing to the right practice builds trust.',
        },
        { type: 'h2', text: 'Step 3: connect the number with our team' },
        {
          type: 'p',
          text: 'We make the connection with you, in a short session. We will ask you to confirm the number with the code you receive by text message or call, and we will link your Google Calendar. Everything is ready within 24 hours.',
        },
        { type: 'h2', text: 'Step 4: write your greeting' },
        {
          type: 'p',
          text: 'Decide how the assistant should greet your patients. A good greeting is short, says who is answering and what it can do:',
        },
        {
          type: 'quote',
          text: 'Hello, this is the practice’s assistant. I can help you book, move or cancel your appointment. What would you like to do?',
        },
        {
          type: 'p',
          text: 'Avoid promising medical answers: the assistant only manages appointments, and you handle clinical questions.',
        },
        { type: 'h2', text: 'Step 5: test it with someone you trust' },
        {
          type: 'p',
          text: 'Ask a friend or relative to write to your number as if they were a patient. Have them book an appointment, move it and cancel it. Check that every change appears in your Google Calendar and that they get the reminders.',
        },
        { type: 'h2', text: 'Step 6: tell your patients' },
        {
          type: 'ul',
          items: [
            'Put up a sign at reception: «Book your appointment on WhatsApp at any hour».',
            'Include the number on your prescriptions, cards and social media.',
            'Share the link to your privacy notice so they know how their data is processed.',
          ],
        },
        {
          type: 'p',
          text: 'During the first weeks, look at the conversations and your calendar now and then. If you notice patients asking something the greeting does not make clear, adjust it: small changes to the text make the experience clearer for everyone.',
        },
        {
          type: 'p',
          text: 'If you have questions about your current line, [write to us](/contact) and we will review your case before you start.',
        },
      ],
    },
  },
  {
    id: 6,
    slug: 'clinicas-varios-especialistas-agendas',
    type: 'article',
    trending: false,
    readTimeMinutes: 3,
    publishDate: '2025-07-14',
    title: {
      es: 'Clínicas con varios especialistas: cómo coordinar agendas sin dobles citas',
      en: 'Clinics with several specialists: coordinating schedules without double bookings',
    },
    description: {
      es: 'Un número por área, un calendario por especialista y un panel central: así se organiza una clínica que agenda por WhatsApp.',
      en: 'One number per area, one calendar per specialist and a central dashboard: how a clinic that books over WhatsApp gets organized.',
    },
    image: {
      scene: 'clinic',
      from: '#6d28d9',
      to: '#db2777',
      label: { es: 'Clínicas', en: 'Clinics' },
      alt: {
        es: 'Ilustración de varios calendarios coordinados en una clínica',
        en: 'Illustration of several coordinated calendars in a clinic',
      },
    },
    content: {
      es: [
        {
          type: 'p',
          text: 'En una clínica con varios especialistas, la agenda es un rompecabezas. Cada médico tiene su horario, sus tiempos de consulta y sus días en quirófano. La recepción atiende llamadas, mensajes y pacientes en sala al mismo tiempo. Basta un error al copiar un horario para que dos pacientes lleguen a la misma hora con el mismo médico.',
        },
        { type: 'h2', text: 'Un número por área' },
        {
          type: 'p',
          text: 'El plan Clínica de CitaYa incluye **hasta 5 números de WhatsApp**. Muchas clínicas asignan un número por especialidad o por sucursal: por ejemplo, uno para pediatría, otro para ginecología y otro para el laboratorio. Así cada paciente escribe directamente al área que necesita y el asistente ofrece solo los horarios de los especialistas correspondientes.',
        },
        {
          type: 'p',
          text: 'Si prefieres un único número para toda la clínica, el asistente puede preguntar primero qué especialidad busca el paciente.',
        },
        { type: 'h2', text: 'Un calendario por especialista' },
        {
          type: 'p',
          text: 'Cada especialista conserva su propio Google Calendar. Cuando un médico bloquea una tarde para una cirugía o un congreso, el asistente deja de ofrecer esos horarios sin que nadie tenga que avisar a recepción. Y cuando un paciente agenda, la cita aparece en el calendario del especialista correcto.',
        },
        { type: 'h2', text: 'El panel central' },
        {
          type: 'p',
          text: 'La coordinación necesita una vista de conjunto. El panel central del plan Clínica permite a la dirección y a la recepción ver la operación de todas las áreas en un solo lugar, sin entrar al calendario de cada médico.',
        },
        { type: 'h2', text: 'El nuevo papel de la recepción' },
        {
          type: 'p',
          text: 'Con las citas rutinarias automatizadas, la recepción deja de ser un centro de llamadas. Su tiempo se dedica a lo que un asistente no hace:',
        },
        {
          type: 'ul',
          items: [
            'Recibir a los pacientes y resolver dudas administrativas en persona.',
            'Atender casos especiales, como citas que requieren preparación previa.',
            'Dar seguimiento a pacientes que cancelaron y quieren reagendar.',
          ],
        },
        { type: 'h2', text: 'Recordatorios para todas las especialidades' },
        {
          type: 'p',
          text: 'Todos los pacientes reciben recordatorios 24 horas y 1 hora antes de su cita, con el nombre del especialista y la dirección correcta. Si un paciente no puede asistir, responde al mensaje y el espacio se libera para otro.',
        },
        { type: 'h2', text: 'Mide por especialidad' },
        {
          type: 'p',
          text: 'Las inasistencias no se comportan igual en todas las áreas. Lleva un registro mensual por especialidad y compara: te dirá dónde conviene reforzar los recordatorios o ajustar la duración de las citas.',
        },
        {
          type: 'p',
          text: 'Compartir estos datos con los especialistas en la reunión mensual ayuda a que todos vean el efecto de la agenda automatizada y propongan mejoras desde su propia experiencia.',
        },
        { type: 'h2', text: '¿Clínica u hospital?' },
        {
          type: 'p',
          text: 'El plan Clínica, de $1,699 MXN al mes, está pensado para equipos de hasta 5 números. Si tu institución tiene más áreas, varios edificios o necesita integrarse con sus sistemas, el plan Hospital se diseña a la medida. [Escríbenos](/contact) y lo revisamos juntos, o compara los [planes](/plans).',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'In a clinic with several specialists, the schedule is a puzzle. Every doctor has their own hours, consultation lengths and days in surgery. The front desk handles calls, messages and patients in the waiting room all at once. One mistake copying a time is enough for two patients to arrive at the same hour for the same doctor.',
        },
        { type: 'h2', text: 'One number per area' },
        {
          type: 'p',
          text: 'CitaYa’s Clinic plan includes **up to 5 WhatsApp numbers**. Many clinics give each specialty or branch its own number: for example, one for paediatrics, another for gynaecology and another for the laboratory. Each patient then writes directly to the area they need and the assistant offers only the times of the matching specialists.',
        },
        {
          type: 'p',
          text: 'If you prefer a single number for the whole clinic, the assistant can first ask which specialty the patient is looking for.',
        },
        { type: 'h2', text: 'One calendar per specialist' },
        {
          type: 'p',
          text: 'Every specialist keeps their own Google Calendar. When a doctor blocks an afternoon for surgery or a conference, the assistant stops offering those times without anyone having to tell the front desk. And when a patient books, the appointment appears in the right specialist’s calendar.',
        },
        { type: 'h2', text: 'The central dashboard' },
        {
          type: 'p',
          text: 'Coordination needs an overview. The Clinic plan’s central dashboard lets management and the front desk see how every area is running in one place, without opening each doctor’s calendar.',
        },
        { type: 'h2', text: 'The front desk’s new role' },
        {
          type: 'p',
          text: 'With routine appointments automated, the front desk stops being a call centre. Its time goes to what an assistant does not do:',
        },
        {
          type: 'ul',
          items: [
            'Welcoming patients and solving administrative questions in person.',
            'Handling special cases, such as appointments that need preparation.',
            'Following up with patients who cancelled and want to rebook.',
          ],
        },
        { type: 'h2', text: 'Reminders for every specialty' },
        {
          type: 'p',
          text: 'Every patient gets reminders 24 hours and 1 hour before their appointment, with the specialist’s name and the right address. If a patient cannot come, they reply to the message and the slot is freed for someone else.',
        },
        { type: 'h2', text: 'Measure by specialty' },
        {
          type: 'p',
          text: 'No-shows do not behave the same in every area. Keep a monthly record per specialty and compare: it tells you where to strengthen reminders or adjust appointment lengths.',
        },
        {
          type: 'p',
          text: 'Sharing these figures with the specialists at the monthly meeting helps everyone see the effect of the automated schedule and suggest improvements from their own experience.',
        },
        { type: 'h2', text: 'Clinic or hospital?' },
        {
          type: 'p',
          text: 'The Clinic plan, at $1,699 MXN a month, is designed for teams of up to 5 numbers. If your institution has more areas, several buildings or needs to connect with its own systems, the Hospital plan is tailored to you. [Write to us](/contact) and we will review it together, or compare the [plans](/plans).',
        },
      ],
    },
  },
]
