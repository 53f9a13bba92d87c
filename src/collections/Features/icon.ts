import type { SelectField } from 'payload'

/** Icons the site can draw (see the icon component); content picks one by name. */
export const iconNames = [
  'calendar',
  'bell',
  'clock',
  'shield',
  'message',
  'sync',
  'building',
  'code',
  'check',
  'users',
  'chart',
  'star',
] as const

export type IconName = (typeof iconNames)[number]

export const iconField: SelectField = {
  name: 'icon',
  type: 'select',
  label: { es: 'Icono', en: 'Icon' },
  required: true,
  defaultValue: 'check',
  options: iconNames.map((name) => ({ value: name, label: name })),
  admin: { position: 'sidebar' },
}
