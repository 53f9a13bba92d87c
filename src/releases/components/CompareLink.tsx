'use client'

import { FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import type { ReleaseTextKey } from '#src/releases/messages.ts'

/**
 * A release item's «Comparar versiones»: a link to Payload's own version compare of the version
 * the item holds (src/releases/targets.ts compareUrl), opened in a new tab so the release stays as
 * it is. The value is computed on read; an item not yet saved has none and shows a hint instead.
 */
export const CompareLink: TextFieldClientComponent = ({ field, path }) => {
  const { t } = useTranslation()
  const tr = (key: ReleaseTextKey) => t(`citayaReleases:${key}` as never)
  const { value } = useField<string | null>({ path: path ?? field.name })
  return (
    <div className="field-type citaya-release-compare">
      <FieldLabel label={field.label} path={path} />
      {value ? (
        <a href={value} target="_blank" rel="noopener" data-testid="release-item-compare">
          {tr('compareOpen')}
        </a>
      ) : (
        <span className="field-description">{tr('compareAfterSave')}</span>
      )}
    </div>
  )
}
