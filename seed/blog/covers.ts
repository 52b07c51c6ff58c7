import sharp from 'sharp'
import type { PostCategory } from '@/lib/blog'
import { escapeXml } from '@/lib/xml'

/** Cover images are drawn at seed time (no stock downloads): 1200×630, the Open Graph size. */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630

/** A dark gradient per category, from the brand blue, so white text always has contrast. */
const gradients: Record<PostCategory, [string, string]> = {
  Strategy: ['#1f4fd9', '#13265e'],
  Networking: ['#0f766e', '#13265e'],
  Tools: ['#6d28d9', '#13265e'],
  Trends: ['#b45309', '#7c2d12'],
  Content: ['#be185d', '#13265e'],
  Sales: ['#15803d', '#13265e'],
}

/** Breaks text into lines of at most `max` characters, on spaces (a longer word keeps its own line). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

export function coverSvg(title: string, category: PostCategory): string {
  const [from, to] = gradients[category]
  // Long titles get a smaller size so they stay within four lines.
  const size = title.length > 70 ? 50 : 58
  const lines = wrapWords(title, size === 50 ? 34 : 30).slice(0, 5)
  const lineHeight = Math.round(size * 1.18)
  const top = 290 - ((lines.length - 1) * lineHeight) / 2
  const font = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${top + i * lineHeight}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="1150" cy="560" r="180" fill="#ffffff" fill-opacity="0.05"/>
  <g font-family="${font}" fill="#ffffff">
    <rect x="80" y="70" rx="22" width="${category.length * 19 + 48}" height="44" fill="#ffffff" fill-opacity="0.16"/>
    <text x="104" y="100" font-size="24" font-weight="600" letter-spacing="1">${escapeXml(category.toUpperCase())}</text>
    ${text}
    <text x="80" y="560" font-size="30" font-weight="700">Leadpilot</text>
    <text x="248" y="560" font-size="24" fill-opacity="0.75">Blog</text>
  </g>
</svg>`
}

export function renderCover(title: string, category: PostCategory): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(title, category)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}
