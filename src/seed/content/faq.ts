import type { SeedFaqSection } from '#src/seed/content/types.ts'

export const faqSections: SeedFaqSection[] = [
  {
    key: 'general',
    order: 1,
    es: { title: 'Generales' },
    en: { title: 'General' },
    questions: [
      {
        showOnLanding: true,
        es: {
          question: '¿Cómo funciona CitaYa?',
          answer: [
            {
              type: 'p',
              text: 'Conectamos un asistente a tu número de WhatsApp Business y a tu Google Calendar. Tus pacientes te escriben como siempre y el asistente les ofrece tus horarios libres, agenda la cita, la cambia o la cancela, y la anota en tu calendario.',
            },
            {
              type: 'p',
              text: 'Después envía recordatorios automáticos antes de cada cita. Tú solo revisas tu agenda.',
            },
          ],
        },
        en: {
          question: 'How does CitaYa work?',
          answer: [
            {
              type: 'p',
              text: 'We connect an assistant to your WhatsApp Business number and your Google Calendar. Your patients message you as usual and the assistant offers your free times, books the appointment, moves or cancels it, and writes it in your calendar.',
            },
            {
              type: 'p',
              text: 'It then sends automatic reminders before every appointment. You just check your schedule.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Mis pacientes tienen que instalar algo?',
          answer: [
            {
              type: 'p',
              text: 'No. Tus pacientes usan el WhatsApp que ya tienen en su teléfono. No descargan ninguna app ni crean cuentas.',
            },
          ],
        },
        en: {
          question: 'Do my patients have to install anything?',
          answer: [
            {
              type: 'p',
              text: 'No. Your patients use the WhatsApp they already have on their phone. They download no app and create no account.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Para quién es CitaYa?',
          answer: [
            {
              type: 'p',
              text: 'Para médicos independientes, psicólogos, nutriólogos, terapeutas, clínicas con varios especialistas y hospitales que reciben citas por WhatsApp.',
            },
          ],
        },
        en: {
          question: 'Who is CitaYa for?',
          answer: [
            {
              type: 'p',
              text: 'For independent doctors, psychologists, nutritionists, therapists, clinics with several specialists and hospitals that take appointments over WhatsApp.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿El asistente da consejos médicos?',
          answer: [
            {
              type: 'p',
              text: 'No. CitaYa solo gestiona citas: agenda, cambia, cancela y recuerda. No da diagnósticos, no guarda expedientes clínicos ni responde preguntas médicas; esas conversaciones siguen contigo.',
            },
            {
              type: 'p',
              text: 'Ante una urgencia, el asistente pide al paciente acudir a los servicios de emergencia.',
            },
          ],
        },
        en: {
          question: 'Does the assistant give medical advice?',
          answer: [
            {
              type: 'p',
              text: 'No. CitaYa only manages appointments: it books, moves, cancels and reminds. It gives no diagnoses, keeps no clinical records and answers no medical questions; those conversations stay with you.',
            },
            { type: 'p', text: 'In an emergency, the assistant asks the patient to contact emergency services.' },
          ],
        },
      },
    ],
  },
  {
    key: 'planes',
    order: 2,
    es: { title: 'Planes y pagos' },
    en: { title: 'Plans and payments' },
    questions: [
      {
        showOnLanding: true,
        es: {
          question: '¿Cuánto cuesta y hay prueba gratis?',
          answer: [
            { type: 'p', text: 'Todos los planes incluyen **14 días de prueba gratis**. Después:' },
            {
              type: 'ul',
              items: [
                'Médico: $399 MXN al mes, 1 número de WhatsApp.',
                'Clínica: $1,699 MXN al mes, hasta 5 números.',
                'Hospital: precio a la medida.',
              ],
            },
            { type: 'p', text: 'Consulta el detalle en [planes y precios](/plans).' },
          ],
        },
        en: {
          question: 'How much does it cost, and is there a free trial?',
          answer: [
            { type: 'p', text: 'Every plan includes a **14-day free trial**. After that:' },
            {
              type: 'ul',
              items: [
                'Individual Doctor: $399 MXN a month, 1 WhatsApp number.',
                'Clinic: $1,699 MXN a month, up to 5 numbers.',
                'Hospital: custom pricing.',
              ],
            },
            { type: 'p', text: 'See the details in [plans and pricing](/plans).' },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Qué incluye cada plan?',
          answer: [
            {
              type: 'ul',
              items: [
                '**Médico:** 1 número de WhatsApp, citas las 24 horas, Google Calendar y recordatorios.',
                '**Clínica:** hasta 5 números, múltiples especialidades, panel central y soporte prioritario.',
                '**Hospital:** una solución a la medida para instituciones; [escríbenos](/contact).',
              ],
            },
          ],
        },
        en: {
          question: 'What does each plan include?',
          answer: [
            {
              type: 'ul',
              items: [
                '**Individual Doctor:** 1 WhatsApp number, appointments around the clock, Google Calendar and reminders.',
                '**Clinic:** up to 5 numbers, multiple specialties, a central dashboard and priority support.',
                '**Hospital:** a tailored solution for institutions; [write to us](/contact).',
              ],
            },
          ],
        },
      },
      {
        showOnLanding: true,
        es: {
          question: '¿Puedo cancelar cuando quiera?',
          answer: [
            {
              type: 'p',
              text: 'Sí. No hay plazo mínimo de permanencia: cancelas cuando quieras y el servicio sigue activo hasta el final del periodo que ya pagaste.',
            },
          ],
        },
        en: {
          question: 'Can I cancel at any time?',
          answer: [
            {
              type: 'p',
              text: 'Yes. There is no minimum term: you cancel whenever you like and the service stays active until the end of the period you already paid for.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Hay descuento por pago anual?',
          answer: [{ type: 'p', text: 'Sí. Si pagas un año por adelantado, te regalamos 2 meses.' }],
        },
        en: {
          question: 'Is there a discount for paying yearly?',
          answer: [{ type: 'p', text: 'Yes. Pay for a year in advance and you get 2 months free.' }],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Cómo pido mi factura y puedo pedir un reembolso?',
          answer: [
            {
              type: 'p',
              text: 'Solicita tu factura dentro del mismo mes calendario en que hiciste el pago. Los pagos no son reembolsables; por eso la prueba gratis de 14 días te deja conocer el servicio antes de pagar. Consulta los [términos y condiciones](/terms-of-service).',
            },
          ],
        },
        en: {
          question: 'How do I get an invoice, and can I get a refund?',
          answer: [
            {
              type: 'p',
              text: 'Request your invoice within the same calendar month as your payment. Payments are non-refundable; that is why the 14-day free trial lets you try the service before you pay. See the [terms of service](/terms-of-service).',
            },
          ],
        },
      },
    ],
  },
  {
    key: 'configuracion',
    order: 3,
    es: { title: 'Configuración y uso' },
    en: { title: 'Setup and use' },
    questions: [
      {
        showOnLanding: true,
        es: {
          question: '¿Cuánto tarda la configuración?',
          answer: [
            {
              type: 'p',
              text: 'Tu asistente queda listo en menos de 24 horas. Nuestro equipo te acompaña para conectar tu número de WhatsApp Business y tu Google Calendar.',
            },
          ],
        },
        en: {
          question: 'How long does setup take?',
          answer: [
            {
              type: 'p',
              text: 'Your assistant is ready within 24 hours. Our team walks you through connecting your WhatsApp Business number and your Google Calendar.',
            },
          ],
        },
      },
      {
        showOnLanding: true,
        es: {
          question: '¿Cuándo se envían los recordatorios?',
          answer: [
            {
              type: 'p',
              text: 'El asistente envía dos recordatorios por WhatsApp: 24 horas antes y 1 hora antes de la cita. El paciente puede responder para confirmar, cambiar o cancelar.',
            },
          ],
        },
        en: {
          question: 'When are reminders sent?',
          answer: [
            {
              type: 'p',
              text: 'The assistant sends two WhatsApp reminders: 24 hours and 1 hour before the appointment. The patient can reply to confirm, move or cancel.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Puedo usar el número de WhatsApp Business que ya tengo?',
          answer: [
            {
              type: 'p',
              text: 'Sí. Puedes conservar el número que tus pacientes ya conocen. Te recomendamos respaldar tus chats antes de conectarlo; te guiamos en el proceso.',
            },
          ],
        },
        en: {
          question: 'Can I use the WhatsApp Business number I already have?',
          answer: [
            {
              type: 'p',
              text: 'Yes. You can keep the number your patients already know. We recommend backing up your chats before connecting it; we guide you through the process.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Con qué calendarios funciona?',
          answer: [
            {
              type: 'p',
              text: 'Hoy con Google Calendar, en ambos sentidos: las citas aparecen en tu calendario y los espacios que bloqueas no se ofrecen. Outlook y Apple Calendar llegarán pronto.',
            },
          ],
        },
        en: {
          question: 'Which calendars does it work with?',
          answer: [
            {
              type: 'p',
              text: 'Today with Google Calendar, both ways: appointments appear in your calendar and the times you block are not offered. Outlook and Apple Calendar are coming soon.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Qué pasa al terminar la prueba gratis?',
          answer: [
            {
              type: 'p',
              text: 'Al final de los 14 días eliges tu plan para seguir usando el servicio. Si no eliges ninguno, el asistente deja de agendar y tus datos no se pierden durante el periodo de conservación del [aviso de privacidad](/privacy).',
            },
          ],
        },
        en: {
          question: 'What happens when the free trial ends?',
          answer: [
            {
              type: 'p',
              text: 'At the end of the 14 days you choose a plan to keep using the service. If you choose none, the assistant stops booking and your data is kept for the period set out in the [privacy notice](/privacy).',
            },
          ],
        },
      },
    ],
  },
  {
    key: 'privacidad',
    order: 4,
    es: { title: 'Privacidad y seguridad' },
    en: { title: 'Privacy and security' },
    questions: [
      {
        showOnLanding: false,
        es: {
          question: '¿Quién puede ver los datos de mis pacientes?',
          answer: [
            {
              type: 'p',
              text: 'Solo tú. Los datos viajan y se guardan cifrados. CitaYa los trata únicamente para gestionar tus citas, como encargado y siguiendo tus instrucciones.',
            },
          ],
        },
        en: {
          question: 'Who can see my patients’ data?',
          answer: [
            {
              type: 'p',
              text: 'Only you. Data is encrypted in transit and at rest. CitaYa processes it only to manage your appointments, as a processor following your instructions.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Cumple con la ley mexicana de protección de datos?',
          answer: [
            {
              type: 'p',
              text: 'Tú eres el responsable de los datos de tus pacientes y CitaYa actúa como encargado. Te explicamos qué datos tratamos y cómo ejercer los derechos ARCO en nuestro [aviso de privacidad](/privacy).',
            },
          ],
        },
        en: {
          question: 'Does it comply with Mexican data protection law?',
          answer: [
            {
              type: 'p',
              text: 'You are the controller of your patients’ data and CitaYa acts as processor. Our [privacy notice](/privacy) explains what data we process and how to exercise data protection rights.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Qué información deben compartir mis pacientes por WhatsApp?',
          answer: [
            {
              type: 'p',
              text: 'Solo lo necesario para agendar: nombre, fecha y hora deseadas. El asistente pide no enviar detalles clínicos por chat; esos se tratan en consulta.',
            },
          ],
        },
        en: {
          question: 'What should my patients share over WhatsApp?',
          answer: [
            {
              type: 'p',
              text: 'Only what booking needs: name and the preferred date and time. The assistant asks patients not to send clinical details by chat; those belong in the consultation.',
            },
          ],
        },
      },
    ],
  },
  {
    key: 'soporte',
    order: 5,
    es: { title: 'Soporte' },
    en: { title: 'Support' },
    questions: [
      {
        showOnLanding: false,
        es: {
          question: '¿Cómo contacto al soporte?',
          answer: [
            {
              type: 'p',
              text: 'Por WhatsApp de lunes a viernes de 9:00 a 18:00 (hora del centro de México) o por correo desde la página de [contacto](/contact). Respondemos la mayoría de los mensajes en menos de 24 horas.',
            },
          ],
        },
        en: {
          question: 'How do I contact support?',
          answer: [
            {
              type: 'p',
              text: 'By WhatsApp, Monday to Friday 9:00–18:00 (Mexico City time), or by e-mail from the [contact](/contact) page. We answer most messages within 24 hours.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Puedo ver una demostración antes de registrarme?',
          answer: [
            {
              type: 'p',
              text: 'Sí. Agenda una llamada de 15 minutos desde la página de [contacto](/contact) y te mostramos el asistente funcionando.',
            },
          ],
        },
        en: {
          question: 'Can I see a demo before signing up?',
          answer: [
            {
              type: 'p',
              text: 'Yes. Book a 15-minute call from the [contact](/contact) page and we will show you the assistant at work.',
            },
          ],
        },
      },
      {
        showOnLanding: false,
        es: {
          question: '¿Tienen chat en vivo?',
          answer: [
            {
              type: 'p',
              text: 'El chat en vivo llegará pronto. Mientras tanto, escríbenos por WhatsApp o por correo.',
            },
          ],
        },
        en: {
          question: 'Do you have live chat?',
          answer: [
            { type: 'p', text: 'Live chat is coming soon. In the meantime, write to us on WhatsApp or by e-mail.' },
          ],
        },
      },
    ],
  },
]
