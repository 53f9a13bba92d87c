import config from '#payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { withBrandTitle } from '#src/admin/brandTitle.ts'
import { importMap } from '#src/app/(payload)/admin/importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> =>
  withBrandTitle(config, await generatePageMetadata({ config, params, searchParams }))

export default function Page({ params, searchParams }: Args) {
  return RootPage({ config, params, searchParams, importMap })
}
