import type { GlobalConfig, PayloadRequest } from 'payload'

import { anyone, isContentEditor } from '#src/access/roles.ts'
import { copyFields } from '#src/fields/common.ts'
import { adminText } from '#src/i18n/admin.ts'
import { globalRevalidation } from '#src/data/revalidate.ts'

const number = (name: string, es: string, en: string, min = 0) => ({
  name,
  type: 'number' as const,
  label: { es, en },
  required: true,
  min,
})

/** Facts about the company that the whole site shows: brand, contact details, business constants. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { es: 'Ajustes del sitio', en: 'Site settings' },
  admin: { group: { es: 'Sitio', en: 'Site' } },
  access: { read: anyone, update: isContentEditor },
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
