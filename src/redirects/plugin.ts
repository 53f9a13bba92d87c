import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Field } from 'payload'

import { isAdminField, isContentEditor, isStaff } from '#src/access/roles.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'
import { missingTargetField } from '#src/redirects/target-check.ts'
import { validateRedirect } from '#src/redirects/validate.ts'

const revalidation = collectionRevalidation()

/**
 * Most redirects marketing writes go to a site path: the target starts as "Custom URL". The group
 * is named «Destino»: unnamed, the list's columns read «to > Tipo de URL de destino».
 */
function customUrlFirst(field: Field): Field {
  if (!('name' in field) || field.name !== 'to' || field.type !== 'group') return field
  return {
    ...field,
    label: { es: 'Destino', en: 'Target' },
    fields: field.fields.map((sub) =>
      'name' in sub && sub.name === 'type' ? ({ ...sub, defaultValue: 'custom' } as Field) : sub,
    ),
  }
}

/**
 * Redirects marketing manages in the admin (docs/redirects.md): from a site path, in one or both
 * languages, to a post or a site path or URL, permanent or temporary. Applied by src/proxy.ts.
 */
export const redirects = redirectsPlugin({
  collections: ['posts'],
  redirectTypes: ['301', '302', '307', '308'],
  redirectTypeFieldOverride: {
    label: { es: 'Tipo', en: 'Type' },
    // The plugin's own option labels are English only («301 - Permanent»).
    options: [
      { value: '301', label: { es: '301 · Permanente', en: '301 · Permanent' } },
      { value: '302', label: { es: '302 · Temporal', en: '302 · Temporary' } },
      { value: '307', label: { es: '307 · Temporal (mismo método)', en: '307 · Temporary (same method)' } },
      { value: '308', label: { es: '308 · Permanente (mismo método)', en: '308 · Permanent (same method)' } },
    ],
    defaultValue: '301',
    admin: {
      description: {
        es: '301/308: permanente (los buscadores cambian la dirección). 302/307: temporal.',
        en: '301/308: permanent (search engines update the address). 302/307: temporary.',
      },
    },
  },
  overrides: {
    labels: {
      singular: { es: 'Redireccionamiento', en: 'Redirect' },
      plural: { es: 'Redireccionamientos', en: 'Redirects' },
    },
    access: { read: isStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
    // One redirect per address and language: a made page's old Spanish and old English addresses
    // may be the same path with different targets (its English address set after a first publish,
    // its Spanish one changed later, src/page-builder/address-redirects.ts). validateRedirect
    // refuses any overlap («Ambos» against a single language) with its reason.
    indexes: [{ fields: ['from', 'language'], unique: true }],
    admin: {
      group: { es: 'Contenido', en: 'Content' },
      useAsTitle: 'from',
      // Where each redirect leads, in the list itself: an address, or the document it follows.
      defaultColumns: ['from', 'language', 'to.url', 'to.reference', 'missingTarget', 'type'],
      description: {
        es: 'Mantiene funcionando las direcciones antiguas: se aplica en menos de 2 s al guardar. Un solo salto, sin bucles; fuera del sitio solo con autorización de un administrador.',
        en: 'Keeps old addresses working: applied within 2 s of saving. One hop, no loops; off-site only when an admin allows it.',
      },
    },
    hooks: {
      beforeValidate: [validateRedirect],
      afterChange: revalidation.afterChange,
      afterDelete: revalidation.afterDelete,
    },
    fields: ({ defaultFields }) => [
      ...defaultFields.map(customUrlFirst).map((field) =>
        'name' in field && field.name === 'from'
          ? ({
              ...field,
              unique: false,
              index: true,
              label: { es: 'Desde (ruta)', en: 'From (path)' },
              admin: {
                description: {
                  es: 'Ruta del sitio sin /en ni /es, por ejemplo /planes. Las páginas de acceso, registro, panel y legales no se pueden redirigir.',
                  en: 'Site path without /en or /es, for example /planes. Sign-in, registration, dashboard and legal pages cannot be redirected.',
                },
              },
            } as Field)
          : field,
      ),
      {
        name: 'language',
        type: 'select',
        label: { es: 'Idioma', en: 'Language' },
        required: true,
        defaultValue: 'all',
        options: [
          { value: 'all', label: { es: 'Ambos (/ruta y /en/ruta)', en: 'Both (/path and /en/path)' } },
          { value: 'es', label: { es: 'Solo español', en: 'Spanish only' } },
          { value: 'en', label: { es: 'Solo inglés (/en)', en: 'English only (/en)' } },
        ],
        admin: { position: 'sidebar' },
      },
      {
        name: 'allowedHost',
        type: 'text',
        label: { es: 'Dominio externo autorizado', en: 'Allowed external host' },
        access: { create: isAdminField, update: isAdminField },
        admin: {
          position: 'sidebar',
          description: {
            es: 'Solo administradores: el dominio (p. ej. ejemplo.com) al que este redireccionamiento puede enviar fuera del sitio.',
            en: 'Admins only: the host (e.g. example.com) this redirect may send visitors to, off the site.',
          },
        },
      },
      // A target the site does not answer (yet): saved, with a warning in the editor and the list.
      missingTargetField,
    ],
  },
})

const publishedNumberKey = (id: unknown) => `redirects:publishedNumber:${String(id)}`

/**
 * beforeChange: the number the site shows the post at now, read from the post's own row (a draft
 * save writes only a version), or null when it is not public. Why not `previousDoc`: it is the
 * latest version, a draft when one was saved after the publish, though the site still shows the
 * published number (seen: a published post with a newer draft moved without its redirect).
 */
export const rememberPublishedNumber: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || originalDoc?.id == null) return data
  const row = await req.payload.db.findOne<{ id: number; articleNumber?: number | null; _status?: string }>({
    collection: 'posts',
    where: { id: { equals: originalDoc.id } },
    select: { articleNumber: true, _status: true },
    req,
  })
  req.context[publishedNumberKey(originalDoc.id)] = row?._status === 'published' ? (row.articleNumber ?? null) : null
  return data
}

/**
 * A published post whose number (its address, /blog/{number}) changes keeps its old address: a
 * permanent redirect to the post itself, so it follows any later change too. The new address is
 * a live page again, so a redirect from it is removed.
 */
export const keepOldPostAddress: CollectionAfterChangeHook = async ({ doc, req }) => {
  const before = req.context[publishedNumberKey(doc.id)] as number | null | undefined
  if (doc._status !== 'published' || !before || before === doc.articleNumber) return doc
  const where = (path: string) => ({ from: { equals: path } })
  await req.payload.delete({
    collection: 'redirects',
    where: where(`/blog/${doc.articleNumber}`),
    overrideAccess: true,
    req,
  })
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: where(`/blog/${before}`),
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const data = {
    from: `/blog/${before}`,
    language: 'all' as const,
    type: '301' as const,
    to: { type: 'reference' as const, reference: { relationTo: 'posts' as const, value: doc.id } },
  }
  if (docs[0]) await req.payload.update({ collection: 'redirects', id: docs[0].id, data, overrideAccess: true, req })
  else await req.payload.create({ collection: 'redirects', data, overrideAccess: true, req })
  return doc
}
