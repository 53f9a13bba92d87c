import type { FieldHook, PayloadRequest, TextFieldSingleValidation } from 'payload'

import type { Release } from '#src/payload-types.ts'
import { releaseText } from '#src/releases/messages.ts'
import { documentExists, isReleasable, targetLabel } from '#src/releases/targets.ts'

type Item = NonNullable<Release['items']>[number]

/**
 * An item added earlier and left as it was (its version captured, the value the one saved) is not
 * checked again: its document may have been deleted since, which the editor shows as such, and
 * the release must still save. New and changed items are checked (a changed one has lost its
 * captured version: src/releases/collection/index.ts captures it again).
 */
const addedEarlier = (value: unknown, previousValue: unknown, item: Partial<Item>) =>
  Boolean(item.versionId) && previousValue !== undefined && value === previousValue

const required = (req: PayloadRequest) => req.t('validation:required')

/**
 * «Colección o global»: one of the collections or globals a release can hold (drafts-enabled,
 * src/releases/targets.ts), of the item's type. The admin offers only those
 * (src/releases/components/TargetSelect.tsx); an API client sending anything else gets this message.
 */
export const validateTarget: TextFieldSingleValidation = (value, { req, siblingData, previousValue }) => {
  const item = (siblingData ?? {}) as Partial<Item>
  if (!value) return required(req)
  if (addedEarlier(value, previousValue, item)) return true
  if (isReleasable(req.payload.config, { targetType: item.targetType ?? 'collection', target: value })) return true
  return releaseText(req, 'targetNotReleasable', { target: value })
}

/**
 * «Documento»: in a collection, the id of one of its documents (drafts included). A global has
 * none. An unknown target is left to «Colección o global»'s own message.
 */
export const validateDocId: TextFieldSingleValidation = async (value, { req, siblingData, previousValue }) => {
  const item = (siblingData ?? {}) as Partial<Item>
  if (item.targetType === 'global') return true
  const target = { targetType: 'collection' as const, target: item.target ?? '' }
  if (!isReleasable(req.payload.config, target)) return true
  const name = targetLabel(req.payload.config, target, req.i18n)
  if (!value) return releaseText(req, 'documentRequired', { target: name })
  if (addedEarlier(value, previousValue, item)) return true
  if (await documentExists(req.payload, target.target, value, req)) return true
  return releaseText(req, 'documentUnknown', { target: name, id: value })
}

/** A global is one document: an id sent with it means nothing and is not kept. */
export const noDocIdForGlobals: FieldHook = ({ value, siblingData }) =>
  (siblingData as Partial<Item>)?.targetType === 'global' ? null : value
