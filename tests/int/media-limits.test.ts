/**
 * Pictures are refused at upload when their size would cost the server more than any real photo
 * or artwork: read from the file's header before Payload decodes or resizes anything. No size
 * Payload makes is ever larger than the picture.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { mediaDir } from '@collections/Media/storage'
import { responsiveImage } from '@/lib/media-src'
import type { User } from '@/payload-types'
import { rest, staff, staffToken, testPayload } from './payload'

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3b6ef5' } })
    .png()
    .toBuffer()

/**
 * A GIF whose every frame is one pixel on a canvas of width × height: the file is tiny, yet each
 * frame decodes to the whole canvas.
 */
function gifOfTinyFrames(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => [n & 255, n >> 8]
  const bytes = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0]
  bytes.push(0, 0, 0, 255, 255, 255) // two colours
  for (let i = 0; i < frames; i++) {
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0) // a tenth of a second each
    bytes.push(0x2c, ...u16(0), ...u16(0), ...u16(1), ...u16(1), 0) // one pixel at the corner
    bytes.push(2, 2, 0x44, 0x01, 0) // its LZW data
  }
  bytes.push(0x3b)
  return Buffer.from(bytes)
}

let marketer: User
const uniq = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

beforeAll(async () => {
  marketer = await staff('marketer')
})

/** Uploads as the marketer through Payload's local API; the error, if it is refused. */
async function upload(data: Buffer, alt: string, mimetype = 'image/png') {
  const payload = await testPayload()
  const name = `limits-${uniq()}.${mimetype.split('/')[1]}`
  try {
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype, name, size: data.length },
      overrideAccess: false,
      user: marketer,
    })
    return { doc, name }
  } catch (error) {
    return { error: error as Error & { status?: number }, name }
  }
}

async function expectNothingStored(alt: string, name: string) {
  const payload = await testPayload()
  const { totalDocs } = await payload.count({
    collection: 'media',
    where: { alt: { equals: alt } },
  })
  expect(totalDocs).toBe(0)
  const stem = name.replace(/\.\w+$/, '')
  const files = fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()) : []
  expect(files.filter((file) => file.startsWith(stem))).toEqual([])
}

