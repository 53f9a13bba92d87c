import type { PostScene } from '#src/seed/images.ts'
import type { LexicalJSON } from '#src/seed/richtext.ts'
import { toLexical } from '#src/seed/richtext.ts'

/**
 * Pages made from blocks (src/page-builder), from the spec's audience: a page for psychologists
 * and one for nutritionists, in both languages, sharing one reusable section. Plans, FAQ sections
 * and integrations are placed by their seed keys (the seed turns them into ids): the pages show
 * them live. Together they use every block type (the psychologists' page alone does: it is the
 * page the HTML, accessibility and speed checks measure every block with).
 */
type Copy = { es: string; en: string }
const both = (es: string, en: string): Copy => ({ es, en })

export const startSection = {
  title: both('Cómo empezar (sección reutilizable)', 'Getting started (reusable section)'),
  steps: {
    heading: both('Empieza en tres pasos', 'Start in three steps'),
    items: [
      [
        both('Crea tu cuenta', 'Create your account'),
        both('Regístrate gratis en minutos.', 'Sign up free in minutes.'),
      ],
      [
        both('Conecta tu WhatsApp', 'Connect your WhatsApp'),
        both('Tus pacientes escriben al número de siempre.', 'Your patients message the number they already know.'),
      ],
      [
        both('Recibe citas confirmadas', 'Get confirmed appointments'),
        both('El asistente agenda, recuerda y reprograma.', 'The assistant books, reminds and reschedules.'),
      ],
    ],
  },
  cta: {
    heading: both('¿Listo para llenar tu agenda?', 'Ready to fill your calendar?'),
    text: both('Prueba CitaYa sin costo.', 'Try CitaYa free.'),
    buttonLabel: both('Crear cuenta', 'Create account'),
  },
}

export type SeedPage = {
  slug: Copy
  title: Copy
  hero: { eyebrow: Copy; headline: Copy; text: Copy }
  cards: {
    heading: Copy
    items: Array<{ icon: 'calendar' | 'bell' | 'clock' | 'message' | 'users' | 'chart'; title: Copy; text: Copy }>
  }
  text: Record<'es' | 'en', LexicalJSON>
  quote: { quote: Copy; author: string; role: Copy }
  plans: string[]
  faq: string[]
  integrations: string[]
  /** An image-with-text block, its image drawn like a blog cover. */
  imageText: { heading: Copy; text: Copy; scene: PostScene; alt: Copy }
  /** The closing block: the contact form with its subject preset, or a button to the contact page filled in. */
  contact:
    | { as: 'form'; heading: Copy; text: Copy; subject: Copy }
    | { as: 'cta'; heading: Copy; buttonLabel: Copy; subject: Copy; message: Copy }
}

