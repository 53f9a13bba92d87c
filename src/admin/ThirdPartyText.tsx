'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import type { AdminTextKey } from '#src/i18n/admin.ts'
import { formatDateTime } from '#src/i18n/formats.ts'
import { defaultLocale } from '#src/i18n/locales.ts'

/**
 * Text that Payload's admin shows but that no Payload translation key reaches: English written
 * into the libraries it renders (react-datepicker's «Choose …» and «Time», dnd-kit's screen-reader
 * instructions, the toaster's «Notifications», Lexical's «Edit link», «Drag to move», «Add block»
 * and «Insert Paragraph» and its toolbar's «text dropdown», plugin-search's «Doc URL», the zone picker's «Ciudad de México» (admin.timezones' labels are one string), the version comparison's «Collapse», the live preview's «Responsive», the
 * schedule dialog's «All» and its name, the lock dialog's US-English moment, the header spacer named «invisible») and the dashboard's «+» buttons, whose accessible name
 * Payload builds from the collection's label object («Crear [object Object]», «Ordenar por
 * [object Object]»), and checkboxes titled with their field's path («meta.noIndex»). Each is replaced,
 * as the page changes, by the admin's own string in the staff member's interface language
 * (src/i18n/admin.ts), without patching the packages. An English admin gets the English wording.
 */

type Rule = { match: RegExp; key: AdminTextKey; keep?: boolean }

/** Attribute values (aria-label, title, placeholder): `keep` puts the matched rest after the key's text. */
const attributeRules: Rule[] = [
  { match: /^Edit link$/, key: 'uiEditLink' },
  { match: /^Remove link$/, key: 'uiRemoveLink' },
  // A chosen document's edit button in a relationship field that holds several («Edit Médico»).
  { match: /^Edit (.+)$/, key: 'uiEditDocument', keep: true },
  { match: /^Notifications(.*)$/, key: 'uiNotifications', keep: true },
  { match: /^Choose Date and Time$/, key: 'uiChooseDateTime' },
  { match: /^Choose Date$/, key: 'uiChooseDate' },
  { match: /^Choose Time$/, key: 'uiChooseTime' },
  { match: /^Choose (.*)$/, key: 'uiChooseDay', keep: true },
  { match: /^Time$/, key: 'uiTime' },
  { match: /^Not available (.*)$/, key: 'uiNotAvailable', keep: true },
  { match: /^Previous Month$/, key: 'uiPreviousMonth' },
  { match: /^Next Month$/, key: 'uiNextMonth' },
  { match: /^Previous Year$/, key: 'uiPreviousYear' },
  { match: /^Next Year$/, key: 'uiNextYear' },
  { match: /^month\s+(.*)$/i, key: 'uiMonth', keep: true },
  // The rich-text editor's handles (Lexical) and the version comparison's fold buttons.
  { match: /^Drag to move$/, key: 'uiDragToMove' },
  { match: /^Add block$/, key: 'uiAddBlock' },
  { match: /^Insert Paragraph$/, key: 'uiInsertParagraph' },
  // Its toolbar's drop-down buttons, named by their group's key («text dropdown»).
  { match: /^text dropdown$/, key: 'uiToolbarText' },
  { match: /^align dropdown$/, key: 'uiToolbarAlign' },
  { match: /^add dropdown$/, key: 'uiToolbarAdd' },
  { match: /^Collapse$/, key: 'uiCollapse' },
  { match: /^Expand$/, key: 'uiExpand' },
  // Payload's zone picker shows admin.timezones' labels as written (one string, payload.config.ts).
  { match: /^Ciudad de México \(CST\)$/, key: 'uiZoneMexicoCity' },
  // The schedule dialog is named by its modal's slug.
  { match: /^schedule-publish-\d+$/, key: 'uiSchedulePublish' },
]

/** Whole text nodes. */
const textRules: Rule[] = [
  { match: /^Time$/, key: 'uiTime' },
  { match: /^Responsive$/, key: 'uiResponsive' },
  { match: /^All$/, key: 'uiAllLanguages' },
  { match: /^Copy URL$/, key: 'uiCopyUrl' },
  { match: /^Ciudad de México \(CST\)$/, key: 'uiZoneMexicoCity' },
  // plugin-search's link to an entry's document, in a search entry's sidebar.
  { match: /^Doc URL$/, key: 'uiDocUrl' },
  // react-datepicker's month buttons (their visible-to-screen-readers text) and its live region.
  { match: /^Previous Month$/, key: 'uiPreviousMonth' },
  { match: /^Next Month$/, key: 'uiNextMonth' },
  { match: /^Selected date: (.*)$/, key: 'uiSelectedDate', keep: true },
  { match: /^To pick up a draggable item/, key: 'uiDragInstructions' },
  { match: /^Picked up draggable item (.*)\.$/, key: 'uiDragPickedUp', keep: true },
  { match: /^Draggable item (.*) was dropped\.?$/, key: 'uiDragDropped', keep: true },
  { match: /^Dragging was cancelled\. Draggable item (.*) was dropped\.$/, key: 'uiDragCancelled', keep: true },
]

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'] as const

