import 'server-only'

import { cookies } from 'next/headers'

import type { Doctor } from '#src/payload-types.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { legalStatus } from '#src/legal/acceptances.ts'
import { LEGAL_NOTICE_COOKIE } from '#src/legal/server/decision.ts'
import { versionId } from '#src/legal/versions.ts'

/**
 * What the dashboard does about changed legal documents: `required` sends the doctor to the
 * re-acceptance page first; `notices` are the unmarked changes not yet dismissed.
 */
export async function dashboardLegal(doctor: Pick<Doctor, 'id'>, locale: Locale) {
  const status = await legalStatus(doctor, locale)
  const seen = new Set(((await cookies()).get(LEGAL_NOTICE_COOKIE)?.value ?? '').split(','))
  return {
    required: status.required,
    notices: status.notices.filter((change) => !seen.has(`${change.kind}:${versionId(change.current.lastUpdated)}`)),
  }
}
