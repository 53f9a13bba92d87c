'use client'

import {
  FieldDescription,
  FieldError,
  FieldLabel,
  ReactSelect,
  RenderCustomComponent,
  useConfig,
  useField,
  useFormFields,
  useLocale,
  useTranslation,
} from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { TextFieldClientComponent } from 'payload'
import { useCallback, useEffect, useRef, useState } from 'react'

import { siblingPath } from '#src/releases/components/fieldPaths.ts'
import type { ReleaseTextKey } from '#src/releases/messages.ts'

type Option = { value: string; label: string }
type Doc = { id: number | string } & Record<string, unknown>

/** How many documents the list shows at once: typing narrows it (by title, or by id). */
const PAGE = 25

/** A REST query for documents' ids and titles, drafts included, in the editor's content language. */
function documentQuery(titleField: string, locale: string | undefined): URLSearchParams {
  const query = new URLSearchParams({ depth: '0', draft: 'true' })
  if (locale) query.set('locale', locale)
  query.set(`select[${titleField}]`, 'true')
  return query
}

/**
 * A release item's «Documento», for a collection: a searchable list of the chosen collection's
 * documents by their title (the collection's useAsTitle, in the content language chosen at the top
 * of the editor), drafts included, read through the REST API with the staff member's own access.
 * It stores the document's id. An id whose document was deleted shows «Documento eliminado (id N)»;
 * the server checks the id again (src/releases/collection/items.ts).
 */
export const DocumentPicker: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { t } = useTranslation()
  const tr = (key: ReleaseTextKey, values?: Record<string, string>) =>
    t(`citayaReleases:${key}` as never, values as never)
  const { config } = useConfig()
  const locale = useLocale()?.code
  const {
    customComponents: { Description, Error, Label } = {},
    disabled,
    path,
    setValue,
    showError,
    value,
  } = useField<string | null>({ potentiallyStalePath: pathFromProps ?? field.name })
  const target = useFormFields(([fields]) => fields[siblingPath(path, 'target')]?.value as string | undefined)
  const titleField = config.collections.find((collection) => collection.slug === target)?.admin?.useAsTitle ?? 'id'
  const api = config.routes.api

  const labelOf = useCallback(
    (doc: Doc) => {
      const title = doc[titleField]
      return t(
        'citayaReleases:documentOption' as never,
        {
          title: typeof title === 'string' && title.trim() ? title : t('citayaReleases:documentUntitled' as never),
          id: String(doc.id),
        } as never,
      )
    },
    [t, titleField],
  )

  // The chosen collection changed: an id of the previous one means nothing there.
  const shownTarget = useRef(target)
  useEffect(() => {
    if (shownTarget.current === target) return
    shownTarget.current = target
    if (value) setValue(null)
  }, [setValue, target, value])

  const [search, setSearch] = useState('')
  const [results, setResults] = useState<Option[]>([])
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!target) return
    const controller = new AbortController()
    const query = documentQuery(titleField, locale)
    query.set('limit', String(PAGE))
    query.set('sort', titleField)
    const words = search.trim()
    if (words) {
      query.set(`where[or][0][${titleField}][like]`, words)
      if (/^\d+$/.test(words)) query.set('where[or][1][id][equals]', words)
    }
    // A pause after the last key typed: one request per search, not per letter.
    const timer = setTimeout(() => {
      setLoading(true)
      fetch(`${api}/${target}?${query}`, { credentials: 'include', signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ docs: Doc[] }>) : Promise.reject()))
        .then((body) => {
          setResults(body.docs.map((doc) => ({ value: String(doc.id), label: labelOf(doc) })))
          setFailed(false)
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true)
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false)
        })
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, labelOf, locale, search, target, titleField])

  // The chosen document's own label: it may not be among the results (another page, a search).
  // Asked as a list filtered by id, so a deleted document is an empty answer, not a failed request.
  const [chosen, setChosen] = useState<Option | null>(null)
  useEffect(() => {
    if (!target || !value) return
    const controller = new AbortController()
    const named = (key: ReleaseTextKey) =>
      setChosen({ value, label: t(`citayaReleases:${key}` as never, { id: value } as never) })
    const query = documentQuery(titleField, locale)
    query.set('limit', '1')
    query.set('where[id][equals]', value)
    fetch(`${api}/${target}?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ docs: Doc[] }>) : Promise.reject()))
      .then(({ docs: [doc] }) => (doc ? setChosen({ value, label: labelOf(doc) }) : named('documentDeleted')))
      .catch(() => {
        if (!controller.signal.aborted) named('documentId')
      })
    return () => controller.abort()
  }, [api, labelOf, locale, t, target, titleField, value])

  const selected = value ? (chosen?.value === value ? chosen : { value, label: tr('documentId', { id: value }) }) : null
  const options = selected ? [selected, ...results.filter((option) => option.value !== selected.value)] : results

  return (
    <div
      className={['field-type', 'select', showError && 'error', readOnly && 'read-only'].filter(Boolean).join(' ')}
      id={`field-${path.replace(/\./g, '__')}`}
      style={mergeFieldStyles(field)}
    >
      <RenderCustomComponent
        CustomComponent={Label}
        Fallback={<FieldLabel label={field.label} path={path} required={Boolean(target)} />}
      />
      <div className="field-type__wrap">
        <RenderCustomComponent CustomComponent={Error} Fallback={<FieldError path={path} showError={showError} />} />
        <ReactSelect
          options={options}
          // null, not undefined: react-select would keep showing its last choice as an uncontrolled select.
          value={selected ?? (null as never)}
          onChange={(option) => {
            if (!readOnly && option && !Array.isArray(option)) setValue(option.value)
          }}
          onInputChange={setSearch}
          // The server already filtered by title or id; the list shows what it answered.
          filterOption={() => true}
          isClearable={false}
          isLoading={loading}
          disabled={readOnly || disabled || !target}
          placeholder={tr('documentSearch')}
          noOptionsMessage={() => tr(failed ? 'documentLoadFailed' : 'documentNoMatch')}
          showError={showError}
        />
      </div>
      <RenderCustomComponent
        CustomComponent={Description}
        Fallback={<FieldDescription description={field.admin?.description} path={path} />}
      />
    </div>
  )
}
