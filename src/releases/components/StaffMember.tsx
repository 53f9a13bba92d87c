import type { DefaultServerCellComponentProps, RelationshipFieldServerComponent } from 'payload'

import { StaffMemberValue } from '#src/releases/components/StaffMemberValue.tsx'
import { staffLabel } from '#src/releases/staff.ts'

type Translate = Parameters<typeof staffLabel>[1]

/** A release's «Añadido por», «Creada por», …: the person named by the server (src/releases/staff.ts), read-only. */
export const StaffMemberField: RelationshipFieldServerComponent = async ({
  clientField,
  field,
  i18n,
  path,
  payload,
  siblingData,
}) => {
  const known = await staffLabel(payload, i18n.t as Translate, siblingData?.[field.name])
  return <StaffMemberValue field={clientField} path={path} known={known} />
}

/** The list's columns («Creada por», …): the same name. */
export async function StaffMemberCell({ cellData, i18n, payload }: DefaultServerCellComponentProps) {
  const known = await staffLabel(payload, i18n.t as Translate, cellData)
  return <span>{known?.label ?? ''}</span>
}
