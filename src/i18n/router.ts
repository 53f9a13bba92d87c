import { createNavigation } from 'next-intl/navigation'

import { routing } from '#src/i18n/routing.ts'

/**
 * next-intl's locale-aware router and redirect, for the pages that need them (sign-in,
 * registration, the dashboard). Kept apart from ./navigation: importing createNavigation brings
 * next-intl's client Link into a page's JavaScript, which the other pages do without.
 */
export const { redirect, useRouter } = createNavigation(routing)
