import type { Payload } from 'payload'

import type { Localized } from '#src/seed/content/types.ts'
import { gradientImage, logoImage } from '#src/seed/images.ts'
import { seedContext } from '#src/seed/write.ts'

/** Creates (or finds again, by its seed key) one generated image with localized alt text. */
export async function seedImage(
  payload: Payload,
  filename: string,
  make: () => Promise<Buffer>,
  alt: Localized<string>,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { seedKey: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  let id = docs[0]?.id
  if (!id) {
    const data = await make()
    const created = await payload.create({
      collection: 'media',
      data: { alt: alt.es, seedKey: filename },
      file: { data, mimetype: 'image/png', name: filename, size: data.length },
      locale: 'es',
      overrideAccess: true,
      context: seedContext(),
    })
    id = created.id
  }
  await payload.update({
    collection: 'media',
    id,
    data: { alt: alt.es },
    locale: 'es',
    overrideAccess: true,
    context: seedContext(),
  })
  await payload.update({
    collection: 'media',
    id,
    data: { alt: alt.en },
    locale: 'en',
    overrideAccess: true,
    context: seedContext(),
  })
  return id
}

export async function seedBrandImages(payload: Payload, brand: string): Promise<{ logo: number; social: number }> {
  const logo = await seedImage(payload, 'brand-logo.png', () => logoImage('#0f766e'), {
    es: `Logotipo de ${brand}: un calendario con una palomita`,
    en: `${brand} logo: a calendar with a check mark`,
  })
  const social = await seedImage(
    payload,
    'brand-social.png',
    () => gradientImage({ from: '#0f766e', to: '#0ea5e9', width: 1200, height: 630, seed: 0 }),
    { es: `${brand}: agenda médica por WhatsApp`, en: `${brand}: medical scheduling over WhatsApp` },
  )
  return { logo, social }
}
