import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { adminText } from '#src/i18n/admin.ts'
import { effectiveMoment } from '#src/legal/effective.ts'

/**
 * Stores the moment the version takes effect (`effectiveAt`): its date at its optional effective
 * time (default 00:00), Mexico City, computed here whatever a client sends. Once a version is
 * published its effective time stays, like its date (keepVersionAddress): moving it would rewrite
 * when a text was in force.
 */
export const setEffectiveAt: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, collection }) => {
  const lastUpdated = data.lastUpdated ?? originalDoc?.lastUpdated
  const time = data.effectiveTime !== undefined ? data.effectiveTime : originalDoc?.effectiveTime
  const wasPublished = operation === 'update' && originalDoc?._status === 'published'
  if (
    wasPublished &&
    data.effectiveTime !== undefined &&
    (data.effectiveTime || null) !== (originalDoc.effectiveTime || null)
  ) {
    throw new ValidationError(
      {
        collection: collection.slug,
        errors: [
          {
            path: 'effectiveTime',
            label: { es: 'Hora de entrada en vigor', en: 'Effective time' },
            message: adminText(req, 'legalKeepEffectiveTime'),
          },
        ],
        req,
      },
      req.t,
    )
  }
  data.effectiveAt = lastUpdated ? effectiveMoment(lastUpdated, time) : null
  return data
}