export const seedPages: SeedPage[] = [
  {
    slug: both('para-psicologos', 'for-psychologists'),
    title: both('Para psicólogos', 'For psychologists'),
    hero: {
      eyebrow: both('Psicología y terapia', 'Psychology and therapy'),
      headline: both(
        'Tus sesiones agendadas por WhatsApp, sin llamadas',
        'Your sessions booked over WhatsApp, no calls',
      ),
      text: both(
        'El asistente agenda, confirma y reprograma las sesiones con discreción, mientras tú atiendes.',
        'The assistant books, confirms and reschedules sessions discreetly while you see your patients.',
      ),
    },
    cards: {
      heading: both('Pensado para la consulta psicológica', 'Made for therapy practices'),
      items: [
        {
          icon: 'calendar',
          title: both('Sesiones recurrentes', 'Recurring sessions'),
          text: both('Agenda la misma hora cada semana.', 'Book the same hour every week.'),
        },
        {
          icon: 'bell',
          title: both('Menos inasistencias', 'Fewer no-shows'),
          text: both('Recordatorios un día antes.', 'Reminders the day before.'),
        },
        {
          icon: 'message',
          title: both('Trato discreto', 'Discreet by design'),
          text: both('Mensajes breves y privados.', 'Short, private messages.'),
        },
      ],
    },
    text: {
      es: toLexical([
        { type: 'h2', text: 'Tu consulta, siempre disponible' },
        { type: 'p', text: 'Tus pacientes piden cita a cualquier hora; tú decides tus horarios y tus descansos.' },
      ]),
      en: toLexical([
        { type: 'h2', text: 'Your practice, always available' },
        { type: 'p', text: 'Patients ask for a session at any hour; you set your hours and your breaks.' },
      ]),
    },
    quote: {
      quote: both(
        'Dejé de contestar mensajes entre sesiones: ahora las citas llegan confirmadas.',
        'I stopped answering messages between sessions: appointments now arrive confirmed.',
      ),
      author: 'Dra. Mariana Ríos',
      role: both('Psicóloga clínica, Guadalajara', 'Clinical psychologist, Guadalajara'),
    },
    plans: ['medico', 'clinica'],
    faq: ['general'],
    integrations: ['whatsapp', 'calendar-sync'],
    imageText: {
      heading: both('Tu agenda y tus notas, en orden', 'Your calendar, in order'),
      text: both(
        'Cada sesión confirmada aparece en tu Google Calendar con el nombre del paciente; si alguien cancela, el espacio se libera solo y el asistente lo ofrece a quien espera.',
        'Every confirmed session shows in your Google Calendar with the patient’s name; when someone cancels, the slot frees itself and the assistant offers it to whoever is waiting.',
      ),
      scene: 'calendar-sync',
      alt: both('Un calendario sincronizado con sesiones confirmadas', 'A synced calendar with confirmed sessions'),
    },
    contact: {
      as: 'form',
      heading: both('¿Trabajas en un centro de terapia?', 'Do you work at a therapy centre?'),
      text: both(
        'Cuéntanos cuántos psicólogos son y te mostramos CitaYa con su agenda.',
        'Tell us how many psychologists you are and we will show you CitaYa with your calendar.',
      ),
      subject: both('Centro de terapia', 'Therapy centre'),
    },
  },
  {
    slug: both('para-nutriologos', 'for-nutritionists'),
    title: both('Para nutriólogos', 'For nutritionists'),
    hero: {
      eyebrow: both('Nutrición', 'Nutrition'),
      headline: both('Consultas y seguimientos agendados solos', 'Consultations and follow-ups that book themselves'),
      text: both(
        'Tus pacientes agendan su seguimiento por WhatsApp y reciben el recordatorio a tiempo.',
        'Your patients book their follow-up over WhatsApp and get the reminder on time.',
      ),
    },
    cards: {
      heading: both('Seguimiento sin esfuerzo', 'Effortless follow-up'),
      items: [
        {
          icon: 'clock',
          title: both('Seguimientos puntuales', 'Timely follow-ups'),
          text: both('Propone la siguiente cita al terminar.', 'Offers the next visit when one ends.'),
        },
        {
          icon: 'users',
          title: both('Más pacientes', 'More patients'),
          text: both('Atiende mensajes a cualquier hora.', 'Answers messages at any hour.'),
        },
        {
          icon: 'chart',
          title: both('Agenda clara', 'A clear calendar'),
          text: both('Todo en un solo lugar.', 'Everything in one place.'),
        },
      ],
    },
    text: {
      es: toLexical([
        { type: 'h2', text: 'Constancia para tus pacientes' },
        { type: 'p', text: 'Un plan de alimentación funciona con seguimiento: CitaYa lo hace fácil.' },
      ]),
      en: toLexical([
        { type: 'h2', text: 'Consistency for your patients' },
        { type: 'p', text: 'A meal plan works with follow-up: CitaYa makes it easy.' },
      ]),
    },
    quote: {
      quote: both(
        'Mis pacientes ya no olvidan su seguimiento mensual.',
        'My patients no longer forget their monthly follow-up.',
      ),
      author: 'Lic. Jorge Salas',
      role: both('Nutriólogo, Monterrey', 'Nutritionist, Monterrey'),
    },
    plans: ['medico'],
    faq: ['planes'],
    integrations: ['calendar-sync'],
    imageText: {
      heading: both('Recordatorios que sí llegan', 'Reminders that arrive'),
      text: both(
        'Un día antes de cada seguimiento tu paciente recibe un recordatorio por WhatsApp y confirma, cambia o cancela con un mensaje.',
        'The day before each follow-up your patient gets a WhatsApp reminder and confirms, moves or cancels with one message.',
      ),
      scene: 'reminder',
      alt: both('Un recordatorio de cita en WhatsApp', 'An appointment reminder on WhatsApp'),
    },
    contact: {
      as: 'cta',
      heading: both('¿Tienes dudas?', 'Questions?'),
      buttonLabel: both('Contáctanos', 'Contact us'),
      subject: both('Consulta de nutrición', 'Nutrition practice'),
      message: both(
        'Quiero saber cómo funciona CitaYa en mi consulta de nutrición.',
        'I would like to know how CitaYa works in my nutrition practice.',
      ),
    },
  },
]
