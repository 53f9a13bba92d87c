import { describe, expect, it } from 'vitest'

import { diffVersions, hasChanges, plainText } from '#src/legal/diff.ts'
import { toLexical } from '#src/seed/richtext.ts'

const version = (sections: [anchor: string, text: string][]) => ({
  sections: sections.map(([anchor, text]) => ({
    anchor,
    heading: anchor.toUpperCase(),
    body: toLexical([{ type: 'p', text }]),
  })),
})

describe('the comparison of two legal versions', () => {
  it('marks changed words, added and removed sections, in the newer order', () => {
    const diff = diffVersions(
      version([
        ['a', 'uno dos tres'],
        ['b', 'borrada del todo'],
        ['c', 'igual'],
      ]),
      version([
        ['a', 'uno cuatro tres'],
        ['c', 'igual'],
        ['d', 'sección nueva'],
      ]),
    )
    expect(diff.map((section) => [section.anchor, section.status])).toEqual([
      ['a', 'changed'],
      ['b', 'removed'],
      ['c', 'same'],
      ['d', 'added'],
    ])
    expect(diff[0].parts).toEqual([
      { change: 'same', text: 'uno ' },
      { change: 'removed', text: 'dos' },
      { change: 'added', text: 'cuatro' },
      { change: 'same', text: ' tres' },
    ])
    expect(diff[1].parts).toEqual([{ change: 'removed', text: 'borrada del todo' }])
    expect(diff[3].parts).toEqual([{ change: 'added', text: 'sección nueva' }])
    expect(hasChanges(diff)).toBe(true)
  })

  it('finds nothing between equal versions, and compares against nothing for a first version', () => {
    const one = version([['a', 'texto']])
    expect(hasChanges(diffVersions(one, one))).toBe(false)
    expect(diffVersions(null, one)).toEqual([
      { anchor: 'a', heading: 'A', status: 'added', parts: [{ change: 'added', text: 'texto' }] },
    ])
  })

  it('reads lists and bold text as plain text, a line each', () => {
    expect(
      plainText(
        toLexical([
          { type: 'p', text: 'Hola **mundo**' },
          { type: 'ul', items: ['uno', 'dos'] },
        ]),
      ),
    ).toBe('Hola mundo\nuno\ndos')
  })
})
