import type { CollectionConfig, Field } from 'payload'

import { anyone, isContentEditor } from '#src/access/roles.ts'
import { keyField, orderField } from '#src/fields/common.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'

type Options = Pick<CollectionConfig, 'slug' | 'labels'> & { useAsTitle: string; columns: string[]; fields: Field[] }

/**
 * A marketing content list shown in a fixed order (plans, features, integrations, FAQ sections):
 * a stable key for the seed, an order, public reads, edits by admin and marketing, and
 * revalidation of the pages that show it.
 */
export function orderedContentCollection({ slug, labels, useAsTitle, columns, fields }: Options): CollectionConfig {
  return {
    slug,
    labels,
    admin: { useAsTitle, defaultColumns: [...columns, 'order'], group: { es: 'Contenido', en: 'Content' } },
    defaultSort: 'order',
    access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
    hooks: collectionRevalidation(),
    fields: [keyField, orderField, ...fields],
  }
}
