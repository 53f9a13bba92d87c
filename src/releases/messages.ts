import type { PayloadRequest } from 'payload'

/**
 * The admin's strings for releases (Payload's i18n, namespace `citayaReleases`, registered in
 * payload.config.ts next to src/i18n/admin.ts's `citaya`): every refusal and failure a release
 * shows is in the staff member's interface language.
 */
export const releaseTranslations = {
  es: {
    needsLegal:
      'Esta publicación incluye una versión de un documento legal: solo el equipo legal o la administración pueden programarla o publicarla.',
    needsEditor: 'Solo marketing o la administración pueden programar o publicar esta publicación.',
    cannotAdd: 'No puedes añadir «{{target}}» a una publicación: no tienes permiso para editarlo.',
    noVersion: '«{{target}}» {{id}} no tiene un borrador guardado que añadir.',
    statusByServer: 'El estado «{{status}}» lo pone el sistema al publicar o revertir, no se elige a mano.',
    scheduleNeedsTime: 'Elige una fecha y hora futuras para programar la publicación.',
    notEditable: 'Una publicación ya publicada, revertida o fallida no se modifica: crea una nueva.',
    empty: 'La publicación no tiene elementos.',
    badItem: 'Indica el documento: tipo (colección o global), su nombre y, en una colección, su id.',
    conflict:
      'Conflicto: {{items}} cambió después de añadirse. Elige en «Si hay cambios posteriores» si publicar lo añadido o lo más reciente.',
    invalidItem: 'No se publicó nada: {{item}} no es válido ({{reason}}).',
    versionGone: 'la versión añadida ya no existe',
    documentGone: 'el documento ya no existe',
    commitFailed:
      'No se publicó nada: la base de datos no confirmó la publicación. Vuelve a publicarla cuando la base de datos responda.',
    notPublishable: 'Solo se publica una publicación en borrador, programada o fallida (esta está «{{status}}»).',
    notRevertible: 'Solo se revierte una publicación publicada.',
    revertName: 'Reversión de «{{name}}»',
    revertWithdrawal: 'Retirada al revertir la publicación conjunta que la publicó («{{name}}»).',
    published: 'Publicada.',
    reverted: 'Revertida: se publicó «{{name}}».',
    panelTitle: 'Publicación conjunta',
    panelIn: 'Está en:',
    panelNone: 'No está en ninguna publicación pendiente.',
    panelAddTo: 'Añadir el borrador guardado a',
    panelAdd: 'Añadir',
    panelRemove: 'Quitar',
    panelSaveFirst: 'Guarda el borrador antes de añadirlo: se añade la última versión guardada.',
    panelFailed: 'No se pudo completar. Inténtalo de nuevo.',
    actionsPublish: 'Publicar ahora',
    actionsRevert: 'Revertir',
    actionsConfirmPublish: '¿Publicar ahora todos los elementos de esta publicación?',
    actionsConfirmRevert: '¿Volver a publicar las versiones anteriores de todos los elementos?',
    compareOpen: 'Ver la comparación con lo publicado',
    compareAfterSave: 'Guarda la publicación para comparar esta versión.',
    actionsPreview: 'Vista previa del sitio',
    actionsPreviewHint:
      'Abre el sitio público (todas las páginas, ambos idiomas) como quedará al publicar esta publicación. Solo tú lo ves; guarda antes los cambios.',
    targetNotReleasable:
      '«{{target}}» no puede ir en una publicación: elige una de las colecciones o globales de la lista (las que tienen borradores).',
    documentRequired: 'Elige el documento de «{{target}}».',
    documentUnknown: '«{{target}}» no tiene ningún documento con id {{id}}: elige uno de la lista.',
    documentDeleted: 'Documento eliminado (id {{id}})',
    documentOption: '{{title}} (id {{id}})',
    documentUntitled: 'Sin título',
    documentId: 'Documento (id {{id}})',
    documentSearch: 'Busca por título…',
    documentNoMatch: 'Ningún documento coincide.',
    documentLoadFailed: 'No se pudo cargar la lista. Inténtalo de nuevo.',
    staffDeleted: 'Cuenta eliminada (id {{id}})',
    staffUnknown: 'Persona del equipo (id {{id}})',
  },
  en: {
    needsLegal: 'This release holds a legal document version: only legal staff or an admin can schedule or publish it.',
    needsEditor: 'Only marketing or an admin can schedule or publish this release.',
    cannotAdd: 'You cannot add "{{target}}" to a release: you are not allowed to edit it.',
    noVersion: '"{{target}}" {{id}} has no saved draft to add.',
    statusByServer: 'The status "{{status}}" is set by the system on publish or revert, not by hand.',
    scheduleNeedsTime: 'Choose a future date and time to schedule the release.',
    notEditable: 'A published, reverted or failed release is not changed: create a new one.',
    empty: 'The release has no items.',
    badItem: 'Name the document: its kind (collection or global), its name and, in a collection, its id.',
    conflict:
      'Conflict: {{items}} changed after it was added. Choose under "If changed since added" whether to publish what was added or the latest.',
    invalidItem: 'Nothing was published: {{item}} is not valid ({{reason}}).',
    versionGone: 'the added version no longer exists',
    documentGone: 'the document no longer exists',
    commitFailed:
      'Nothing was published: the database did not confirm the release. Publish it again once the database answers.',
    notPublishable: 'Only a draft, scheduled or failed release is published (this one is "{{status}}").',
    notRevertible: 'Only a published release is reverted.',
    revertName: 'Revert of "{{name}}"',
    revertWithdrawal: 'Withdrawn when the release that published it was reverted ("{{name}}").',
    published: 'Published.',
    reverted: 'Reverted: "{{name}}" was published.',
    panelTitle: 'Release',
    panelIn: 'In:',
    panelNone: 'Not in any pending release.',
    panelAddTo: 'Add the saved draft to',
    panelAdd: 'Add',
    panelRemove: 'Remove',
    panelSaveFirst: 'Save the draft before adding it: the latest saved version is added.',
    panelFailed: 'That did not work. Try again.',
    actionsPublish: 'Publish now',
    actionsRevert: 'Revert',
    actionsConfirmPublish: 'Publish every item of this release now?',
    actionsConfirmRevert: 'Publish the previous versions of every item again?',
    compareOpen: 'See the comparison with what is published',
    compareAfterSave: 'Save the release to compare this version.',
    actionsPreview: 'Preview the site',
    actionsPreviewHint:
      'Opens the public site (every page, both languages) as it will be once this release is published. Only you see it; save your changes first.',
    targetNotReleasable:
      '"{{target}}" cannot be part of a release: choose one of the collections or globals in the list (those with drafts).',
    documentRequired: 'Choose the document of "{{target}}".',
    documentUnknown: '"{{target}}" has no document with id {{id}}: choose one from the list.',
    documentDeleted: 'Deleted document (id {{id}})',
    documentOption: '{{title}} (id {{id}})',
    documentUntitled: 'Untitled',
    documentId: 'Document (id {{id}})',
    documentSearch: 'Search by title…',
    documentNoMatch: 'No document matches.',
    documentLoadFailed: 'The list could not be loaded. Try again.',
    staffDeleted: 'Deleted account (id {{id}})',
    staffUnknown: 'Staff member (id {{id}})',
  },
} as const satisfies Record<'es' | 'en', Record<string, string>>

export type ReleaseTextKey = keyof (typeof releaseTranslations)['es']

export function releaseText(
  req: Pick<PayloadRequest, 't'>,
  key: ReleaseTextKey,
  values?: Record<string, string>,
): string {
  const t = req.t as unknown as (key: string, values?: Record<string, string>) => string
  return t(`citayaReleases:${key}`, values)
}
