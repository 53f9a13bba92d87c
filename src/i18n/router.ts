import { createNavigation } from 'next-intl/navigation'

import { routing } from '#src/i18n/routing.ts'

/**
 * next-intl's locale-aware router, for the client code that navigates after an action (sign-in,
 * registration, sign-out). Kept apart from ./navigation: importing createNavigation brings
 * next-intl's client Link into a page's JavaScript, which the other pages do without.
 */
export const { useRouter } = createNavigation(routing)
