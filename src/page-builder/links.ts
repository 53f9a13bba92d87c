import 'server-only'

import type { Locale } from '#src/i18n/locales.ts'
import { getPlacedPages } from '#src/page-builder/data.ts'

/** A link as the link fields store it (src/fields/common.ts): a written address, or a page made from blocks. */
export type SiteLinkValue = {
  kind?: 'address' | 'page' | null
  href?: string | null
  page?: number | { id: number } | null
}

/**
 * The links that lead somewhere, each with its address without the language prefix (the caller
 * localizes it as any other site path): a written address as it is, a chosen page at its
 * published address in that language (`pagePaths`: page id → address). A page unpublished or
 * deleted since has none, and its link is left out: a visitor never meets a link to a missing
 * page (content health lists it for staff).
 */
export function linksWithAddresses<T extends SiteLinkValue>(
  links: readonly T[] | null | undefined,
  pagePaths: ReadonlyMap<number, string>,
): Array<T & { href: string }> {
  return (links ?? []).flatMap((link) => {
    const id = link.page && typeof link.page === 'object' ? link.page.id : link.page
    const href = link.kind === 'page' ? (id != null ? pagePaths.get(id) : undefined) : link.href
    return href ? [{ ...link, href }] : []
  })
}

/**
 * linksWithAddresses in `locale`, with the published pages' addresses read through the data
 * layer's cache (tagged with the pages' tag, so a menu follows a page's new address or its
 * unpublishing). Only links that point to a page read the pages.
 */
export async function resolveLinks<T extends SiteLinkValue>(
  links: readonly T[] | null | undefined,
  locale: Locale,
): Promise<Array<T & { href: string }>> {
  const pagePaths = links?.some((link) => link.kind === 'page')
    ? new Map((await getPlacedPages(locale)).map(({ page, path }) => [page.id, path]))
    : new Map<number, string>()
  return linksWithAddresses(links, pagePaths)
}
