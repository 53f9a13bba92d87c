import { existsSync, readFileSync } from 'node:fs'

/**
 * Which language a word of the admin is in, from Debian's word lists (issue 40): `wamerican`
 * (/usr/share/dict/american-english, every inflected form) and `wspanish` (/usr/share/dict/spanish,
 * dictionary forms only: «publicar», not «publicada»). A word of the Spanish admin is wrong if it is
 * English and not Spanish; a word of the English admin, if it is Spanish and not English. A word in
 * both lists («final», «error», «total», «plan») is no finding either way.
 */
export const WORD_LIST_PACKAGES = 'wamerican wspanish'
const ENGLISH_LIST = '/usr/share/dict/american-english'
const SPANISH_LIST = '/usr/share/dict/spanish'

export const wordListsInstalled = () => existsSync(ENGLISH_LIST) && existsSync(SPANISH_LIST)

/**
 * Proper names and product terms the admin writes in either language. Each is here because it is
 * a name, not a word of either language:
 * - citaya: the company and product.
 * - whatsapp, business, google, firebase, payload, lexical: products the admin names (the assistant's
 *   channel, «WhatsApp Business», Calendar, the sign-in provider, the CMS, the rich-text editor).
 * - csv, seo, url, urls, pdf, html, https, mailto, smtp, api, json: formats and protocols, written the
 *   same in Spanish.
 * - admin, marketing: the staff roles' names («Marketing (contenido)»), the team's name in both languages.
 * - alt: the key on the keyboard, as the notifications' shortcut names it («alt+T»).
 * - cst: the time zone's abbreviation beside its name («Ciudad de México (CST)»).
 */
const PROPER_NAMES = new Set([
  'citaya',
  'whatsapp',
  'business',
  'google',
  'firebase',
  'payload',
  'lexical',
  'csv',
  'seo',
  'url',
  'urls',
  'pdf',
  'html',
  'https',
  'mailto',
  'smtp',
  'api',
  'json',
  'admin',
  'marketing',
  'alt',
  'cst',
])

/**
 * Spanish words the Spanish list lacks: irregular forms its rules cannot derive («hay», of «haber»;
 * «son», of «ser»; «van», of «ir»), words of the Real Academia's dictionary it misses («control»,
 * «blog», «chat», «tutorial») and the months' abbreviations as dates write them («28 jul 2025»).
 */
const SPANISH_MISSING = new Set([
  'hay',
  'son',
  'van',
  'control',
  'blog',
  'chat',
  'tutorial',
  ...['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'sept', 'oct', 'nov', 'dic'],
])

let lists: { english: Set<string>; spanish: Set<string> } | undefined

function load() {
  if (!lists) {
    const read = (file: string) =>
      new Set(
        readFileSync(file, 'utf8')
          .split('\n')
          // «word's»: the list's possessives; the admin's text is split at the apostrophe anyway.
          .filter((word) => word && !word.includes("'"))
          .map((word) => word.toLowerCase()),
      )
    lists = { english: read(ENGLISH_LIST), spanish: read(SPANISH_LIST) }
  }
  return lists
}

/**
 * Whether `word` is Spanish: in the Spanish list, or a regular form of a word there (the list holds
 * only dictionary forms): plurals («columnas», «totales»), gender and number («publicada»), participles
 * and gerunds («guardado», «eligiendo»), the present tense and the imperative («elige», «guardan»),
 * and an infinitive or imperative with its pronoun («guardarlo», «elígela»).
 */
function isSpanish(word: string): boolean {
  const { spanish } = load()
  if (spanish.has(word) || SPANISH_MISSING.has(word)) return true
  const plain = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  const candidates: string[] = []
  // Plurals and gender: -s, -es (with «-ces» from «-z»), -a/-as/-os from -o.
  if (word.endsWith('s')) candidates.push(word.slice(0, -1))
  if (word.endsWith('es')) candidates.push(word.slice(0, -2))
  if (word.endsWith('ces')) candidates.push(`${word.slice(0, -3)}z`)
  for (const ending of ['a', 'as', 'os'])
    if (word.endsWith(ending)) candidates.push(`${word.slice(0, -ending.length)}o`)
  // Accents a plural or a pronoun adds or takes away: «versiones» from «versión», «elígela».
  candidates.push(...candidates.map((c) => c.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))
  const verbs: [RegExp, string[]][] = [
    [/(ado|ada|ados|adas|ando)$/, ['ar']],
    [/(ido|ida|idos|idas|iendo|yendo)$/, ['er', 'ir']],
    [/(as|a|an|amos|e|es|en|o|ó|é)$/, ['ar', 'er', 'ir']],
    [/(arlo|arla|arlos|arlas|arle|arles|arse|ándo\w*|arte)$/, ['ar']],
    [/(erlo|erla|erse|irlo|irla|irse)$/, ['er', 'ir']],
  ]
  for (const form of [word, plain])
    for (const [ending, infinitives] of verbs) {
      const found = ending.exec(form)
      if (!found) continue
      const stem = form.slice(0, found.index)
      for (const infinitive of infinitives) candidates.push(stem + infinitive)
      // «elige» from «elegir», «muestra» from «mostrar», «puede» from «poder»: the stem's vowel changes.
      for (const [from, to] of [
        ['i', 'e'],
        ['ue', 'o'],
        ['ie', 'e'],
        ['j', 'g'],
        ['qu', 'c'],
        ['gu', 'g'],
        ['c', 'z'],
      ] as const)
        if (stem.includes(from))
          for (const infinitive of infinitives)
            candidates.push(stem.replace(new RegExp(`${from}(?!.*${from})`), to) + infinitive)
    }
  return candidates.some((candidate) => spanish.has(candidate))
}

/** The words of `text` (3+ letters) in the wrong language for an admin in `language`. */
export function wrongLanguageWords(text: string, language: 'es' | 'en'): string[] {
  const { english } = load()
  const wrong: string[] = []
  // Addresses, paths, file names and MIME types are data, whatever their words: «/register»,
  // «brand-logo.png», «image/png», «(/api/legal-acceptances/export?version=3)».
  const words = text.replace(/\S*(\/|\.[a-z]{2,4}\b)\S*/gi, ' ')
  for (const [token] of words.matchAll(/\p{L}+/gu)) {
    const word = token.toLowerCase()
    if (word.length < 3 || PROPER_NAMES.has(word)) continue
    if (language === 'es' ? english.has(word) && !isSpanish(word) : isSpanish(word) && !english.has(word))
      wrong.push(token)
  }
  return wrong
}
