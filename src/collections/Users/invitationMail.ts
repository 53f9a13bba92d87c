import { escapeHtml, headerText } from '#src/contact/escape.ts'
import { siteOrigin } from '#src/seo/urls.ts'

type Mail = { subject: string; text: string; html: string }

/**
 * The invitation a new staff member receives: in Spanish, then in English (the admin is used in
 * both), with the link to Payload's own set-password page (/admin/reset/<token>) on the public
 * origin. The inviter's and invitee's names are escaped in the HTML part.
 */
export function invitationMail(
  o: { brandName: string; inviter: string; name: string; token: string },
  origin = siteOrigin(),
): Mail {
  const link = `${origin}/admin/reset/${o.token}`
  const greeting = { es: o.name ? `Hola, ${o.name}:` : 'Hola:', en: o.name ? `Hello ${o.name},` : 'Hello,' }
  const paragraphs = {
    es: [
      greeting.es,
      `${o.inviter} te invitó al panel de contenido de ${o.brandName}.`,
      'Elige tu contraseña en este enlace (válido durante 3 días):',
    ],
    en: [
      greeting.en,
      `${o.inviter} invited you to the ${o.brandName} content admin.`,
      'Choose your password at this link (valid for 3 days):',
    ],
  }
  const closing = {
    es: 'Si no esperabas esta invitación, ignora este correo.',
    en: 'If you did not expect this invitation, ignore this e-mail.',
  }
  return bilingualMail(`[${o.brandName}] Invitación al panel / Invitation to the admin`, paragraphs, link, closing)
}

/**
 * What an invited staff member receives when someone asks for a password reset for their address
 * before they have used their invitation: the invitation still stands, and here is its link again
 * (src/collections/Users/hooks/keepInvitation.ts). Spanish, then English, as the invitation.
 */
export function pendingInvitationMail(o: { brandName: string; token: string }, origin = siteOrigin()): Mail {
  const link = `${origin}/admin/reset/${o.token}`
  const paragraphs = {
    es: [
      'Se pidió restablecer la contraseña de esta cuenta, pero su invitación sigue pendiente.',
      `Elige tu contraseña para el panel de contenido de ${o.brandName} con el enlace de la invitación (sigue siendo válido):`,
    ],
    en: [
      'A password reset was requested for this account, but its invitation is still pending.',
      `Choose your password for the ${o.brandName} content admin with the invitation's link (still valid):`,
    ],
  }
  const closing = {
    es: 'Si no pediste nada, ignora este correo: la invitación no cambió.',
    en: 'If you did not ask for anything, ignore this e-mail: the invitation has not changed.',
  }
  return bilingualMail(
    `[${o.brandName}] Tu invitación sigue pendiente / Your invitation is still pending`,
    paragraphs,
    link,
    closing,
  )
}

type Bilingual<T> = { es: T; en: T }

/** One mail in Spanish, then English: each language's paragraphs, the link, its closing line. */
function bilingualMail(
  subject: string,
  paragraphs: Bilingual<string[]>,
  link: string,
  closing: Bilingual<string>,
): Mail {
  const text = [...paragraphs.es, link, closing.es, '', '—', '', ...paragraphs.en, link, closing.en].join('\n')
  const block = (lines: string[], end: string) =>
    [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(end)}</p>`,
    ].join('\n')
  const html = `<div style="font-family:sans-serif">\n${block(paragraphs.es, closing.es)}\n<hr>\n${block(paragraphs.en, closing.en)}\n</div>`
  return { subject: headerText(subject).slice(0, 250), text, html }
}