/** «Nov 28, 2026, 1:11 AM»: how Payload's lock dialog writes a moment, whatever the admin's language. */
const usDateTime = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/

/** Where Payload put a label object («[object Object]») or no label («{{label}}») into a sentence. */
const missingLabel = /\[object Object\]|\{\{label\}\}/

/** The label an element's own context shows: the dashboard card's title, the list column's header. */
function labelNear(element: Element): string | null {
  const text =
    element.closest('[id^="card-"]')?.querySelector('h3, .card__title')?.textContent ??
    element.closest('.sort-column')?.querySelector('.sort-column__label')?.textContent
  return text?.trim() || null
}

/** A checkbox's title is its field's path («meta.noIndex»): its label's text instead. */
function checkboxTitle(element: Element): string | null {
  if (!(element instanceof HTMLInputElement) || element.type !== 'checkbox' || element.title !== element.name)
    return null
  const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null
  return label?.replace(/\*$/, '').trim() || ''
}

export function ThirdPartyText() {
  const { t, i18n } = useTranslation()

  useEffect(() => {
    const tr = (key: AdminTextKey, rest?: string) =>
      (t(`citaya:${key}` as never, { rest: rest ?? '' } as never) as string).trim()
    const rewrite = (value: string, rules: Rule[]): string | null => {
      for (const rule of rules) {
        const found = rule.match.exec(value)
        if (found) {
          const next = tr(rule.key, rule.keep ? found[1]?.trim() : undefined)
          return next !== value ? next : null
        }
      }
      return null
    }
    const fixElement = (element: Element) => {
      // The header's hidden copy of the language selector, kept only to reserve its width, is named
      // «invisible» (in English, in every admin language): a spacer, so nothing for a screen reader.
      if (element.getAttribute('aria-label') === 'invisible' && element.closest('.app-header__localizer-spacing')) {
        element.removeAttribute('aria-label')
        element.closest('.app-header__localizer-spacing')?.setAttribute('aria-hidden', 'true')
      }
      for (const attribute of ATTRIBUTES) {
        const value = element.getAttribute(attribute)
        if (!value) continue
        let next = rewrite(value, attributeRules)
        if (missingLabel.test(value)) {
          const label = labelNear(element)
          next = label
            ? value.replace(missingLabel, label)
            : attribute === 'alt'
              ? ''
              : value.replace(missingLabel, '').replace(/\s+/g, ' ').trim()
        }
        if (attribute === 'title') next = checkboxTitle(element) ?? next
        if (next !== null && next !== value) element.setAttribute(attribute, next)
      }
    }
    const fixText = (node: Node) => {
      const parent = node.parentElement
      if (!parent || parent.closest('[contenteditable="true"], textarea, script, style')) return
      const value = node.nodeValue?.trim()
      if (!value) return
      const next = rewrite(value, textRules) ?? lockedSince(parent, value)
      if (next) node.nodeValue = next
    }
    // The lock dialog writes its «Editado desde» moment in US English, 12-hour («Nov 28, 2026,
    // 1:11 AM», on the browser's clock): in the Spanish admin, as its other dates read.
    const lockedSince = (parent: Element, value: string): string | null => {
      if (i18n.language !== defaultLocale || !parent.closest('.document-locked') || !usDateTime.test(value)) return null
      const moment = new Date(value)
      if (Number.isNaN(moment.getTime())) return null
      return formatDateTime(moment.toISOString(), 'es', Intl.DateTimeFormat().resolvedOptions().timeZone)
    }
    const fixTree = (root: Node) => {
      if (root.nodeType === Node.TEXT_NODE) return fixText(root)
      if (!(root instanceof Element)) return
      fixElement(root)
      for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) fixElement(element)
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) fixText(node)
    }
    fixTree(document.body)
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') fixElement(mutation.target as Element)
        else if (mutation.type === 'characterData') fixText(mutation.target)
        else mutation.addedNodes.forEach(fixTree)
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...ATTRIBUTES],
    })
    return () => observer.disconnect()
  }, [t, i18n.language])

  return null
}
