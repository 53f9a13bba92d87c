import { describe, expect, it } from 'vitest'

import { DeadlineCell } from '#src/data-rights/components/admin/DeadlineCell.tsx'

/**
 * The «Plazo» cell (src/data-rights/components/admin/DeadlineCell.tsx). Payload 3.90 also renders a
 * `ui` field's Cell while building the editor's form state, with no row (its renderField skips
 * the default component keys with `key in array`, which compares indices, never names): the cell
 * must draw nothing there instead of throwing, which logged a server error on every opening of a
 * request in the admin.
 */
const i18n = { t: (key: string) => key } as never

describe('the «Plazo» cell', () => {
  it('draws nothing where Payload renders it without a row (the editor)', () => {
    expect(DeadlineCell({ i18n } as never)).toBeNull()
  })
})
