/**
 * The site's imagery, drawn at seed time so it ships without stock photography and every picture
 * stays an ordinary Media document a marketer can replace: article covers and case-study pictures
 * (a drawn network and the topic on the brand gradient), illustrated portraits of the team and of
 * clients, and the logos of fictional clients.
 */
import type { IconNode } from 'lucide'
import type { Payload } from 'payload'
import { createElement } from 'react'
import sharp from 'sharp'
import { ImageResponse } from 'next/og'
import { interFonts } from '@/components/share/ShareCard'
import { seedContext } from './upsert'

/** A stable number from a text: the same slug always draws the same cover. */
function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

/** A small seeded random sequence (mulberry32), so covers differ from one another but not per run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The network drawn on a cover: people as dots, the conversations between them as lines, and a
 * few of them picked out in a brighter ring, on a faint dot grid. Different for every `key`.
 */
function networkSvg(key: string): string {
  const next = random(hash(key))
  const nodes = Array.from({ length: 16 }, (_, index) => ({
    x: 560 + (index % 4) * 150 + next() * 110,
    y: 40 + Math.floor(index / 4) * 150 + next() * 100,
  }))
  const lines: string[] = []
  for (const [index, node] of nodes.entries()) {
    const near = nodes
      .map((other, at) => ({ at, d: Math.hypot(other.x - node.x, other.y - node.y) }))
      .filter(({ at }) => at > index)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2)
    for (const { at } of near)
      lines.push(
        `<line x1="${node.x.toFixed(1)}" y1="${node.y.toFixed(1)}" x2="${nodes[at]!.x.toFixed(1)}" y2="${nodes[at]!.y.toFixed(1)}"/>`,
      )
  }
  const dots = nodes
    .map((node, index) => {
      const lit = index % 5 === Math.floor(next() * 5)
      return `<circle cx="${node.x.toFixed(1)}" cy="${node.y.toFixed(1)}" r="${lit ? 14 : 7}" fill="${lit ? '#ffffff' : '#bfd3fe'}"${lit ? ' stroke="#3b6ef5" stroke-width="8"' : ''}/>`
    })
    .join('')
  const grid = Array.from({ length: 9 * 5 }, (_, index) => {
    const x = 60 + (index % 9) * 56
    const y = 60 + Math.floor(index / 9) * 56
    return `<circle cx="${x}" cy="${y}" r="3" fill="#ffffff" fill-opacity="0.18"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${grid}<g stroke="#bfd3fe" stroke-opacity="0.55" stroke-width="3">${lines.join('')}</g>${dots}</svg>`
}

/**
 * A cover (1200×630 PNG) that leaves the title to the card it sits on: the brand gradient, a
 * network drawn for this `key`, and the topic beside its icon.
 */
export async function coverPng({
  key,
  topic,
  icon,
}: {
  key: string
  topic: string
  icon: IconNode
}): Promise<Buffer> {
  const network = `data:image/svg+xml;base64,${Buffer.from(networkSvg(key)).toString('base64')}`
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'flex-end',
        padding: '64px 72px',
        fontFamily: 'Inter',
        color: 'white',
        backgroundColor: '#13265e',
        backgroundImage: 'linear-gradient(135deg, #1f4fd9 0%, #13265e 70%)',
        position: 'relative',
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, never served as HTML */}
      <img
        src={network}
        width={1200}
        height={630}
        alt=""
        style={{ position: 'absolute', inset: 0 }}
      />
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 20,
          padding: '18px 30px 18px 22px',
          borderRadius: 999,
          backgroundColor: 'rgba(255,255,255,0.14)',
          border: '2px solid rgba(255,255,255,0.35)',
          fontSize: 40,
          fontWeight: 800,
        }}
      >
        <svg
          width="52"
          height="52"
          viewBox="0 0 24 24"
          fill="none"
          stroke="white"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
        </svg>
        {topic}
      </div>
    </div>,
    { width: 1200, height: 630, fonts: await interFonts },
  )
  return sharp(Buffer.from(await image.arrayBuffer()))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}

type Look = { background: string; skin: string; hair: string; shirt: string }

/** Skin, hair and clothes per portrait, in the site's blues, teals and violets. */
const LOOKS: Look[] = [
  { background: '#dbe6fe', skin: '#f1c7a5', hair: '#3b2a20', shirt: '#1f4fd9' },
  { background: '#ccfbf1', skin: '#b97a50', hair: '#1c1917', shirt: '#0f766e' },
  { background: '#ede9fe', skin: '#eab894', hair: '#9a5b13', shirt: '#6d28d9' },
]

/** Three haircuts: short, long (drawn behind the head and over it) and a bob. */
const HAIR: Array<{ behind?: string; top: string }> = [
  {
    top: 'M128 160C124 95 170 76 205 78C252 80 282 110 272 160C262 128 232 114 200 116C168 118 140 132 128 160Z',
  },
  {
    behind: 'M116 170C116 88 284 88 284 170L292 300C252 322 148 322 108 300Z',
    top: 'M126 172C120 100 170 80 200 80C242 80 284 104 274 172C254 132 216 116 200 116C174 116 140 138 126 172Z',
  },
  {
    behind:
      'M120 166C116 94 176 78 200 78C236 78 286 98 280 166L284 236C272 246 250 244 246 230L246 150L154 150L154 230C150 244 128 246 116 236Z',
    top: 'M124 160C122 100 172 80 200 80C238 80 282 102 276 160C240 150 206 124 196 110C180 134 152 152 124 160Z',
  },
]

