import type { Field, FieldHook } from 'payload'

import { adminTranslations } from '#src/i18n/admin.ts'

/** The field every versioned collection and global carries (src/versions/plugin.ts), and so each of their versions. */
export const SAVED_BY = 'updatedBy'

/**
 * Every save records who made it, draft or publish, autosave, restore or unpublish: the staff
 * member signed in, or nobody (null) for a save without one (a scheduled release, the seed, a
 * script). Never carried over from the data saved or from the previous version: a value sent by
 * the browser, a release's captured version or the last person to save would name the wrong one.
 */
const recordSaver: FieldHook = ({ req }) => (req.user?.collection === 'users' ? req.user.id : null)

/**
 * Who saved this version. Hidden in the editor and readable through no API (the public site
 * would show staff ids, the version comparison would list it as a change): the versions list
 * reads it on the server (src/versions/column.ts).
 */
export const savedByField: Field = {
  name: SAVED_BY,
  type: 'relationship',
  relationTo: 'users',
  label: { es: adminTranslations.es.versionSavedBy, en: adminTranslations.en.versionSavedBy },
  access: { read: () => false },
  admin: { hidden: true, readOnly: true, disableListColumn: true, disableListFilter: true },
  hooks: { beforeChange: [recordSaver] },
}
