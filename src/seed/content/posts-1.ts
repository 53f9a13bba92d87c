import type { SeedPost } from '#src/seed/content/types.ts'

export const postsPart1: SeedPost[] = [
  {
    id: 1,
    slug: 'recordatorios-whatsapp-reducen-inasistencias',
    type: 'article',
    trending: true,
    readTimeMinutes: 3,
    publishDate: '2025-08-18',
    title: {
      es: 'Cómo los recordatorios por WhatsApp reducen las inasistencias en tu consultorio',
      en: 'How WhatsApp reminders reduce no-shows in your practice',
    },
    description: {
      es: 'Por qué los pacientes faltan, qué debe decir un buen recordatorio y cómo aprovechar los espacios que se liberan.',
      en: 'Why patients miss appointments, what a good reminder says and how to use the slots that open up.',
    },
    image: {
      scene: 'reminder',
      from: '#0f766e',
      to: '#0369a1',
      label: { es: 'Recordatorios', en: 'Reminders' },
      alt: {
        es: 'Ilustración de un teléfono con un recordatorio de cita médica',
        en: 'Illustration of a phone showing a medical appointment reminder',
      },
    },
    content: {
      es: [
        {
          type: 'p',
          text: 'Cada paciente que no llega a su cita es una hora de consulta que nadie aprovecha. Para un médico independiente, unas cuantas inasistencias a la semana significan ingresos perdidos, una agenda que parece llena pero no lo está y pacientes en lista de espera que pudieron haberse atendido antes. La buena noticia es que la mayoría de las faltas no son mala voluntad: son olvidos, cambios de planes o dudas que nadie resolvió a tiempo.',
        },
        { type: 'h2', text: 'Por qué faltan los pacientes' },
        {
          type: 'p',
          text: 'Las razones se repiten en casi cualquier especialidad. El paciente agendó hace semanas y simplemente lo olvidó. Surgió un compromiso de trabajo y no encontró un momento para llamar y cancelar. Llamó, pero el teléfono del consultorio estaba ocupado o fuera de horario. O no estaba seguro de la dirección, del horario o de si necesitaba llevar estudios, y prefirió no ir.',
        },
        {
          type: 'p',
          text: 'Todas estas causas tienen algo en común: se resuelven con un mensaje oportuno y con una forma sencilla de responder.',
        },
        { type: 'h2', text: 'Por qué WhatsApp funciona mejor que una llamada' },
        {
          type: 'p',
          text: 'En México, WhatsApp es el canal que la mayoría de las personas revisa varias veces al día. Un mensaje se lee en el momento que el paciente elige, sin interrumpir su trabajo, y queda guardado para consultarlo después. Una llamada, en cambio, exige que ambos estén disponibles al mismo tiempo, y muchas veces termina en un buzón de voz que nadie escucha.',
        },
        {
          type: 'p',
          text: 'Además, el paciente no tiene que instalar nada ni crear cuentas: usa la aplicación que ya tiene en su teléfono.',
        },
        { type: 'h2', text: 'Dos recordatorios, en el momento justo' },
        {
          type: 'p',
          text: 'CitaYa envía dos recordatorios automáticos: **24 horas antes** y **1 hora antes** de cada cita. El primero le da al paciente tiempo para reorganizar su día o avisar que no podrá asistir; el segundo es el empujón final para salir a tiempo.',
        },
        { type: 'h3', text: 'Qué debe decir un buen recordatorio' },
        {
          type: 'ul',
          items: [
            'El nombre del paciente y el del profesional o la clínica.',
            'La fecha y la hora de la cita, escritas sin ambigüedad.',
            'La dirección o una referencia para llegar.',
            'Una forma clara de confirmar, cambiar o cancelar respondiendo al mismo mensaje.',
          ],
        },
        {
          type: 'p',
          text: 'Lo que no debe incluir son detalles clínicos. Un recordatorio es logística, no consulta, y cuidar la privacidad del paciente también genera confianza.',
        },
        { type: 'h2', text: 'Confirmar, cambiar o cancelar sin llamar' },
        {
          type: 'p',
          text: 'El verdadero efecto de un recordatorio aparece cuando el paciente puede actuar en el mismo chat. Si responde que no podrá asistir, el asistente le ofrece otros horarios libres y mueve la cita en tu Google Calendar. Si cancela, el espacio queda disponible de inmediato. Nadie tuvo que contestar el teléfono.',
        },
        { type: 'h2', text: 'Qué hacer con los espacios que se liberan' },
        {
          type: 'p',
          text: 'Una cancelación con 24 horas de anticipación ya no es una pérdida: es una oportunidad. Como el asistente ofrece tus horarios libres a cualquier paciente que escriba, ese espacio puede ocuparse con alguien que quería una cita más pronto. También puedes revisar tu calendario cada mañana y avisar a pacientes que pidieron adelantar su consulta.',
        },
        { type: 'h2', text: 'Mide antes y después' },
        {
          type: 'p',
          text: 'Para saber si los recordatorios funcionan en tu consultorio, anota durante un mes cuántas citas se pierden por inasistencia. Después activa los recordatorios y compara con el mes siguiente. Los números de tu propia práctica son los que importan.',
        },
        { type: 'quote', text: 'Un buen recordatorio no presiona al paciente: le facilita cumplir o avisar a tiempo.' },
        {
          type: 'p',
          text: 'Si quieres probarlo en tu consultorio, [crea tu cuenta](/register) y usa CitaYa gratis durante 14 días.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'Every patient who does not turn up is an hour of consultation nobody uses. For an independent doctor, a few no-shows a week mean lost income, a schedule that looks full but is not, and waiting-list patients who could have been seen sooner. The good news is that most no-shows are not bad will: they are forgetfulness, changed plans or questions nobody answered in time.',
        },
        { type: 'h2', text: 'Why patients miss appointments' },
        {
          type: 'p',
          text: 'The reasons repeat across almost every specialty. The patient booked weeks ago and simply forgot. A work commitment came up and there was no moment to call and cancel. They called, but the practice phone was busy or it was after hours. Or they were unsure about the address, the time or whether to bring test results, and decided not to go.',
        },
        {
          type: 'p',
          text: 'All of these causes have something in common: a timely message and an easy way to reply solve them.',
        },
        { type: 'h2', text: 'Why WhatsApp works better than a phone call' },
        {
          type: 'p',
          text: 'In Mexico, WhatsApp is the channel most people check several times a day. A message is read when the patient chooses, without interrupting their work, and it stays there to check later. A call, on the other hand, needs both sides to be available at the same time, and often ends in a voicemail nobody listens to.',
        },
        {
          type: 'p',
          text: 'Besides, the patient installs nothing and creates no account: they use the app already on their phone.',
        },
        { type: 'h2', text: 'Two reminders, at the right moment' },
        {
          type: 'p',
          text: 'CitaYa sends two automatic reminders: **24 hours before** and **1 hour before** every appointment. The first gives the patient time to rearrange their day or say they cannot come; the second is the final nudge to leave on time.',
        },
        { type: 'h3', text: 'What a good reminder says' },
        {
          type: 'ul',
          items: [
            'The patient’s name and the name of the professional or clinic.',
            'The date and time of the appointment, written unambiguously.',
            'The address or a landmark to find it.',
            'A clear way to confirm, move or cancel by replying to the same message.',
          ],
        },
        {
          type: 'p',
          text: 'What it should not include is clinical detail. A reminder is logistics, not a consultation, and protecting the patient’s privacy also builds trust.',
        },
        { type: 'h2', text: 'Confirm, move or cancel without calling' },
        {
          type: 'p',
          text: 'The real effect of a reminder shows when the patient can act in the same chat. If they reply that they cannot come, the assistant offers other free times and moves the appointment in your Google Calendar. If they cancel, the slot is free at once. Nobody had to answer the phone.',
        },
        { type: 'h2', text: 'What to do with the slots that open up' },
        {
          type: 'p',
          text: 'A cancellation 24 hours ahead is no longer a loss: it is an opportunity. Because the assistant offers your free times to any patient who writes, that slot can go to someone who wanted an earlier appointment. You can also check your calendar every morning and let patients who asked to come sooner know.',
        },
        { type: 'h2', text: 'Measure before and after' },
        {
          type: 'p',
          text: 'To find out whether reminders work in your practice, write down for a month how many appointments are lost to no-shows. Then switch the reminders on and compare with the following month. The numbers of your own practice are the ones that matter.',
        },
        {
          type: 'quote',
          text: 'A good reminder does not pressure the patient: it makes it easy to keep the appointment or to warn in time.',
        },
        {
          type: 'p',
          text: 'If you want to try it in your practice, [create your account](/register) and use CitaYa free for 14 days.',
        },
      ],
    },
  },
  {
    id: 2,
    slug: 'conecta-google-calendar-paso-a-paso',
    type: 'tutorial',
    trending: false,
    readTimeMinutes: 3,
    publishDate: '2025-08-11',
    title: {
      es: 'Tutorial: conecta tu Google Calendar con CitaYa paso a paso',
      en: 'Tutorial: connect your Google Calendar to CitaYa step by step',
    },
    description: {
      es: 'Autoriza tu calendario, elige dónde se guardan las citas y bloquea tu tiempo personal para que el asistente nunca lo ofrezca.',
      en: 'Authorize your calendar, choose where appointments are saved and block your personal time so the assistant never offers it.',
    },
    image: {
      scene: 'calendar-sync',
      from: '#0e7490',
      to: '#15803d',
      label: { es: 'Google Calendar', en: 'Google Calendar' },
      alt: {
        es: 'Ilustración de un calendario sincronizado con un chat de WhatsApp',
        en: 'Illustration of a calendar in sync with a WhatsApp chat',
      },
    },
    content: {
      es: [
        {
          type: 'p',
          text: 'Tu asistente de CitaYa ofrece a los pacientes solo los horarios en los que realmente estás disponible. Para lograrlo necesita leer y escribir en tu Google Calendar. En este tutorial te explicamos cómo conectarlo, qué permisos se piden y cómo sacarle provecho desde el primer día.',
        },
        { type: 'h2', text: 'Antes de empezar' },
        {
          type: 'ul',
          items: [
            'Una cuenta de Google con el calendario que usas para tu consulta.',
            'Tu cuenta de CitaYa creada (si aún no la tienes, [regístrate aquí](/register)).',
            'Tu horario de consulta a la mano: días, horas y duración habitual de cada cita.',
          ],
        },
        { type: 'h2', text: 'Paso 1: autoriza el acceso a tu calendario' },
        {
          type: 'p',
          text: 'Durante la configuración te pediremos iniciar sesión con tu cuenta de Google y autorizar el acceso a tu calendario. Google te mostrará exactamente qué permisos solicita CitaYa: ver tu disponibilidad y crear, modificar o eliminar los eventos de las citas. Sin esos permisos el asistente no podría evitar choques de horario.',
        },
        {
          type: 'p',
          text: 'Puedes revocar el acceso cuando quieras desde la configuración de seguridad de tu cuenta de Google.',
        },
        { type: 'h2', text: 'Paso 2: elige el calendario de citas' },
        {
          type: 'p',
          text: 'Si tienes varios calendarios, por ejemplo uno personal y otro del consultorio, indica en cuál deben guardarse las citas. Te recomendamos un calendario dedicado a la consulta: así tu agenda personal queda separada y es más fácil compartirla con tu asistente o recepción.',
        },
        { type: 'h2', text: 'Paso 3: define tu horario y la duración de las citas' },
        {
          type: 'p',
          text: 'Indica los días y horas en que atiendes y cuánto dura una cita típica. Con esa información el asistente calcula los espacios que puede ofrecer. Si atiendes en dos consultorios distintos, dinos en qué horario estás en cada uno para que el paciente reciba la dirección correcta.',
        },
        { type: 'h2', text: 'Paso 4: bloquea tu tiempo personal' },
        {
          type: 'p',
          text: 'La sincronización funciona en ambos sentidos. Cualquier evento que crees en tu Google Calendar, como una junta, una cirugía o unas vacaciones, bloquea ese horario y el asistente deja de ofrecerlo. No tienes que avisar a nadie: basta con agregar el evento.',
        },
        { type: 'h2', text: 'Paso 5: haz una prueba' },
        {
          type: 'p',
          text: 'Pide a un familiar o colega que escriba a tu número de WhatsApp y agende una cita. En unos segundos verás el evento en tu calendario con el nombre del paciente y su teléfono. Después pídele que la cambie o la cancele y comprueba que el evento se actualiza.',
        },
        { type: 'h2', text: 'Si algo no aparece' },
        {
          type: 'ul',
          items: [
            'Revisa que estés viendo el calendario que elegiste para las citas.',
            'Confirma que el acceso de CitaYa siga autorizado en tu cuenta de Google.',
            'Comprueba que el horario que esperabas no esté bloqueado por otro evento.',
          ],
        },
        {
          type: 'p',
          text: 'No tienes que hacerlo solo: nuestro equipo te acompaña y tu asistente queda listo en menos de 24 horas. Si tienes dudas, [escríbenos](/contact).',
        },
        { type: 'h2', text: '¿Y si uso Outlook o Apple Calendar?' },
        {
          type: 'p',
          text: 'Hoy CitaYa se sincroniza con Google Calendar. La integración con Outlook y Apple Calendar llegará pronto; mientras tanto, muchos profesionales usan un calendario de Google dedicado a la consulta y lo consultan desde cualquier dispositivo.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'Your CitaYa assistant offers patients only the times when you are really available. To do that it needs to read and write your Google Calendar. In this tutorial we explain how to connect it, which permissions are requested and how to get the most out of it from day one.',
        },
        { type: 'h2', text: 'Before you start' },
        {
          type: 'ul',
          items: [
            'A Google account with the calendar you use for your practice.',
            'Your CitaYa account (if you do not have one yet, [sign up here](/register)).',
            'Your consultation hours at hand: days, hours and the usual length of an appointment.',
          ],
        },
        { type: 'h2', text: 'Step 1: authorize access to your calendar' },
        {
          type: 'p',
          text: 'During setup we ask you to sign in with your Google account and authorize access to your calendar. Google shows you exactly which permissions CitaYa requests: seeing your availability and creating, changing or deleting appointment events. Without those permissions the assistant could not avoid clashes.',
        },
        { type: 'p', text: 'You can revoke access whenever you like from your Google account’s security settings.' },
        { type: 'h2', text: 'Step 2: choose the appointments calendar' },
        {
          type: 'p',
          text: 'If you have several calendars, for example a personal one and one for the practice, say which one appointments go to. We recommend a calendar dedicated to your practice: your personal schedule stays separate and it is easier to share with your assistant or front desk.',
        },
        { type: 'h2', text: 'Step 3: set your hours and the length of appointments' },
        {
          type: 'p',
          text: 'Enter the days and hours you see patients and how long a typical appointment lasts. With that information the assistant works out the slots it can offer. If you work in two different offices, tell us when you are at each one so that patients get the right address.',
        },
        { type: 'h2', text: 'Step 4: block your personal time' },
        {
          type: 'p',
          text: 'Sync works both ways. Any event you create in your Google Calendar, such as a meeting, a surgery or a holiday, blocks that time and the assistant stops offering it. You do not have to tell anyone: just add the event.',
        },
        { type: 'h2', text: 'Step 5: run a test' },
        {
          type: 'p',
          text: 'Ask a relative or colleague to write to your WhatsApp number and book an appointment. Within seconds you will see the event in your calendar with the patient’s name and phone number. Then ask them to move or cancel it and check that the event is updated.',
        },
        { type: 'h2', text: 'If something does not show up' },
        {
          type: 'ul',
          items: [
            'Check that you are looking at the calendar you chose for appointments.',
            'Confirm that CitaYa’s access is still authorized in your Google account.',
            'Make sure the time you expected is not blocked by another event.',
          ],
        },
        {
          type: 'p',
          text: 'You do not have to do it alone: our team walks you through it and your assistant is ready within 24 hours. If you have questions, [write to us](/contact).',
        },
        { type: 'h2', text: 'What if I use Outlook or Apple Calendar?' },
        {
          type: 'p',
          text: 'Today CitaYa syncs with Google Calendar. Outlook and Apple Calendar integration is coming soon; meanwhile, many professionals keep a Google calendar dedicated to their practice and check it from any device.',
        },
      ],
    },
  },
  {
    id: 3,
    slug: 'proteger-datos-pacientes-whatsapp',
    type: 'article',
    trending: false,
    readTimeMinutes: 3,
    publishDate: '2025-08-04',
    title: {
      es: 'Datos de pacientes y WhatsApp: lo que todo médico en México debe cuidar',
      en: 'Patient data and WhatsApp: what every doctor in Mexico should look after',
    },
    description: {
      es: 'Responsable y encargado, aviso de privacidad, derechos ARCO y buenas prácticas para agendar por chat sin exponer información clínica.',
      en: 'Controller and processor, privacy notice, data rights and good practice for booking by chat without exposing clinical information.',
    },
    image: {
      scene: 'privacy',
      from: '#1d4ed8',
      to: '#0f766e',
      label: { es: 'Privacidad', en: 'Privacy' },
      alt: {
        es: 'Ilustración de un escudo que protege un chat de citas',
        en: 'Illustration of a shield protecting an appointment chat',
      },
    },
    content: {
      es: [
        {
          type: 'p',
          text: 'Agendar por WhatsApp es cómodo para tus pacientes, pero implica tratar datos personales y, a veces, datos de salud. La ley federal de protección de datos personales en posesión de los particulares establece obligaciones claras para quien los trata. Este artículo resume lo esencial para un consultorio; no sustituye la asesoría de un especialista, y te recomendamos consultar a tu propio asesor legal.',
        },
        { type: 'h2', text: 'Quién es quién: responsable y encargado' },
        {
          type: 'p',
          text: 'Cuando un paciente te escribe para agendar, **tú eres el responsable** de sus datos: decides para qué se usan y cómo. Cuando usas CitaYa, nosotros actuamos como **encargado**: tratamos los datos solo para gestionar tus citas y siguiendo tus instrucciones. El paciente es el **titular** y conserva sus derechos sobre su información.',
        },
        { type: 'h2', text: 'Tu aviso de privacidad' },
        {
          type: 'p',
          text: 'Como responsable, necesitas un aviso de privacidad que explique a tus pacientes qué datos recabas, para qué, con quién los compartes y cómo pueden ejercer sus derechos. Debe mencionar que usas proveedores tecnológicos para agendar y enviar recordatorios. Tenlo disponible en tu consultorio y en un enlace que puedas compartir por WhatsApp.',
        },
        { type: 'h2', text: 'Derechos ARCO' },
        {
          type: 'p',
          text: 'Tus pacientes pueden acceder a sus datos, rectificarlos, cancelarlos u oponerse a su uso. Define quién en tu consultorio recibe estas solicitudes y cómo se responden. Si un paciente escribe a CitaYa, turnamos la solicitud a ti, que eres el responsable, y te ayudamos a atenderla con la información que tratamos.',
        },
        { type: 'h2', text: 'Comparte solo lo que la cita necesita' },
        {
          type: 'p',
          text: 'Para agendar basta con el nombre del paciente, su teléfono y el horario que prefiere. Los síntomas, diagnósticos o resultados de estudios no deberían viajar por chat: son datos sensibles y su lugar es la consulta. Por eso el asistente de CitaYa pide a los pacientes no enviar detalles clínicos y se limita a la logística de la cita.',
        },
        {
          type: 'ul',
          items: [
            'Evita pedir por chat información clínica para «adelantar» la consulta.',
            'No reenvíes capturas de conversaciones con pacientes a grupos o a terceros.',
            'Si un paciente comparte información sensible, no la repitas en los recordatorios.',
          ],
        },
        { type: 'h2', text: 'Seguridad: cifrado y control de acceso' },
        {
          type: 'p',
          text: 'En CitaYa los datos viajan y se guardan cifrados, y solo tú puedes ver la información de tus pacientes. En tu consultorio, la otra mitad de la seguridad depende de hábitos sencillos:',
        },
        {
          type: 'ul',
          items: [
            'Usa una contraseña propia y segura para tu cuenta y no la compartas.',
            'Cierra sesión en equipos compartidos.',
            'Da acceso a tu calendario solo a las personas que lo necesitan.',
          ],
        },
        { type: 'h2', text: 'Conservación y eliminación' },
        {
          type: 'p',
          text: 'Los datos deben conservarse solo mientras se necesiten. Si dejas el servicio, puedes pedir la exportación de tus datos y, pasado el plazo de conservación, se eliminan. Consulta los detalles en nuestro [aviso de privacidad](/privacy).',
        },
        {
          type: 'quote',
          text: 'La confianza de un paciente empieza antes de la consulta: en la forma en que cuidas su información desde el primer mensaje.',
        },
        {
          type: 'p',
          text: '¿Tienes dudas sobre cómo tratamos los datos? Revisa las [preguntas frecuentes](/help/faq) o [escríbenos](/contact).',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'Booking over WhatsApp is convenient for your patients, but it means processing personal data and, sometimes, health data. Mexico’s federal law on the protection of personal data held by private parties sets clear obligations for whoever processes it. This article sums up the essentials for a practice; it is not a substitute for specialist advice, and we recommend consulting your own legal adviser.',
        },
        { type: 'h2', text: 'Who is who: controller and processor' },
        {
          type: 'p',
          text: 'When a patient writes to you to book, **you are the controller** of their data: you decide what it is used for and how. When you use CitaYa, we act as **processor**: we process the data only to manage your appointments and on your instructions. The patient is the **data subject** and keeps their rights over their information.',
        },
        { type: 'h2', text: 'Your privacy notice' },
        {
          type: 'p',
          text: 'As controller, you need a privacy notice that tells your patients what data you collect, why, who you share it with and how they can exercise their rights. It should mention that you use technology providers to book appointments and send reminders. Keep it available at your practice and at a link you can share on WhatsApp.',
        },
        { type: 'h2', text: 'Data rights' },
        {
          type: 'p',
          text: 'Your patients can access, rectify or cancel their data, or object to its use. Decide who at your practice receives these requests and how they are answered. If a patient writes to CitaYa, we forward the request to you, as controller, and help you answer it with the information we process.',
        },
        { type: 'h2', text: 'Share only what the appointment needs' },
        {
          type: 'p',
          text: 'To book, the patient’s name, phone number and preferred time are enough. Symptoms, diagnoses or test results should not travel by chat: they are sensitive data and belong in the consultation. That is why CitaYa’s assistant asks patients not to send clinical details and sticks to the logistics of the appointment.',
        },
        {
          type: 'ul',
          items: [
            'Avoid asking for clinical information by chat to «get ahead» of the consultation.',
            'Do not forward screenshots of patient conversations to groups or third parties.',
            'If a patient shares sensitive information, do not repeat it in reminders.',
          ],
        },
        { type: 'h2', text: 'Security: encryption and access control' },
        {
          type: 'p',
          text: 'At CitaYa, data is encrypted in transit and at rest, and only you can see your patients’ information. At your practice, the other half of security depends on simple habits:',
        },
        {
          type: 'ul',
          items: [
            'Use your own strong password for your account and do not share it.',
            'Sign out on shared computers.',
            'Give access to your calendar only to the people who need it.',
          ],
        },
        { type: 'h2', text: 'Retention and deletion' },
        {
          type: 'p',
          text: 'Data should be kept only as long as it is needed. If you leave the service, you can ask to export your data and, once the retention period has passed, it is deleted. See the details in our [privacy notice](/privacy).',
        },
        {
          type: 'quote',
          text: 'A patient’s trust starts before the consultation: in how you look after their information from the first message.',
        },
        {
          type: 'p',
          text: 'Questions about how we process data? Read the [frequently asked questions](/help/faq) or [write to us](/contact).',
        },
      ],
    },
  },
]
