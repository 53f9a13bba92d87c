import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { ConfigError } from '#src/config/checks.ts'
import { mediaStorage, s3Configured } from '#src/config/storage.ts'

const media: CollectionConfig = {
  slug: 'media',
  upload: { staticDir: 'media' },
  fields: [{ name: 'alt', type: 'text' }],
}

async function applied(env: Record<string, string | undefined>): Promise<CollectionConfig> {
  const config = (await mediaStorage(env)({ collections: [media] } as Config)) as Config
  return config.collections!.find((collection) => collection.slug === 'media')!
}

const storedFields = (collection: CollectionConfig) =>
  collection.fields.map((field) => ('name' in field ? field.name : '')).sort()

describe('media storage (src/config/storage.ts)', () => {
  it('keeps files on the local disk without S3_BUCKET, in S3 with it', async () => {
    expect(s3Configured({})).toBe(false)
    expect(s3Configured({ S3_BUCKET: '  ' })).toBe(false)
    const local = await applied({})
    const s3 = await applied({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:5240',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    })
    expect((local.upload as { disableLocalStorage?: boolean }).disableLocalStorage).toBeUndefined()
    expect((s3.upload as { disableLocalStorage?: boolean }).disableLocalStorage).toBe(true)
  })

  it('gives the collection the same stored fields in both modes (one schema, one set of migrations)', async () => {
    const local = await applied({})
    const s3 = await applied({ S3_BUCKET: 'media' })
    expect(storedFields(s3)).toEqual(storedFields(local))
    expect(storedFields(local)).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
  })

  it('refuses one S3 key without the other', () => {
    expect(() => mediaStorage({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' })).toThrow(ConfigError)
    expect(() => mediaStorage({ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
  })
})