/** An illustrated head-and-shoulders portrait (400×400 SVG); `index` picks the look and haircut. */
export function portraitSvg(index: number): string {
  const look = LOOKS[index % LOOKS.length]
  // Past the first three, each look meets the next haircut, so nine portraits differ.
  const hair = HAIR[(index + Math.floor(index / LOOKS.length)) % HAIR.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${look.background}"/>
  <circle cx="330" cy="70" r="90" fill="#ffffff" fill-opacity="0.45"/>
  ${hair.behind ? `<path d="${hair.behind}" fill="${look.hair}"/>` : ''}
  <path d="M56 400C56 312 128 268 200 268C272 268 344 312 344 400Z" fill="${look.shirt}"/>
  <rect x="174" y="214" width="52" height="66" rx="22" fill="${look.skin}"/>
  <path d="M174 270L200 302L226 270" fill="none" stroke="#ffffff" stroke-width="8" stroke-linejoin="round"/>
  <ellipse cx="200" cy="170" rx="72" ry="84" fill="${look.skin}"/>
  <path d="${hair.top}" fill="${look.hair}"/>
  <circle cx="174" cy="176" r="6" fill="#1f2937"/>
  <circle cx="226" cy="176" r="6" fill="#1f2937"/>
  <path d="M180 210Q200 226 220 210" fill="none" stroke="#1f2937" stroke-width="6" stroke-linecap="round"/>
</svg>`
}

export function portraitPng(index: number): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(index)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}

/** A fictional client: its name, the line under it and its mark (paths on a 48×48 grid). */
export type ClientLogo = { name: string; line: string; mark: string[] }

/** Invented businesses and charities of the kinds Leadpilot serves; none is a real brand. */
export const CLIENT_LOGOS: ClientLogo[] = [
  { name: 'Kestrel', line: 'Freight', mark: ['M4 40L24 8L44 40H34L24 24L14 40Z'] },
  {
    name: 'Brightmoor',
    line: 'Consulting',
    mark: ['M24 4A20 20 0 0 1 24 44Z', 'M20 8A16 16 0 0 0 20 40Z'],
  },
  { name: 'Halden', line: 'Health', mark: ['M18 4H30V18H44V30H30V44H18V30H4V18H18Z'] },
  {
    name: 'Orbit',
    line: 'Payroll',
    mark: ['M24 4A20 20 0 1 1 23.99 4ZM24 12A12 12 0 1 0 24.01 12Z', 'M36 6A5 5 0 1 1 35.99 6Z'],
  },
  {
    name: 'Quayside',
    line: 'Legal',
    mark: ['M6 44V16H14V44Z', 'M20 44V8H28V44Z', 'M34 44V20H42V44Z'],
  },
  {
    name: 'Larkfield',
    line: 'Trust',
    mark: [
      'M24 44C8 36 6 18 10 6C24 8 34 20 24 44Z',
      'M26 40C40 34 44 22 40 12C32 14 26 24 26 40Z',
    ],
  },
]

const LOGO_INK = '#475569'

/** A client's logo as a PNG 96 px high on a transparent ground: its mark, then its name in Inter. */
export async function logoPng(logo: ClientLogo): Promise<Buffer> {
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 18,
        padding: '0 12px',
        fontFamily: 'Inter',
        color: LOGO_INK,
      }}
    >
      <svg width="56" height="56" viewBox="0 0 48 48">
        {logo.mark.map((d) => (
          <path key={d} d={d} fill={LOGO_INK} fillRule="evenodd" />
        ))}
      </svg>
      <div style={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <div style={{ fontSize: 38, fontWeight: 800, letterSpacing: -1 }}>{logo.name}</div>
        <div
          style={{ fontSize: 18, fontWeight: 500, letterSpacing: 4, textTransform: 'uppercase' }}
        >
          {logo.line}
        </div>
      </div>
    </div>,
    { width: 360, height: 96, fonts: await interFonts },
  )
  // Trimmed to the drawing, so logos of any length line up at one height.
  return sharp(Buffer.from(await image.arrayBuffer()))
    .trim()
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}

/** The alt text of a client's uploaded logo, by which seed data refers to it. */
export const logoAlt = (logo: ClientLogo) => `${logo.name} ${logo.line} logo`

/**
 * Uploads a generated image once: a repeated seed finds it again by its alt text (the file name
 * may have been given a suffix on upload when a file of that name was already on disk) instead of
 * drawing and storing it twice. Returns the media id.
 */
export async function uploadOnce(
  payload: Payload,
  filename: string,
  alt: string,
  draw: () => Promise<Buffer>,
): Promise<number> {
  const existing = await payload.find({
    collection: 'media',
    where: { alt: { equals: alt } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await draw()
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name: filename, size: data.length },
    context: seedContext,
  })
  return media.id
}
