import { describe, expect, it } from 'vitest'
import { mediaDir, s3StorageOptions } from '@collections/Media/storage'

describe('media storage', () => {
  it('keeps uploads in MEDIA_DIR (default media/) when no bucket is set, with the same schema', () => {
    const options = s3StorageOptions({})
    expect(options.enabled).toBe(false)
    expect(options.alwaysInsertFields).toBe(true)
    expect(mediaDir({})).toBe('media')
    expect(mediaDir({ MEDIA_DIR: '/srv/leadpilot/media' })).toBe('/srv/leadpilot/media')
  })

  it('puts media into the bucket with the region and credentials given', () => {
    expect(
      s3StorageOptions({
        S3_BUCKET: 'leadpilot-media',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      enabled: true,
      alwaysInsertFields: true,
      bucket: 'leadpilot-media',
      collections: { media: true },
      config: {
        region: 'eu-west-2',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      },
    })
  })

  it('talks to an S3-compatible store by its endpoint, path-style, under a prefix', () => {
    const options = s3StorageOptions({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PREFIX: 'leadpilot',
    })
    expect(options.config).toEqual({
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    })
    expect(options.collections).toEqual({ media: { prefix: 'leadpilot' } })
  })
})
