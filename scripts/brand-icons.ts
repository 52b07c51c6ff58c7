/**
 * `npm run icons`: draws the site's icons from the brand mark (src/lib/brand-mark.ts) into
 * public/: favicon.ico (16, 32 and 48 px PNG images in one ICO file), icon.svg, the 180 px
 * apple-touch-icon.png and the web manifest's 192 and 512 px icons. Run it after changing the
 * mark, and commit what it writes.
 */
import fs from 'node:fs'
import sharp from 'sharp'
import { iconSvg } from '../src/lib/brand-mark'

const png = (size: number, rounded = true) =>
  sharp(Buffer.from(iconSvg({ size, rounded })))
    .png({ compressionLevel: 9 })
    .toBuffer()

/** An ICO file whose images are PNGs, as every browser since Internet Explorer 9 reads them. */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)])
}

const sizes = [16, 32, 48]
const favicon = ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) }))))
fs.writeFileSync('public/favicon.ico', favicon)
fs.writeFileSync('public/icon.svg', `${iconSvg({ size: 48 })}\n`)
fs.writeFileSync('public/apple-touch-icon.png', await png(180, false))
fs.writeFileSync('public/icon-192.png', await png(192))
fs.writeFileSync('public/icon-512.png', await png(512))
console.log('Wrote public/favicon.ico, icon.svg, apple-touch-icon.png, icon-192.png, icon-512.png')
