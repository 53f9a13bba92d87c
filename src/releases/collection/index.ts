import { dayAndTime } from '#src/fields/dates.ts'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type FieldHook,
} from 'payload'

import { hasRole, isStaff } from '#src/access/roles.ts'
import { languageOptions } from '#src/fields/common.ts'
import { locales } from '#src/i18n/locales.ts'
import type { Release } from '#src/payload-types.ts'
import { releaseEndpoints } from '#src/releases/endpoints.ts'
import { releaseText } from '#src/releases/messages.ts'
import { PREPARE_MS, conflictingItems, itemTarget, releaseRefusal } from '#src/releases/publish.ts'
import { noDocIdForGlobals, validateDocId, validateTarget } from '#src/releases/collection/items.ts'
import { compareUrl, documentExists, isReleasable, latestVersion, mayReleaseTarget } from '#src/releases/targets.ts'
import { PUBLISH_RELEASE_TASK } from '#src/releases/task.ts'

type ReleaseData = Partial<Release>
type Item = NonNullable<Release['items']>[number]

const serverStatuses = ['published', 'reverted', 'failed'] as const

const sameTime = (a?: string | null, b?: string | null) =>
  (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null)

const sameDocument = (a: Item, b: Item) =>
  a.targetType === b.targetType && a.target === b.target && (a.docId ?? null) === (b.docId ?? null)

/**
 * Staff edit a release's name, items, time and conflict choice, and move it between draft and
 * scheduled; published, reverted and failed are the server's (src/releases/publish.ts). New items,
 * and items pointed at another document, are checked (the user may release that type) and capture
 * the document's latest saved version; a target a release cannot hold or a document that does not
 * exist is left to the fields' validation, which says which (./items.ts). Scheduling checks the
 * time and the roles its items need.
 */
const guardChanges: CollectionBeforeChangeHook<Release> = async ({ data, originalDoc, req, operation }) => {
  if (req.context.releaseServer) return data
  const next = data as ReleaseData
  const previous = (originalDoc ?? {}) as ReleaseData
  if (previous.status === 'published' || previous.status === 'reverted')
    throw new APIError(releaseText(req, 'notEditable'), 400, undefined, true)
  const status = next.status ?? previous.status ?? 'draft'
  if ((serverStatuses as readonly string[]).includes(status) && status !== previous.status)
    throw new APIError(releaseText(req, 'statusByServer', { status }), 400, undefined, true)
  if (operation === 'create') next.createdBy = req.user?.id ?? null

  const known = new Map((previous.items ?? []).map((item) => [item.id, item]))
  const items = (next.items ?? previous.items ?? []) as Item[]
  for (const item of items) {
    const before = item.id ? known.get(item.id) : undefined
    if (before && sameDocument(before, item)) continue
    // An item pointed at another document holds the old one's versions: it is captured again.
    if (before) Object.assign(item, { versionId: null, previousVersionId: null })
    const target = itemTarget(item)
    // Not a releasable target, or no such document: the fields' own validation says so (./items.ts).
    if (!isReleasable(req.payload.config, target)) continue
    if (
      target.targetType === 'collection' &&
      !(target.docId && (await documentExists(req.payload, target.target, target.docId, req)))
    )
      continue
    if (!mayReleaseTarget(req.user as never, target))
      throw new APIError(releaseText(req, 'cannotAdd', { target: item.target }), 403, undefined, true)
    if (!item.versionId) {
      const latest = await latestVersion(req.payload, target, req)
      if (!latest)
        throw new APIError(
          releaseText(req, 'noVersion', { target: item.target, id: item.docId ?? '' }),
          400,
          undefined,
          true,
        )
      item.versionId = String(latest.id)
    }
    item.addedBy = req.user?.id ?? null
    item.addedAt = new Date().toISOString()
  }
  if (next.items) next.items = items

  const scheduling =
    status === 'scheduled' &&
    (previous.status !== 'scheduled' || !sameTime(next.scheduledAt, previous.scheduledAt) || Boolean(next.items))
  if (scheduling) {
    const at = next.scheduledAt ?? previous.scheduledAt
    if (!at || new Date(at).getTime() <= Date.now())
      throw new APIError(releaseText(req, 'scheduleNeedsTime'), 400, undefined, true)
    const refusal = releaseRefusal(req, req.user as never, items)
    if (refusal) throw new APIError(refusal, 403, undefined, true)
    if (previous.status !== 'scheduled' || !sameTime(at, previous.scheduledAt)) {
      next.scheduledBy = req.user?.id ?? null
      next.scheduledOn = new Date().toISOString()
    }
  }
  return next
}

/** A newly scheduled (or rescheduled) release gets its job; an outdated job finds it not due and does nothing. */
const queueScheduled: CollectionAfterChangeHook<Release> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'scheduled' || !doc.scheduledAt) return doc
  if (previousDoc?.status === 'scheduled' && sameTime(previousDoc.scheduledAt, doc.scheduledAt)) return doc
  await req.payload.jobs.queue({
    task: PUBLISH_RELEASE_TASK,
    input: { releaseId: doc.id },
    // Due PREPARE_MS early: the job writes ahead and commits at the moment (src/releases/publish.ts).
    waitUntil: new Date(Math.max(Date.now(), new Date(doc.scheduledAt).getTime() - PREPARE_MS)),
    req,
  })
  return doc
}

