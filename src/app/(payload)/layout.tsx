import config from '#payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { notFound } from 'next/navigation'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { importMap } from '#src/app/(payload)/admin/importMap.js'
import '#src/app/(payload)/custom.scss'

/**
 * Payload's server functions in 3.90.1 (@payloadcms/next/dist/utilities/handleServerFunctions.js).
 * Any other name, or arguments that are not an object, is a malformed call: 404 (notFound), not
 * the 500 Payload's "Unknown Server Function" error would be (issue 26, finding 4). Only staff get
 * here: the production server refuses server functions without a staff session (src/server/staff-gate.ts).
 */
const SERVER_FUNCTIONS = new Set([
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
])

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  const call: unknown = args
  const { name, args: fnArgs } = (call && typeof call === 'object' ? call : {}) as { name?: unknown; args?: unknown }
  if (typeof name !== 'string' || !SERVER_FUNCTIONS.has(name) || (fnArgs != null && typeof fnArgs !== 'object'))
    notFound()
  return handleServerFunctions({ ...args, config, importMap })
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
