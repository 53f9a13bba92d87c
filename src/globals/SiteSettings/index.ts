import type { GlobalConfig, PayloadRequest } from 'payload'

import { isContentEditor, publishedOrStaff } from '#src/access/roles.ts'
import { copyFields } from '#src/fields/common.ts'
import { adminText } from '#src/i18n/admin.ts'
import { globalRevalidation } from '#src/data/revalidate.ts'
import { contentVersions } from '#src/collections/shared/versions.ts'

const number = (name: string, es: string, en: string, min = 0) => ({
  name,
  type: 'number' as const,
  label: { es, en },
  required: true,
  min,
})

/** schema.org's days of the week (the stored values), with their labels. */
export const weekDays = [
  ['Monday', 'Lunes', 'Monday'],
  ['Tuesday', 'Martes', 'Tuesday'],
  ['Wednesday', 'Miércoles', 'Wednesday'],
  ['Thursday', 'Jueves', 'Thursday'],
  ['Friday', 'Viernes', 'Friday'],
  ['Saturday', 'Sábado', 'Saturday'],
  ['Sunday', 'Domingo', 'Sunday'],
] as const

/** A 24-hour time of day, HH:MM, as schema.org's opens and closes take it. */
const time = (name: string, es: string, en: string) => ({
  name,
  type: 'text' as const,
  label: { es, en },
  required: true,
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    typeof value === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : adminText(req, 'timeInvalid'),
})

/** Facts about the company that the whole site shows: brand, contact details, business constants. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { es: 'Ajustes del sitio', en: 'Site settings' },
  admin: { group: { es: 'Sitio', en: 'Site' } },
  access: { read: publishedOrStaff, update: isContentEditor },
  versions: contentVersions,
  hooks: { afterChange: [globalRevalidation] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { es: 'Marca', en: 'Brand' },
          fields: [
            {
              name: 'brandName',
              type: 'text',
              label: { es: 'Nombre de la marca', en: 'Brand name' },
              required: true,
              maxLength: 60,
            },
            ...copyFields({ tagline: ['Lema', 'Tagline', 'textarea'] }),
            { name: 'logo', type: 'upload', relationTo: 'media', label: { es: 'Logotipo', en: 'Logo' } },
            {
              name: 'defaultSocialImage',
              type: 'upload',
              relationTo: 'media',
              label: { es: 'Imagen para redes (por defecto)', en: 'Social sharing image (default)' },
            },
          ],
        },
        {
          label: { es: 'Contacto', en: 'Contact' },
          fields: [
            {
              name: 'salesEmail',
              type: 'email',
              label: { es: 'Correo de ventas', en: 'Sales e-mail' },
              required: true,
            },
            {
              name: 'supportEmail',
              type: 'email',
              label: { es: 'Correo de soporte', en: 'Support e-mail' },
              required: true,
            },
            {
              name: 'whatsappNumber',
              type: 'text',
              label: {
                es: 'Número de WhatsApp (con lada, solo dígitos)',
                en: 'WhatsApp number (country code, digits only)',
              },
              required: true,
              validate: (value: unknown, { req }: { req: PayloadRequest }) =>
                typeof value === 'string' && /^\d{10,15}$/.test(value) ? true : adminText(req, 'phoneInvalid'),
            },
            ...copyFields({
              whatsappGreeting: ['Saludo prellenado de WhatsApp', 'Prefilled WhatsApp greeting', 'textarea'],
              supportHours: ['Horario de atención', 'Support hours'],
            }),
            {
              // The same hours as data (schema.org OpeningHoursSpecification in the site's
              // structured data, src/seo/structured-data.ts); the text above is what visitors read.
              name: 'openingHours',
              type: 'array',
              label: { es: 'Horario de atención (para buscadores)', en: 'Support hours (for search engines)' },
              labels: {
                singular: { es: 'Horario', en: 'Hours' },
                plural: { es: 'Horarios', en: 'Hours' },
              },
              admin: {
                description: {
                  es: 'El mismo horario que el texto de arriba, por días y en hora del centro de México: lo leen Google y otros buscadores.',
                  en: 'The same hours as the text above, by day, in Mexico City time: read by Google and other search engines.',
                },
              },
              fields: [
                {
                  name: 'days',
                  type: 'select',
                  hasMany: true,
                  required: true,
                  label: { es: 'Días', en: 'Days' },
                  options: weekDays.map(([value, es, en]) => ({ value, label: { es, en } })),
                },
                time('opens', 'Abre (HH:MM)', 'Opens (HH:MM)'),
                time('closes', 'Cierra (HH:MM)', 'Closes (HH:MM)'),
              ],
            },
            number('replyWithinHours', 'Respondemos en (horas)', 'Reply within (hours)', 1),
            {
              name: 'socialLinks',
              type: 'array',
              label: { es: 'Redes sociales', en: 'Social links' },
              labels: {
                singular: { es: 'Red social', en: 'Social link' },
                plural: { es: 'Redes sociales', en: 'Social links' },
              },
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  label: { es: 'Red', en: 'Platform' },
                  required: true,
                  options: ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok'],
                },
                {
                  name: 'url',
                  type: 'text',
                  label: { es: 'Dirección (URL)', en: 'URL' },
                  required: true,
                  validate: (v: unknown, { req }: { req: PayloadRequest }) =>
                    typeof v === 'string' && v.startsWith('https://') ? true : adminText(req, 'httpsInvalid'),
                },
              ],
            },
          ],
        },
        {
          label: { es: 'Constantes', en: 'Constants' },
          fields: [
            number('trialDays', 'Días de prueba gratis', 'Free trial days', 1),
            number('demoCallMinutes', 'Duración de la demo (minutos)', 'Demo call length (minutes)', 1),
            number('firstReminderHours', 'Primer recordatorio (horas antes)', 'First reminder (hours before)', 1),
            number('secondReminderHours', 'Segundo recordatorio (horas antes)', 'Second reminder (hours before)', 1),
            number('setupHours', 'Configuración lista en (horas)', 'Setup done within (hours)', 1),
            number('annualFreeMonths', 'Meses gratis con pago anual', 'Free months with annual payment'),
            number(
              'clinicMaxNumbers',
              'Números de WhatsApp del plan Clínica',
              'WhatsApp numbers on the Clinic plan',
              1,
            ),
          ],
        },
      ],
    },
  ],
}