/** Flags an item whose document was saved again after it was added (read-only, computed on read). */
const flagConflict: FieldHook = async ({ siblingData, req }) => {
  const item = siblingData as Item
  if (!item?.target || !item.versionId || item.action === 'unpublish') return false
  const [conflict] = await conflictingItems(req.payload, [item], req)
  return Boolean(conflict)
}

const linkToCompare: FieldHook = ({ siblingData, req }) =>
  compareUrl(req.payload.config.routes.admin, siblingData as Item)

/**
 * Who did something to the release. Shown by name (or e-mail) from the server: Payload's own
 * relationship field asks /api/users for the title, and staff other than admins read only their
 * own account there, so a colleague showed as «Sin título - ID: 6» (src/releases/components/StaffMember.tsx).
 */
const staffComponents = {
  Field: '/releases/components/StaffMember#StaffMemberField',
  Cell: '/releases/components/StaffMember#StaffMemberCell',
}

const userField = (name: string, label: { es: string; en: string }) => ({
  name,
  type: 'relationship' as const,
  relationTo: 'users' as const,
  label,
  admin: { readOnly: true, position: 'sidebar' as const, components: staffComponents },
})

const dateField = (name: string, label: { es: string; en: string }) => ({
  name,
  type: 'date' as const,
  label,
  admin: { readOnly: true, position: 'sidebar' as const, date: dayAndTime },
})

/**
 * A release: drafts of any drafts-enabled collection or global, published together in one
 * transaction, now or at a time (docs/admin.md, «Publicaciones»).
 */
