import type { PayloadRequest } from 'payload'

/**
 * Every message the admin shows that is not a field's label: Payload's i18n (namespace `citaya`,
 * registered in payload.config.ts), so hooks and validations say `adminText(req, key)` and get
 * the staff member's interface language, never an inline `language === 'en' ? … : …`.
 * `{{name}}` is filled in by Payload's translator.
 */
export const adminTranslations = {
  es: {
    inviteOpen: 'Invitar por correo',
    exportAcceptances: 'Exportar CSV',
    acceptanceCount: 'Aceptaciones registradas de esta versión: {{count}}',
    inviteHelp: 'La persona recibe un correo con un enlace para elegir su propia contraseña (válido 3 días).',
    inviteEmail: 'Correo electrónico',
    inviteName: 'Nombre (opcional)',
    inviteRoles: 'Roles',
    inviteSend: 'Enviar invitación',
    inviteSent: 'Invitación enviada. La cuenta queda activa cuando la persona elige su contraseña.',
    inviteFailed: 'No se pudo enviar la invitación. Inténtalo de nuevo.',
    inviteForbidden: 'Solo la administración puede invitar a personas del equipo.',
    inviteInvalidEmail: 'Escribe un correo electrónico válido.',
    inviteInvalidName: 'El nombre admite hasta 120 caracteres.',
    inviteInvalidRoles: 'Elige al menos un rol.',
    inviteExists: 'Ya hay una cuenta del equipo con ese correo.',
    inviteMailFailed: 'El correo de invitación no se pudo enviar; no se creó la cuenta. Inténtalo más tarde.',
    slugInvalid:
      '«{{value}}» no sirve como identificador: usa solo minúsculas sin acentos, números y guiones (por ejemplo «mi-articulo»).',
    linkInvalid: 'Debe empezar con /, https:// o mailto:.',
    sitePathInvalid: 'Debe empezar con /.',
    httpsInvalid: 'Debe ser una dirección https://.',
    phoneInvalid: 'De 10 a 15 dígitos, sin espacios ni signos.',
    timeInvalid: 'Una hora de 00:00 a 23:59, con dos puntos (09:00).',
    legalDateRequired: 'La fecha de última actualización es obligatoria.',
    legalDateInvalid: 'La fecha no es válida.',
    legalDateTaken:
      'Ya hay una versión publicada de este documento con fecha {{date}}. Cada versión necesita su propia fecha: es su dirección en el sitio.',
    legalKeepAddress:
      'Una versión publicada conserva su documento y su fecha ({{id}}): son su dirección en el sitio y el nombre de su PDF. Para una nueva versión, duplica este documento.',
    legalCurrent: 'Vigente',
    legalSuperseded: 'Reemplazada',
    legalDraft: 'Borrador',
    legalScheduled: 'Programada',
    legalWithdrawnStatus: 'Retirada',
    legalKeepEffectiveTime:
      'Una versión publicada conserva su hora de entrada en vigor: cambiarla reescribiría cuándo estuvo vigente un texto. Para otra fecha u hora, la administración retira esta versión y se publica una nueva.',
    legalEffectiveTimeInvalid: 'Una hora de 00:00 a 23:59 (HH:MM, o HH:MM:SS), hora de Ciudad de México.',
    legalNoUnpublish:
      'Una versión publicada no se despublica ni se borra: queda en el historial público. La administración puede retirarla marcando «Retirada» con un motivo.',
    legalWithdrawAdminOnly:
      'Solo la administración puede retirar una versión publicada o cambiar el motivo de su retirada.',
    legalWithdrawPublishedOnly: 'Solo se retira una versión publicada; un borrador se borra.',
    legalWithdrawReason: 'Escribe el motivo de la retirada: el historial público lo muestra junto con la fecha.',
    legalWithdrawalStays: 'Una retirada no se deshace y su motivo no se borra: el historial público los muestra.',
    scheduledPublish: 'Publicar',
    scheduledUnpublish: 'Despublicar',
    lastAdmin: 'Debe quedar al menos una persona con el rol de administración.',
    redirectFromInvalid: 'La ruta de origen debe empezar con / (por ejemplo /planes).',
    redirectFromReserved: '{{from}} es del sistema y no se puede redirigir.',
    redirectFromProtected:
      '{{from}} es una página de acceso, registro, del panel o legal: no se puede redirigir (nadie debe poder desviar el inicio de sesión ni ocultar un texto legal).',
    redirectFromLanguage: 'Escribe la ruta sin /en ni /es y elige el idioma en «Idioma».',
    redirectTargetInvalid: 'El destino debe ser una ruta del sitio (/plans) o una URL completa (https://…).',
    redirectTargetNotPlain:
      '«{{url}}» no es una ruta simple del sitio: el navegador podría leerla como otra dirección. Quita las barras dobles o invertidas y los segmentos /./ y /../.',
    redirectTargetExternal:
      'Redirigir fuera del sitio (a {{host}}) requiere que un administrador autorice ese dominio en «Dominio externo autorizado».',
    redirectSelf: 'Este redireccionamiento apunta a sí mismo ({{from}}): sería un bucle.',
    redirectDuplicate: 'Ya hay un redireccionamiento desde {{from}}.',
    redirectLoop: 'Bucle: {{other}} ya redirige a {{from}}, y este redireccionamiento volvería a {{other}}.',
    redirectTargetRedirected:
      '{{other}} ya redirige a otra dirección: apunta directamente al destino final (un solo salto).',
    redirectChained:
      '{{other}} ya redirige a {{from}}: cámbialo para que apunte al destino final en lugar de encadenar dos saltos.',
    replyLabel: 'Responder por correo',
    replyHelp:
      'Se envía a {{email}} en el idioma en que escribió ({{language}}), con su mensaje citado debajo, y queda registrada en este mensaje.',
    replySend: 'Enviar respuesta',
    languageEs: 'español',
    languageEn: 'inglés',
    replySending: 'Enviando…',
    replySent: 'Respuesta enviada. El mensaje queda como «Respondido».',
    replyEmpty: 'Escribe la respuesta antes de enviarla.',
    replyTooLong: 'La respuesta admite hasta 5000 caracteres.',
    replyForbidden: 'Solo la administración y marketing pueden responder mensajes.',
    replyNotFound: 'Ese mensaje ya no existe.',
    replyMailFailed: 'El correo no se pudo enviar; no se registró nada. Inténtalo más tarde.',
    replyFailed: 'No se pudo enviar la respuesta. Inténtalo de nuevo.',
    languageSwitchHeading: 'Tienes cambios sin guardar',
    languageSwitchBody:
      'Si cambias a {{to}} ahora, se pierden los cambios que hiciste en {{from}}. Guárdalos primero (o publícalos) para conservarlos.',
    languageSwitchStay: 'Seguir editando',
    languageSwitchLeave: 'Descartar y cambiar a {{to}}',
    wrongAddressTitle: 'Desde esta dirección no se puede guardar',
    wrongAddressBody:
      'Abriste el admin en {{current}}, pero el sitio está configurado en {{expected}}: por seguridad, el servidor rechaza los cambios enviados desde otra dirección («No tienes permiso…»). Ábrelo en la dirección del sitio:',
    translationNav: 'Traducción',
    translationTitle: 'Traducción',
    translationIntro:
      'Campos cuyo texto cambió en un idioma después de su traducción. Actualiza la traducción o, si sigue siendo correcta, márcala como revisada.',
    translationNone: 'Todas las traducciones están al día.',
    translationShowAll: 'Ver todo',
    translationDirection: 'Cambió en {{source}}; {{target}} está desactualizado · {{date}}',
    translationBefore: 'Antes ({{locale}})',
    translationAfter: 'Después ({{locale}})',
    translationCurrent: 'Traducción actual ({{locale}})',
    translationEdit: 'Editar en {{locale}}',
    translationMarkReviewed: 'Marcar revisado',
    translationMarkFailed: 'No se pudo marcar como revisado. Inténtalo de nuevo.',
    translationUpToDate: 'Al día',
    translationOutOfDateCount: '{{count}} desactualizado(s)',
    translationNotFound: 'Ese registro de traducción no existe.',
    translationForbidden: 'Inicia sesión para marcar traducciones.',
  },
  en: {
    inviteOpen: 'Invite by e-mail',
    exportAcceptances: 'Export CSV',
    acceptanceCount: 'Acceptances recorded for this version: {{count}}',
    inviteHelp: 'They receive an e-mail with a link to choose their own password (valid for 3 days).',
    inviteEmail: 'E-mail',
    inviteName: 'Name (optional)',
    inviteRoles: 'Roles',
    inviteSend: 'Send invitation',
    inviteSent: 'Invitation sent. The account is ready once they choose their password.',
    inviteFailed: 'The invitation could not be sent. Please try again.',
    inviteForbidden: 'Only admins can invite staff members.',
    inviteInvalidEmail: 'Enter a valid e-mail address.',
    inviteInvalidName: 'The name takes up to 120 characters.',
    inviteInvalidRoles: 'Choose at least one role.',
    inviteExists: 'A staff account with that e-mail already exists.',
    inviteMailFailed: 'The invitation e-mail could not be sent; no account was created. Please try again later.',
    slugInvalid:
      '"{{value}}" cannot be used as an identifier: use only lowercase letters without accents, digits and hyphens (for example "my-article").',
    linkInvalid: 'Must start with /, https:// or mailto:.',
    sitePathInvalid: 'Must start with /.',
    httpsInvalid: 'Must be an https:// address.',
    phoneInvalid: '10 to 15 digits, no spaces or signs.',
    timeInvalid: 'A time from 00:00 to 23:59, with a colon (09:00).',
    legalDateRequired: 'The last-updated date is required.',
    legalDateInvalid: 'Not a valid date.',
    legalDateTaken:
      'A published version of this document already has the date {{date}}. Each version needs its own date: it is its address on the site.',
    legalKeepAddress:
      "A published version keeps its document and its date ({{id}}): they are its address on the site and its PDF's name. For a new version, duplicate this document.",
    legalCurrent: 'Current',
    legalSuperseded: 'Superseded',
    legalDraft: 'Draft',
    legalScheduled: 'Scheduled',
    legalWithdrawnStatus: 'Withdrawn',
    legalKeepEffectiveTime:
      'A published version keeps its effective time: changing it would rewrite when a text was in force. For another date or time, an admin withdraws this version and a new one is published.',
    legalEffectiveTimeInvalid: 'A time from 00:00 to 23:59 (HH:MM, or HH:MM:SS), Mexico City time.',
    legalNoUnpublish:
      'A published version is never unpublished or deleted: it stays in the public history. An admin may withdraw it by ticking "Withdrawn" and giving a reason.',
    legalWithdrawAdminOnly: 'Only an admin may withdraw a published version or change the reason for its withdrawal.',
    legalWithdrawPublishedOnly: 'Only a published version is withdrawn; a draft is deleted.',
    legalWithdrawReason: 'Give the reason for the withdrawal: the public history shows it with the date.',
    legalWithdrawalStays:
      'A withdrawal cannot be undone and its reason cannot be erased: the public history shows them.',
    scheduledPublish: 'Publish',
    scheduledUnpublish: 'Unpublish',
    lastAdmin: 'At least one staff member must keep the admin role.',
    redirectFromInvalid: 'The path to redirect from must start with / (for example /planes).',
    redirectFromReserved: '{{from}} belongs to the system and cannot be redirected.',
    redirectFromProtected:
      '{{from}} is a sign-in, registration, dashboard or legal page: it cannot be redirected (no one may divert signing in or hide a legal text).',
    redirectFromLanguage: 'Write the path without /en or /es and choose the language under "Language".',
    redirectTargetInvalid: 'The target must be a site path (/plans) or a full URL (https://…).',
    redirectTargetNotPlain:
      '"{{url}}" is not a plain site path: a browser could read it as another address. Remove double slashes, backslashes and /./ or /../ segments.',
    redirectTargetExternal:
      'Redirecting away from the site (to {{host}}) needs an admin to allow that host under "Allowed external host".',
    redirectSelf: 'This redirect points to itself ({{from}}): it would loop.',
    redirectDuplicate: 'There is already a redirect from {{from}}.',
    redirectLoop: 'Loop: {{other}} already redirects to {{from}}, and this redirect would lead back to {{other}}.',
    redirectTargetRedirected: '{{other}} is itself redirected: point straight to the final address (one hop only).',
    redirectChained:
      '{{other}} already redirects to {{from}}: change it to point to the final address instead of chaining two hops.',
    replyLabel: 'Reply by e-mail',
    replyHelp:
      'Sent to {{email}} in the language they wrote in ({{language}}), with their message quoted below, and recorded on this message.',
    replySend: 'Send reply',
    languageEs: 'Spanish',
    languageEn: 'English',
    replySending: 'Sending…',
    replySent: 'Reply sent. The message is now “Answered”.',
    replyEmpty: 'Write the reply before sending it.',
    replyTooLong: 'The reply takes up to 5000 characters.',
    replyForbidden: 'Only admins and marketing can reply to messages.',
    replyNotFound: 'That message no longer exists.',
    replyMailFailed: 'The e-mail could not be sent; nothing was recorded. Please try again later.',
    replyFailed: 'The reply could not be sent. Please try again.',
    languageSwitchHeading: 'You have unsaved changes',
    languageSwitchBody:
      'If you switch to {{to}} now, the changes you made in {{from}} are lost. Save (or publish) them first to keep them.',
    languageSwitchStay: 'Keep editing',
    languageSwitchLeave: 'Discard and switch to {{to}}',
    wrongAddressTitle: 'Changes cannot be saved from this address',
    wrongAddressBody:
      'You opened the admin at {{current}}, but the site is configured at {{expected}}: for safety, the server refuses changes sent from another address ("You are not allowed…"). Open it at the site\'s address:',
    translationNav: 'Translation',
    translationTitle: 'Translation',
    translationIntro:
      'Fields whose text changed in one language after it was translated. Update the translation or, if it still fits, mark it reviewed.',
    translationNone: 'Every translation is up to date.',
    translationShowAll: 'Show all',
    translationDirection: 'Changed in {{source}}; {{target}} is out of date · {{date}}',
    translationBefore: 'Before ({{locale}})',
    translationAfter: 'After ({{locale}})',
    translationCurrent: 'Current translation ({{locale}})',
    translationEdit: 'Edit in {{locale}}',
    translationMarkReviewed: 'Mark reviewed',
    translationMarkFailed: 'Could not mark it reviewed. Please try again.',
    translationUpToDate: 'Up to date',
    translationOutOfDateCount: '{{count}} out of date',
    translationNotFound: 'That translation record does not exist.',
    translationForbidden: 'Sign in to mark translations.',
  },
} as const satisfies Record<'es' | 'en', Record<string, string>>

