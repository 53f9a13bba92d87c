import { localizedRichText, localizedText } from '#src/fields/common.ts'
import { orderedContentCollection } from '#src/collections/shared/orderedContent.ts'

/** FAQ at /help/faq, by section; the questions marked for the landing page appear there too. */
export const FaqSections = orderedContentCollection({
  slug: 'faq-sections',
  labels: {
    singular: { es: 'Sección de preguntas', en: 'FAQ section' },
    plural: { es: 'Preguntas frecuentes', en: 'FAQ' },
  },
  useAsTitle: 'title',
  columns: ['title'],
  fields: [
    localizedText('title', { es: 'Título', en: 'Title' }, { maxLength: 80 }),
    {
      name: 'questions',
      type: 'array',
      label: { es: 'Preguntas', en: 'Questions' },
      minRows: 1,
      labels: { singular: { es: 'Pregunta', en: 'Question' }, plural: { es: 'Preguntas', en: 'Questions' } },
      fields: [
        localizedText('question', { es: 'Pregunta', en: 'Question' }, { maxLength: 200 }),
        localizedRichText('answer', { es: 'Respuesta', en: 'Answer' }),
        {
          name: 'showOnLanding',
          type: 'checkbox',
          label: { es: 'Mostrar en la página de inicio', en: 'Show on the landing page' },
          defaultValue: false,
        },
      ],
    },
  ],
})