export const Releases: CollectionConfig = {
  slug: 'releases',
  labels: {
    singular: { es: 'Publicación conjunta', en: 'Release' },
    plural: { es: 'Publicaciones conjuntas', en: 'Releases' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'scheduledAt', 'publishedOn', 'createdBy'],
    group: { es: 'Contenido', en: 'Content' },
    description: {
      es: 'Agrupa borradores de varios contenidos (ambos idiomas) y publícalos juntos, ahora o a una hora. Si algo no es válido, no se publica nada.',
      en: 'Groups drafts of several contents (both languages) and publishes them together, now or at a time. If anything is invalid, nothing is published.',
    },
  },
  defaultSort: '-updatedAt',
  access: {
    read: isStaff,
    create: isStaff,
    update: isStaff,
    // Admins delete anything; other staff only releases that never published.
    delete: ({ req }) =>
      hasRole(req.user as never, 'admin') ? true : isStaff({ req }) ? { status: { in: ['draft', 'failed'] } } : false,
  },
  endpoints: releaseEndpoints,
  hooks: { beforeChange: [guardChanges], afterChange: [queueScheduled] },
  fields: [
    {
      name: 'actions',
      type: 'ui',
      // Buttons, not a value: named (Payload would call it «Actions») and kept out of the list's columns.
      label: { es: 'Acciones', en: 'Actions' },
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '/releases/components/ReleaseActions#ReleaseActions' },
      },
    },
    { name: 'name', type: 'text', required: true, maxLength: 160, label: { es: 'Nombre', en: 'Name' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      label: { es: 'Estado', en: 'Status' },
      options: [
        { value: 'draft', label: { es: 'Borrador', en: 'Draft' } },
        { value: 'scheduled', label: { es: 'Programada', en: 'Scheduled' } },
        { value: 'published', label: { es: 'Publicada', en: 'Published' } },
        { value: 'reverted', label: { es: 'Revertida', en: 'Reverted' } },
        { value: 'failed', label: { es: 'Fallida', en: 'Failed' } },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'scheduledAt',
      type: 'date',
      label: { es: 'Publicar el', en: 'Publish at' },
      // Payload adds the zone as its own field («Scheduled At_tz» in the column picker): named, and
      // kept out of the columns (the date column already shows the moment).
      timezone: {
        override: ({ baseField }) => ({
          ...baseField,
          label: { es: 'Zona horaria de la publicación', en: 'Time zone of the release' },
          admin: { ...baseField.admin, disableListColumn: true },
        }),
      },
      admin: {
        position: 'sidebar',
        date: { ...dayAndTime, timeIntervals: 1 },
        description: {
          es: 'Fecha y hora con su zona horaria (por omisión, Ciudad de México). Cambia el estado a «Programada» para publicar a esa hora.',
          en: 'Date and time with its time zone (Mexico City by default). Set the status to Scheduled to publish at that time.',
        },
      },
    },
    {
      name: 'onConflict',
      type: 'select',
      label: { es: 'Si hay cambios posteriores', en: 'If changed since added' },
      options: [
        { value: 'captured', label: { es: 'Publicar lo añadido', en: 'Publish what was added' } },
        { value: 'latest', label: { es: 'Publicar lo más reciente', en: 'Publish the latest' } },
      ],
      admin: {
        position: 'sidebar',
        description: {
          es: 'Si alguien guardó un documento después de añadirlo, la publicación falla hasta que elijas aquí.',
          en: 'If someone saved a document after it was added, the release fails until you choose here.',
        },
      },
    },
    {
      name: 'failureReason',
      type: 'textarea',
      label: { es: 'Motivo del fallo', en: 'Why it failed' },
      admin: { readOnly: true, condition: (data) => Boolean(data?.failureReason) },
    },
    {
      name: 'items',
      type: 'array',
      label: { es: 'Elementos', en: 'Items' },
      labels: { singular: { es: 'Elemento', en: 'Item' }, plural: { es: 'Elementos', en: 'Items' } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'targetType',
              type: 'select',
              required: true,
              defaultValue: 'collection',
              label: { es: 'Tipo', en: 'Type' },
              options: [
                { value: 'collection', label: { es: 'Colección', en: 'Collection' } },
                { value: 'global', label: { es: 'Global', en: 'Global' } },
              ],
              // The two lists beside it hold the names: they get the room.
              admin: { width: '20%', isClearable: false },
            },
            {
              // Stored as the slug; chosen by name from the releasable types (src/releases/targets.ts).
              name: 'target',
              type: 'text',
              required: true,
              label: { es: 'Colección o global', en: 'Collection or global' },
              validate: validateTarget,
              admin: { width: '35%', components: { Field: '/releases/components/TargetSelect#TargetSelect' } },
            },
            {
              // Stored as the document's id; chosen by its title from the target's documents.
              name: 'docId',
              type: 'text',
              label: { es: 'Documento', en: 'Document' },
              validate: validateDocId,
              hooks: { beforeChange: [noDocIdForGlobals] },
              admin: {
                width: '45%',
                condition: (_data, siblingData) => siblingData?.targetType !== 'global',
                components: { Field: '/releases/components/DocumentPicker#DocumentPicker' },
              },
            },
          ],
        },
        {
          // Not `locales`: Payload's table for it would be releases_items_locales, the name of its localized-fields table.
          name: 'languages',
          type: 'select',
          hasMany: true,
          defaultValue: [...locales],
          label: { es: 'Idiomas', en: 'Languages' },
          options: languageOptions,
        },
        {
          name: 'action',
          type: 'select',
          defaultValue: 'publish',
          label: { es: 'Acción', en: 'Action' },
          options: [
            { value: 'publish', label: { es: 'Publicar la versión', en: 'Publish the version' } },
            { value: 'unpublish', label: { es: 'Despublicar', en: 'Unpublish' } },
          ],
          admin: { readOnly: true },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'versionId',
              type: 'text',
              label: { es: 'Versión añadida', en: 'Added version' },
              admin: { readOnly: true },
            },
            {
              name: 'previousVersionId',
              type: 'text',
              label: { es: 'Versión publicada antes', en: 'Version published before' },
              admin: { readOnly: true },
            },
          ],
        },
        {
          name: 'changedSinceAdded',
          type: 'checkbox',
          virtual: true,
          label: { es: 'Cambió después de añadirse (conflicto)', en: 'Changed since added (conflict)' },
          admin: { readOnly: true },
          hooks: { afterRead: [flagConflict] },
        },
        {
          name: 'compare',
          type: 'text',
          virtual: true,
          label: { es: 'Comparar versiones', en: 'Compare versions' },
          // A link, not a read-only text box holding an address (src/releases/components/CompareLink.tsx).
          admin: { readOnly: true, components: { Field: '/releases/components/CompareLink#CompareLink' } },
          hooks: { afterRead: [linkToCompare] },
        },
        {
          ...userField('addedBy', { es: 'Añadido por', en: 'Added by' }),
          admin: { readOnly: true, components: staffComponents },
        },
        // Not in the sidebar, as the item's other fields; still the admin's day-and-time form («25 nov 2026, 08:21»).
        { ...dateField('addedAt', { es: 'Añadido el', en: 'Added on' }), admin: { readOnly: true, date: dayAndTime } },
      ],
    },
    {
      name: 'revertOf',
      type: 'relationship',
      relationTo: 'releases',
      label: { es: 'Revierte', en: 'Reverts' },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.revertOf) },
    },
    userField('createdBy', { es: 'Creada por', en: 'Created by' }),
    userField('scheduledBy', { es: 'Programada por', en: 'Scheduled by' }),
    dateField('scheduledOn', { es: 'Programada el', en: 'Scheduled on' }),
    userField('publishedBy', { es: 'Publicada por', en: 'Published by' }),
    dateField('publishedOn', { es: 'Publicada el', en: 'Published on' }),
    userField('revertedBy', { es: 'Revertida por', en: 'Reverted by' }),
    dateField('revertedOn', { es: 'Revertida el', en: 'Reverted on' }),
  ],
}
