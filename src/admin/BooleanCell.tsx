import type { DefaultServerCellComponentProps } from 'payload'

/**
 * A checkbox field's list column: «Sí» or «No» in the staff member's interface language, as plain
 * text. Payload's own cell shows the value as a code chip reading «verdadero» / «falso».
 */
export function BooleanCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  const t = i18n.t as (key: string) => string
  if (typeof cellData !== 'boolean') return null
  return <span>{t(cellData ? 'general:yes' : 'general:no')}</span>
}
