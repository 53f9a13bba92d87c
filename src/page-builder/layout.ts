import {
  type Block,
  type BlocksField,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { adminText } from '#src/i18n/admin.ts'

export const MAX_BLOCKS = 60
/** The text a document may hold in one language: far beyond any landing page, well short of a runaway paste. */
export const MAX_LAYOUT_BYTES = 1_000_000

/**
 * A page's (or reusable section's) blocks. SHAPE, chosen to keep clear of Payload 3's open bugs
 * with localized blocks under drafts on PostgreSQL: the blocks field itself is NOT localized (one
 * list of blocks, one order, shared by both languages) and every word inside a block is a
 * localized field. With `localized: true` on the blocks field, each language would keep its own
 * rows and `_order` in the block tables, which is where #17508 (a gap in `_order` → «Block with
 * type "undefined"» and an edit view that no longer opens), #15655 («Duplicate selected locales»
 * drops `blockType`) and #15664 (fallback + autosave writes Spanish into English) happen. Here a
 * reorder in either language moves the block in both, which is what a translated page wants.
 * tests/int/pages.int.test.ts runs the save → edit → reorder → save cycles that prove it.
 */
export function layoutField(blocks: Block[]): BlocksField {
  return {
    name: 'layout',
    type: 'blocks',
    label: { es: 'Bloques', en: 'Blocks' },
    labels: { singular: { es: 'Bloque', en: 'Block' }, plural: { es: 'Bloques', en: 'Blocks' } },
    blocks,
    maxRows: MAX_BLOCKS,
    // Publishing validates (a draft does not): a published page always shows something.
    validate: (value: unknown, { data, req }: { data: Partial<{ _status: string }>; req: PayloadRequest }) => {
      const rows = Array.isArray(value) ? value : []
      if (rows.length > MAX_BLOCKS) return adminText(req, 'pageTooManyBlocks', { max: String(MAX_BLOCKS) })
      if (data?._status === 'published' && rows.length === 0) return adminText(req, 'pageEmptyLayout')
      const forms = rows.filter((row) => (row as { blockType?: string } | null)?.blockType === 'contactForm').length
      if (forms > 1) return adminText(req, 'pageOneContactForm')
      return true
    },
  }
}

/**
 * The bounds that hold for drafts too. Payload validates fields (maxRows, maxLength) only on
 * publish, so a draft could otherwise hold any number of blocks or any amount of text: at most
 * MAX_BLOCKS blocks and MAX_LAYOUT_BYTES of content per save, refused with a message before
 * anything is written.
 */
export const boundLayout: CollectionBeforeValidateHook = ({ collection, data, req }) => {
  if (!data) return data
  const fail = (message: string): never => {
    throw new ValidationError(
      {
        collection: collection.slug,
        errors: [{ path: 'layout', label: adminText(req, 'pageFieldLayout'), message }],
        req,
      },
      req.t,
    )
  }
  if (Array.isArray(data.layout) && data.layout.length > MAX_BLOCKS)
    fail(adminText(req, 'pageTooManyBlocks', { max: String(MAX_BLOCKS) }))
  if (Buffer.byteLength(JSON.stringify(data)) > MAX_LAYOUT_BYTES) fail(adminText(req, 'pageLayoutTooLarge'))
  return data
}
