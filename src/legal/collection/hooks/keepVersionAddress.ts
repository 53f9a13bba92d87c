import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { adminText } from '#src/i18n/admin.ts'
import { versionId } from '#src/legal/versions.ts'

/**
 * Once published, a version's kind and date never change, so its address (/privacy/2025-08-20)
 * and its PDF stay where readers, links and the history found them.
 */
export const keepVersionAddress: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, collection }) => {
  if (operation !== 'update' || originalDoc?._status !== 'published') return data
  const id = versionId(originalDoc.lastUpdated)
  const dateChanged = data.lastUpdated !== undefined && versionId(data.lastUpdated) !== id
  const kindChanged = data.kind !== undefined && data.kind !== originalDoc.kind
  if (!dateChanged && !kindChanged) return data
  const message = adminText(req, 'legalKeepAddress', { id })
  throw new ValidationError(
    {
      collection: collection.slug,
      errors: [
        dateChanged
          ? { path: 'lastUpdated', label: { es: 'Última actualización', en: 'Last updated' }, message }
          : { path: 'kind', label: { es: 'Documento', en: 'Document' }, message },
      ],
      req,
    },
    req.t,
  )
}
