import type { S3StorageOptions } from '@payloadcms/storage-s3'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

/**
 * Where uploads live. Every app instance must serve every upload: by default they are files in
 * MEDIA_DIR (`media` beside the app), which several instances share as one volume; with S3_BUCKET
 * set they go to S3 or any S3-compatible store (S3_ENDPOINT, e.g. MinIO or R2) instead.
 * The storage plugin always adds its fields, so the schema is the same either way.
 */
export function s3StorageOptions(env: Record<string, string | undefined> = process.env): S3StorageOptions {
  const bucket = env.S3_BUCKET ?? ''
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined
  return {
    enabled: bucket !== '',
    alwaysInsertFields: true,
    bucket,
    collections: { media: env.S3_PREFIX ? { prefix: env.S3_PREFIX } : true },
    config: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
      ...(credentials ? { credentials } : {}),
    },
  }
}

/** The folder uploads are written to and served from when they are not in S3. */
export function mediaDir(env: Record<string, string | undefined> = process.env): string {
  return env.MEDIA_DIR || 'media'
}

/**
 * Upload handler for files kept in MEDIA_DIR: a name with no file behind it (its upload was
 * deleted, or never existed) answers 404. Payload's own file route answers such a request 500.
 * Files that exist, and every file in S3 (whose handler answers for itself), go on as usual.
 */
async function missingFileAnswer(filename: string): Promise<Response | undefined> {
  if (process.env.S3_BUCKET) return undefined
  const dir = path.resolve(mediaDir())
  const file = path.resolve(dir, filename)
  // Payload refuses names outside the folder itself.
  if (!file.startsWith(dir + path.sep)) return undefined
  try {
    await fs.stat(file)
    return undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined
    return Response.json(
      { errors: [{ message: 'There is no such file.' }] },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

// Payload runs the next handler (or its own) whenever one answers no Response; its type wants a
// Response or nothing, not "sometimes".
export const missingLocalFile = ((_req, { params }) =>
  missingFileAnswer(params.filename)) as UploadHandler
