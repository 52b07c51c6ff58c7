/**
 * Illustrations for case studies without a video, drawn at seed time so the site ships without
 * stock photography: the brand gradient, the industry and the headline result, as a PNG.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { seedContext } from './upsert'

const WIDTH = 1200
const HEIGHT = 675

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Splits text into lines of at most `max` characters, on word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

export function caseStudySvg({ industry, headline }: { industry: string; headline: string }) {
  const font = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
  const headlineLines = wrap(headline, 34)
    .slice(0, 2)
    .map(
      (line, i) =>
        `<text x="80" y="${452 + i * 64}" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1f4fd9"/>
      <stop offset="1" stop-color="#13265e"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.7">
      <stop offset="0" stop-color="#3b6ef5" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#3b6ef5" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.6" fill="#ffffff" fill-opacity="0.12"/>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect width="100%" height="100%" fill="url(#dots)"/>
  <circle cx="1040" cy="560" r="210" fill="none" stroke="#dbe6fe" stroke-opacity="0.18" stroke-width="40"/>
  <circle cx="1040" cy="560" r="110" fill="none" stroke="#dbe6fe" stroke-opacity="0.12" stroke-width="24"/>
  <g font-family="${font}">
    <text x="80" y="120" font-size="28" font-weight="600" letter-spacing="4" fill="#bfd3fe">LEADPILOT CASE STUDY</text>
    <text x="80" y="300" font-size="96" font-weight="800" fill="#ffffff">${escapeXml(industry)}</text>
    <rect x="80" y="345" width="120" height="8" rx="4" fill="#bfd3fe"/>
    ${headlineLines}
  </g>
</svg>`
}

/**
 * The uploaded illustration for a case study, reusing one already uploaded under the same file
 * name so a repeated seed never duplicates it. Returns the media id.
 */
export async function caseStudyImage(
  payload: Payload,
  study: { slug: string; industry: string; results: string[] },
): Promise<number> {
  const filename = `case-study-${study.slug}.png`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const headline = study.results[0] ?? ''
  const png = await sharp(Buffer.from(caseStudySvg({ industry: study.industry, headline })))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: `${study.industry} case study illustration: ${headline}` },
    file: { data: png, mimetype: 'image/png', name: filename, size: png.length },
    context: seedContext,
  })
  return media.id
}
