import type { GlobalAfterChangeHook } from 'payload'

import { affectedLocales, revalidateContent } from '../../../lib/revalidate'

export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, previousDoc, req, global }) => {
  revalidateContent({ global: global.slug }, affectedLocales(global.fields, doc, previousDoc, req.locale ?? undefined), req)
  return doc
}
