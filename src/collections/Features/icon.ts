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

/** Each icon as staff read it, in their interface language (never its code name, «message»). */
const iconLabels: Record<IconName, { es: string; en: string }> = {
  calendar: { es: 'Calendario', en: 'Calendar' },
  bell: { es: 'Campana', en: 'Bell' },
  clock: { es: 'Reloj', en: 'Clock' },
  shield: { es: 'Escudo', en: 'Shield' },
  message: { es: 'Mensaje', en: 'Message' },
  sync: { es: 'Sincronizar', en: 'Sync' },
  building: { es: 'Edificio', en: 'Building' },
  code: { es: 'Código', en: 'Code' },
  check: { es: 'Palomita', en: 'Check mark' },
  users: { es: 'Personas', en: 'People' },
  chart: { es: 'Gráfica', en: 'Chart' },
  star: { es: 'Estrella', en: 'Star' },
}

export const iconField: SelectField = {
  name: 'icon',
  type: 'select',
  label: { es: 'Icono', en: 'Icon' },
  required: true,
  defaultValue: 'check',
  options: iconNames.map((name) => ({ value: name, label: iconLabels[name] })),
  admin: { position: 'sidebar' },
}
