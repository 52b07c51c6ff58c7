import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { SHARE_CARD } from '@/lib/share'

/** What a share card shows: a small label above the title, the description under it. */
export type ShareCard = { kicker: string | null; title: string; description?: string | null }

// The site's own typeface, read from the project (never fetched): Inter at the weights of the
// site's body text and headings. The files are traced into the standalone server by next.config.
export const interFonts = Promise.all(
  [
    { file: 'inter-latin-500-normal.woff', weight: 500 as const },
    { file: 'inter-latin-800-normal.woff', weight: 800 as const },
  ].map(async ({ file, weight }) => ({
    name: 'Inter',
    data: await readFile(path.join(process.cwd(), 'src/fonts', file)),
    weight,
    style: 'normal' as const,
  })),
)

// The site's colours (globals.css).
const BRAND_900 = '#13265e'
const BRAND_600 = '#1f4fd9'
const BRAND_500 = '#3b6ef5'
const BRAND_200 = '#bfd3fe'
const BRAND_100 = '#dbe6fe'

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

/**
 * A 1200×630 PNG in the site's design: brand gradient, its word mark, the title in Inter. A share
 * card names the site's host in its footer; covers and video posters have none, and their text
 * sits under the word mark, leaving the lower part free for a play button.
 */
export async function shareCardImage(
  card: ShareCard,
  brandName: string,
  footer: string | null,
): Promise<ImageResponse> {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: footer ? 'space-between' : 'flex-start',
        gap: 64,
        padding: '64px 72px',
        fontFamily: 'Inter',
        color: 'white',
        backgroundColor: BRAND_900,
        backgroundImage: `linear-gradient(135deg, ${BRAND_600} 0%, ${BRAND_900} 70%)`,
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'absolute',
          right: -140,
          top: -160,
          width: 520,
          height: 520,
          borderRadius: 9999,
          backgroundColor: BRAND_500,
          opacity: 0.35,
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            backgroundColor: 'white',
            color: BRAND_600,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 32,
            fontWeight: 800,
          }}
        >
          {brandName.slice(0, 1)}
        </div>
        <div style={{ fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }}>{brandName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 22 }}>
        {card.kicker ? (
          <div
            style={{
              fontSize: 24,
              fontWeight: 500,
              color: BRAND_200,
              textTransform: 'uppercase',
              letterSpacing: 3,
            }}
          >
            {clip(card.kicker, 60)}
          </div>
        ) : null}
        <div style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }}>
          {clip(card.title, 90)}
        </div>
        {card.description ? (
          <div style={{ fontSize: 28, fontWeight: 500, lineHeight: 1.35, color: BRAND_100 }}>
            {clip(card.description, 150)}
          </div>
        ) : null}
      </div>
      {footer ? (
        <div style={{ display: 'flex', fontSize: 24, fontWeight: 500, color: BRAND_200 }}>
          {footer}
        </div>
      ) : null}
    </div>,
    { ...SHARE_CARD, fonts: await interFonts },
  )
}