export type AdminTextKey = keyof (typeof adminTranslations)['es']

/**
 * Where Payload's own Spanish falls short (Title Case, literal translations, usted where the
 * admin says tú) or its English placeholders read badly: its keys, overridden through its i18n.
 */
export const payloadOverrides = {
  es: {
    general: {
      // Two different choices that Payload calls both «Idioma»: the language of the content being
      // edited (the selector above each editor) and the admin's own language (account settings).
      locale: 'Idioma del contenido',
      locales: 'Idiomas del contenido',
      language: 'Idioma de la interfaz',
      noLabel: '(sin {{label}})',
    },
    authentication: { forceUnlock: 'Forzar desbloqueo' },
    version: {
      compareVersions: 'Comparar versiones',
      currentlyPublished: 'Versión publicada',
      unpublishedSuccessfully: 'Publicación retirada.',
      aboutToRevertToPublished:
        'Vas a descartar los cambios de este documento y volver a su versión publicada. ¿Quieres continuar?',
      restoringTitle: 'No se pudo restaurar {{title}}. Revisa tu conexión e inténtalo de nuevo.',
    },
    error: {
      documentOutOfDate: 'Alguien más actualizó este documento hace poco: lo que ves ya no es lo último.',
    },
  },
  en: {
    general: {
      locale: 'Content language',
      locales: 'Content languages',
      language: 'Interface language',
      noLabel: '(no {{label}})',
    },
  },
} as const

/** The admin's own string `key` in the staff member's interface language (Payload's `req.t`). */
export function adminText(req: Pick<PayloadRequest, 't'>, key: AdminTextKey, values?: Record<string, string>): string {
  // Payload types `t` for its own keys only; ours are registered under the `citaya` namespace.
  const t = req.t as unknown as (key: string, values?: Record<string, string>) => string
  return t(`citaya:${key}`, values)
}
