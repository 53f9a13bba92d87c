import { s3Storage } from '@payloadcms/storage-s3'
import type { Field, Plugin } from 'payload'

import { ConfigError } from '#src/config/checks.ts'

type Env = Record<string, string | undefined>

/** Media go to S3-compatible storage when S3_BUCKET is set; otherwise to the local disk (MEDIA_DIR). */
export function s3Configured(env: Env): boolean {
  return Boolean(env.S3_BUCKET?.trim())
}

/**
 * Media in an S3-compatible bucket (several instances serve the same files), through Payload's
 * storage-s3 adapter. Files are still served by path through the site (/api/media/file/<name>,
 * with Payload's access control), not from the bucket's own address: next/image optimizes only
 * the site's own files, and the bucket needs no public access.
 *
 * Without S3_BUCKET the plugin is disabled but still adds its two columns (the object's prefix and
 * key): the schema is the same in both modes, so one database and one set of migrations serve
 * both, and a site can move its media to S3 without a schema change.
 */
export function mediaStorage(env: Env): Plugin {
  const enabled = s3Configured(env)
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (enabled && Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (then the AWS SDK finds credentials itself, e.g. an instance role).',
    )
  }
  const storage = s3Storage({
    enabled,
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET?.trim() ?? '',
    // An explicit (empty) prefix: the plugin adds its prefix column only when disabled with
    // alwaysInsertFields or given a prefix, and the schema must be the same in both modes.
    collections: { media: { prefix: '' } },
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      // A store other than AWS (MinIO, s3rver, R2...) at its own address, with the bucket in the
      // path rather than in a host name that would need its own DNS entry.
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where S3 requires them: newer SDKs otherwise send uploads in aws-chunked
      // encoding with a trailing checksum, which S3-compatible stores do not all understand (some
      // store the chunk framing as the file's bytes).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
  return async (config) => objectKeyNamed(await storage(config))
}

/**
 * The plugin's object-key field (its own, replacing any of ours) would show in the image drawer's
 * column picker as «_object Key»: named, and kept out of columns and filters (staff never need it).
 */
function objectKeyNamed(config: Awaited<ReturnType<Plugin>>): Awaited<ReturnType<Plugin>> {
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug !== 'media'
        ? collection
        : {
            ...collection,
            fields: collection.fields.map((field) =>
              'name' in field && field.name === '_objectKey'
                ? ({
                    ...field,
                    label: { es: 'Clave del archivo en el almacenamiento', en: 'Storage object key' },
                    admin: { ...field.admin, disableListColumn: true, disableListFilter: true },
                  } as Field)
                : field,
            ),
          },
    ),
  }
}
