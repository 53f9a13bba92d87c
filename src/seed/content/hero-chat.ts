import type { Landing } from '#src/payload-types.ts'
import type { Localized } from '#src/seed/content/types.ts'

type Chat = Landing['hero']['chat']
type Message = { sender: 'patient' | 'assistant' | 'day'; time?: string; text: Localized<string> }

/**
 * The sample conversation on the landing page's phone: one patient books, moves the appointment,
 * gets the 24-hour reminder and cancels, all with the assistant. It is labelled as an example;
 * the doctor's name is made up and no figure is claimed. Same senders and times in both languages.
 * Also read by the migration that added these fields, to fill an existing landing page.
 */
const messages: Message[] = [
  { sender: 'day', text: { es: 'Lunes', en: 'Monday' } },
  {
    sender: 'patient',
    time: '21:47',
    text: {
      es: 'Hola, ¿tienen cita con la Dra. Ruiz esta semana?',
      en: 'Hi, is there an appointment with Dr. Ruiz this week?',
    },
  },
  {
    sender: 'assistant',
    time: '21:47',
    text: {
      es: '¡Hola! Tengo el jueves 14 a las 10:00 o a las 17:30. ¿Cuál prefieres?',
      en: 'Hi! I have Thursday the 14th at 10:00 or 17:30. Which one suits you?',
    },
  },
  {
    sender: 'patient',
    time: '21:48',
    text: { es: 'El jueves a las 10:00, por favor', en: 'Thursday at 10:00, please' },
  },
  {
    sender: 'assistant',
    time: '21:48',
    text: {
      es: 'Listo: agendé tu cita el jueves 14 a las 10:00 con la Dra. Ruiz.',
      en: 'Done: your appointment with Dr. Ruiz is booked for Thursday the 14th at 10:00.',
    },
  },
  { sender: 'day', text: { es: 'Martes', en: 'Tuesday' } },
  { sender: 'patient', time: '08:12', text: { es: '¿La puedo pasar al viernes?', en: 'Can I move it to Friday?' } },
  {
    sender: 'assistant',
    time: '08:12',
    text: {
      es: 'Claro. Cambié tu cita al viernes 15 a las 12:00.',
      en: 'Sure. I moved your appointment to Friday the 15th at 12:00.',
    },
  },
  { sender: 'day', text: { es: 'Jueves', en: 'Thursday' } },
  {
    sender: 'assistant',
    time: '12:00',
    text: {
      es: 'Recordatorio: mañana, viernes 15, a las 12:00 tienes cita con la Dra. Ruiz. ¿Asistirás?',
      en: 'Reminder: you see Dr. Ruiz tomorrow, Friday the 15th, at 12:00. Will you make it?',
    },
  },
  {
    sender: 'patient',
    time: '12:06',
    text: { es: 'No voy a poder, cancélala por favor', en: "I can't make it, please cancel" },
  },
  {
    sender: 'assistant',
    time: '12:06',
    text: {
      es: 'Tu cita quedó cancelada. Escríbeme cuando quieras agendar otra.',
      en: 'Your appointment is cancelled. Write to me whenever you want to book another.',
    },
  },
]

const copy: Localized<Omit<Chat, 'messages'>> = {
  es: {
    caption:
      'Ejemplo de conversación: el asistente agenda, cambia y cancela una cita, y envía el recordatorio 24 horas antes.',
    contactName: 'Consultorio Dra. Ruiz',
    contactStatus: 'Asistente de citas · en línea',
    patientLabel: 'Paciente',
    assistantLabel: 'Asistente',
  },
  en: {
    caption:
      'Sample conversation: the assistant books, moves and cancels an appointment, and sends the reminder 24 hours before.',
    contactName: "Dr. Ruiz's practice",
    contactStatus: 'Appointment assistant · online',
    patientLabel: 'Patient',
    assistantLabel: 'Assistant',
  },
}

export function heroChat(locale: 'es' | 'en') {
  return {
    ...copy[locale],
    messages: messages.map(({ sender, time, text }) => ({ sender, time: time ?? '', text: text[locale] })),
  }
}
