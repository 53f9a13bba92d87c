'use client'

import { TextInput, useAuth, useField, useTranslation } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'

import { staffId } from '#src/access/staff-names.ts'
import type { User } from '#src/payload-types.ts'
import type { KnownStaff } from '#src/releases/staff.ts'

/**
 * The read-only «Añadido por», «Creada por», … of a release: the person's name (or e-mail) as the
 * server read it when it drew the field (`known`, StaffMember.tsx). The value can change under an open editor (a save records whoever saved), and
 * that is the signed-in staff member, named from the session; anyone else shows by id until the
 * page is loaded again.
 */
export function StaffMemberValue({
  field,
  path: pathFromProps,
  known,
}: RelationshipFieldClientProps & { known: KnownStaff }) {
  const { t } = useTranslation()
  const { user } = useAuth<User>()
  const { path, value } = useField<unknown>({ potentiallyStalePath: pathFromProps ?? field.name })
  const id = staffId(value)
  const label =
    id === null
      ? ''
      : String(id) === String(known?.id)
        ? known!.label
        : user && String(id) === String(user.id)
          ? user.name || user.email
          : t('citayaReleases:staffUnknown' as never, { id: String(id) } as never)
  return <TextInput path={path} label={field.label} description={field.admin?.description} value={label} readOnly />
}