describe('picture uploads', () => {
  it('a 100,000 × 100 picture is refused with the reason before it is processed, and nothing is stored', async () => {
    const data = await png(100_000, 100)
    const alt = `Thin strip ${uniq()}`
    const started = performance.now()
    const { error, name } = await upload(data, alt)
    expect(performance.now() - started).toBeLessThan(2000)
    expect(error?.status).toBe(400)
    expect(error?.message).toBe(
      'The image is 100,000 × 100 pixels; neither side may be over 12,000 pixels. Scale or crop it and upload it again.',
    )
    await expectNothingStored(alt, name)

    // The same over REST, as the admin's upload form sends it.
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name)
    form.append('_payload', JSON.stringify({ alt }))
    const res = await rest('POST', 'media', { token: await staffToken('marketer'), form })
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].message).toMatch(/neither side may be over 12,000 pixels/)
    await expectNothingStored(alt, name)
  })

  it('a picture more than ten times as long as it is wide, or over 50 million pixels, is refused', async () => {
    const cases: Array<[Buffer, RegExp]> = [
      [await png(5000, 400), /one side may be at most 10 times the other/],
      [await png(300, 3100), /one side may be at most 10 times the other/],
      [await png(8000, 7000), /at most 50 million pixels/],
    ]
    for (const [data, reason] of cases) {
      const alt = `Outsized ${uniq()}`
      const { error, name } = await upload(data, alt)
      expect(error?.status).toBe(400)
      expect(error?.message).toMatch(reason)
      await expectNothingStored(alt, name)
    }
  })

  it('an animation counts the pixels of all its frames: a 2 KB GIF of 80 frames of 800 × 800 is refused', async () => {
    const alt = `Animation ${uniq()}`
    const { error, name } = await upload(gifOfTinyFrames(800, 800, 80), alt, 'image/gif')
    expect(error?.status).toBe(400)
    expect(error?.message).toMatch(/in 80 frames; an image may have at most 50 million pixels/)
    await expectNothingStored(alt, name)
  })

  it('a wide banner is taken, and none of its sizes is larger than the picture', async () => {
    const alt = `Banner ${uniq()}`
    const { doc, error } = await upload(await png(2400, 300), alt)
    expect(error).toBeUndefined()
    expect([doc!.width, doc!.height]).toEqual([2400, 300])
    const sizes = Object.entries(doc!.sizes ?? {}).filter(([, size]) => size?.filename)
    expect(sizes.map(([name]) => name).sort()).toEqual([
      'card',
      'cardAvif',
      'og',
      'thumbnail',
      'thumbnailAvif',
      'wide',
      'wideAvif',
    ])
    for (const [name, size] of sizes) {
      expect(size!.width!, name).toBeLessThanOrEqual(2400)
      expect(size!.height!, name).toBeLessThanOrEqual(300)
    }
    // The share crop is cut from the picture at its own scale.
    expect([doc!.sizes!.og!.width, doc!.sizes!.og!.height]).toEqual([1200, 300])
    const payload = await testPayload()
    await payload.delete({ collection: 'media', id: doc!.id })
    expect(fs.existsSync(path.join(mediaDir(), doc!.filename!))).toBe(false)
  })

  it('a picture narrower than the widest size still gets a WebP and an AVIF at its own width, which the srcsets offer instead of the PNG', async () => {
    const alt = `Cover ${uniq()}`
    const { doc, error } = await upload(await png(1200, 630), alt)
    expect(error).toBeUndefined()
    const { wide, wideAvif, cardAvif } = doc!.sizes!
    expect([wide!.width, wide!.height, wide!.mimeType]).toEqual([1200, 630, 'image/webp'])
    expect([wideAvif!.width, wideAvif!.height, wideAvif!.mimeType]).toEqual([
      1200,
      630,
      'image/avif',
    ])
    const image = responsiveImage(doc)!
    expect(image.srcSet).toContain(`${wide!.url} 1200w`)
    expect(image.srcSet).not.toMatch(/\.(png|avif)/)
    expect(image.avifSrcSet).toContain(`${cardAvif!.url} 768w`)
    expect(image.avifSrcSet).toContain(`${wideAvif!.url} 1200w`)
    const payload = await testPayload()
    await payload.delete({ collection: 'media', id: doc!.id })
  })

  it('Payload decodes, resizes or crops no outsized picture, wherever it came from', async () => {
    const payload = await testPayload()
    const sharp = payload.config.sharp!
    const strip = await png(13_000, 1300)
    await expect(sharp(strip).resize({ width: 10 }).toBuffer()).rejects.toThrow(
      /neither side may be over 12,000 pixels/,
    )
    await expect(sharp(strip).clone().extract(box).toFile(scratch())).rejects.toThrow(/12,000/)
    // Its header is still read.
    expect((await sharp(strip).metadata()).width).toBe(13_000)
    await expect(sharp(await png(8000, 7000)).toBuffer()).rejects.toThrow(/50 million pixels/)
    const fits = await png(7000, 7000)
    await expect(sharp(fits).resize({ width: 10 }).toBuffer()).resolves.toBeTruthy()
  })

  it('a picture to fetch from an address is held to the same limits, and nothing is stored', async () => {
    const payload = await testPayload()
    const strip = await png(13_000, 1300)
    const server = http.createServer((_, res) => res.writeHead(200, PNG).end(strip))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    // Payload fetches only from public addresses; this test's server is on this machine.
    const upload = payload.collections.media.config.upload
    const skipped = upload.skipSafeFetch
    upload.skipSafeFetch = true
    try {
      const alt = `Fetched strip ${uniq()}`
      const name = `limits-${uniq()}.png`
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${name}`
      const res = await rest('POST', 'media', {
        token: await staffToken('marketer'),
        body: { alt, filename: name, url },
      })
      expect(res.status).toBe(400)
      await expectNothingStored(alt, name)
    } finally {
      upload.skipSafeFetch = skipped
      server.close()
    }
  })
})

const PNG = { 'content-type': 'image/png' }
const box = { left: 0, top: 0, width: 10, height: 10 }
// Refused before anything is written.
const scratch = () => path.join(os.tmpdir(), `limits-${uniq()}.png`)
