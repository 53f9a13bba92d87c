import type { CollectionConfig, Field } from 'payload'

import { isContentEditor, publishedOrStaff } from '#src/access/roles.ts'
import { keyField, orderField } from '#src/fields/common.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'
import { contentVersions, publishButton } from '#src/collections/shared/versions.ts'

type Options = Pick<CollectionConfig, 'slug' | 'labels'> & { useAsTitle: string; columns: string[]; fields: Field[] }

/**
 * A marketing content list shown in a fixed order (plans, features, integrations, FAQ sections):
 * a stable key for the seed, an order, public reads of the published version, drafts and edits by
 * admin and marketing, and revalidation of the pages that show it.
 */
export function orderedContentCollection({ slug, labels, useAsTitle, columns, fields }: Options): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      useAsTitle,
      defaultColumns: [...columns, 'order', '_status'],
      group: { es: 'Contenido', en: 'Content' },
      components: { edit: publishButton },
    },
    defaultSort: 'order',
    access: { read: publishedOrStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
    versions: contentVersions,
    hooks: collectionRevalidation(),
    fields: [keyField, orderField, ...fields],
  }
}
