import type { Metadata } from 'next'
import { getPayload, type SanitizedConfig } from 'payload'

/** The suffix payload.config.ts gives every admin title, until the brand's name replaces it. */
const configuredSuffix = ' · CitaYa'

/**
 * The admin's tab titles end with the brand's name as marketing set it in Site settings
 * ("Iniciar sesión · CitaYa"), not a name fixed in the code.
 */
export async function withBrandTitle(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  metadata: Metadata,
): Promise<Metadata> {
  const title =
    typeof metadata.title === 'string'
      ? metadata.title
      : metadata.title && 'absolute' in metadata.title
        ? metadata.title.absolute
        : null
  if (!title?.endsWith(configuredSuffix)) return metadata
  try {
    const payload = await getPayload({ config: await config })
    const { brandName } = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    if (!brandName) return metadata
    return { ...metadata, title: { absolute: `${title.slice(0, -configuredSuffix.length)} · ${brandName}` } }
  } catch {
    // No database yet (first start): the configured name stays.
    return metadata
  }
}
