import { diffWords } from 'diff'

import { type Block, lexicalBlocks } from '#src/legal/pdf/lexical.ts'

/**
 * The comparison of two versions of a legal document, section by section, on their plain text:
 * what a version page shows against the previous version and what the re-acceptance page shows
 * against the version the doctor accepted. Words (with their spacing) are compared with the
 * `diff` package's word diff; sections pair up by their anchor.
 */
export type DiffPart = { change: 'same' | 'added' | 'removed'; text: string }
export type SectionDiff = {
  anchor: string
  heading: string
  status: 'added' | 'removed' | 'changed' | 'same'
  parts: DiffPart[]
}

type Section = { anchor: string; heading?: string | null; body?: unknown }
type Version = { sections?: Section[] | null } | null | undefined

function blockText(block: Block): string[] {
  switch (block.type) {
    case 'rule':
      return []
    case 'list':
      return block.items.flatMap((item) => [
        item.runs.map((run) => run.text).join(''),
        ...item.children.flatMap(blockText),
      ])
    default:
      return [block.runs.map((run) => run.text).join('')]
  }
}

/** A section's body as plain text: one paragraph (or list item) a line. */
export function plainText(body: unknown): string {
  return lexicalBlocks(body)
    .flatMap(blockText)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}

/** Every section of both versions in the newer one's order (removed sections where they were), with its changes. */
export function diffVersions(previous: Version, current: Version): SectionDiff[] {
  const before = new Map((previous?.sections ?? []).map((section) => [section.anchor, section]))
  const after = current?.sections ?? []
  const seen = new Set<string>()
  const result: SectionDiff[] = []
  const removed = (section: Section): SectionDiff => ({
    anchor: section.anchor,
    heading: section.heading ?? '',
    status: 'removed',
    parts: [{ change: 'removed', text: plainText(section.body) }],
  })
  // Sections the newer version dropped are listed just before the next section the two share.
  const pending = [...(previous?.sections ?? [])]
  for (const section of after) {
    seen.add(section.anchor)
    const old = before.get(section.anchor)
    if (old) {
      while (pending.length && pending[0].anchor !== section.anchor) {
        const dropped = pending.shift()!
        if (!after.some((item) => item.anchor === dropped.anchor)) result.push(removed(dropped))
      }
      pending.shift()
    }
    const text = plainText(section.body)
    if (!old) {
      result.push({
        anchor: section.anchor,
        heading: section.heading ?? '',
        status: 'added',
        parts: [{ change: 'added', text }],
      })
      continue
    }
    const parts: DiffPart[] = diffWords(plainText(old.body), text).map((part) => ({
      change: part.added ? 'added' : part.removed ? 'removed' : 'same',
      text: part.value,
    }))
    const changed = parts.some((part) => part.change !== 'same') || (old.heading ?? '') !== (section.heading ?? '')
    result.push({ anchor: section.anchor, heading: section.heading ?? '', status: changed ? 'changed' : 'same', parts })
  }
  for (const section of pending) if (!seen.has(section.anchor)) result.push(removed(section))
  return result
}

/** Whether two versions differ at all in their sections' text. */
export const hasChanges = (diff: SectionDiff[]) => diff.some((section) => section.status !== 'same')
