import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { UploadConfig } from 'payload'

type Handler = NonNullable<UploadConfig['handlers']>[number]

/**
 * `/api/media/file/<name>` for a file that is not on disk: Payload answers 500 ("Something went
 * wrong") there, which says the server broke when the visitor merely asked for something that
 * does not exist. This handler runs before Payload's own file serving and answers 404 instead;
 * an existing file falls through to Payload (issue 15, finding 8).
 */
export function missingFileAs404(staticDir: string): Handler {
  const root = path.resolve(staticDir)
  const handler = async (_req: Parameters<Handler>[0], { params }: Parameters<Handler>[1]): Promise<Response | void> => {
    const file = path.resolve(root, params.filename)
    // Names outside the directory are refused by Payload itself with 400: left to it.
    if (!file.startsWith(root + path.sep)) return
    const found = await stat(file).then((entry) => entry.isFile(), () => false)
    if (found) return
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  return handler as Handler
}
