import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { escapeHtml } from '#src/contact/escape.ts'
import type { ContactTranslator } from '#src/contact/messages.ts'
import { CONTACT_LIMITS, HONEYPOT_FIELD, contactFields, type ContactField } from '#src/contact/fields.ts'

type Options = {
  locale: Locale
  t: ContactTranslator
  /** The problem with the whole submission (rate limit, unreadable body), if any. */
  alert?: string
  errors?: Partial<Record<ContactField, string>>
  values?: Partial<Record<ContactField, string>>
  page?: string | null
}

const contactPath = (locale: Locale) => localizedPath(locale, '/contact')

/**
 * The answer to a form post made without JavaScript that cannot be accepted: a small, complete
 * page in the visitor's language with the form again, each error beside its field, the typed
 * text kept. (With JavaScript the form shows the same errors in place on /contact.) Every value
 * is escaped.
 */
export function fallbackPage({ locale, t, alert, errors = {}, values = {}, page }: Options): string {
  const field = (name: ContactField) => {
    const id = `contact-${name}`
    const error = errors[name]
    const errorId = `${id}-error`
    const common = `id="${id}" name="${name}" required${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}`
    const value = escapeHtml(values[name] ?? '')
    const control =
      name === 'message'
        ? `<textarea ${common} rows="5" maxlength="${CONTACT_LIMITS.messageMax}">${value}</textarea>`
        : `<input ${common} type="${name === 'email' ? 'email' : 'text'}" value="${value}"${name === 'email' ? ' autocomplete="email"' : name === 'name' ? ' autocomplete="name"' : ''}>`
    return [
      `<div class="field${error ? ' field--invalid' : ''}">`,
      `<label for="${id}">${escapeHtml(t(`form.${name}`))}</label>`,
      control,
      error ? `<p class="field__error" id="${errorId}">${escapeHtml(error)}</p>` : '',
      '</div>',
    ].join('')
  }
  const count = Object.keys(errors).length
  const banner = alert ?? (count ? t('fixErrors', { count }) : '')
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('fallback.title'))}</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a;margin:0;line-height:1.55}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
.alert{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;padding:.75rem 1rem;border-radius:.5rem}
.field{display:grid;gap:.25rem;margin:1rem 0}
label{font-weight:600}
input,textarea{font:inherit;padding:.6rem .75rem;border:1px solid #cbd5e1;border-radius:.5rem}
.field--invalid input,.field--invalid textarea{border-color:#b91c1c}
.field__error{color:#b91c1c;margin:0}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#0f766e;color:#fff}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('fallback.title'))}</h1>
${banner ? `<p class="alert" role="alert">${escapeHtml(banner)}</p>` : ''}
<form method="post" action="/api/contact?locale=${locale}" novalidate aria-label="${escapeHtml(t('form.label'))}">
<input type="hidden" name="locale" value="${locale}">
<input type="hidden" name="page" value="${escapeHtml(page ?? contactPath(locale))}">
${contactFields.map(field).join('\n')}
<div class="hp" aria-hidden="true"><label for="contact-${HONEYPOT_FIELD}">${escapeHtml(t('form.honeypot'))}</label><input id="contact-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(t('form.submit'))}</button>
</form>
<p><a href="${contactPath(locale)}">${escapeHtml(t('fallback.back'))}</a></p>
</main>
</body>
</html>`
}
