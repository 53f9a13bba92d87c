import { notFound } from 'next/navigation'

/** Any path no page matches: the localized 404 page (../not-found.tsx) with status 404. */
export default function UnknownPage() {
  notFound()
}
