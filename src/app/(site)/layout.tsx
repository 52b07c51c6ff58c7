import type { Metadata } from 'next'
import dynamic from 'next/dynamic'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { VisitTracker } from '@/components/visit/VisitTracker'
import { getPreview } from '@/data/preview'
import { getSettings, shownSettings } from '@/data/settings'
import { siteUrl } from '@/server/site-url'
import './globals.css'

// Only live preview needs it, so visitors never download it.
const PreviewRefresh = dynamic(() =>
  import('@/components/layout/PreviewRefresh').then((m) => m.PreviewRefresh),
)
const PreviewBanner = dynamic(() =>
  import('@/components/layout/PreviewBanner').then((m) => m.PreviewBanner),
)

// Inter's Latin subset as a variable font whose weight axis runs only over the weights the site
// sets (400 to 800): 35 kB instead of 48 kB for the full 100 to 900, every character and OpenType
// feature kept. Preloaded. If the first paint comes before it (a slow phone), the page keeps a
// metric-matched Arial until the next full load, by when the font is cached: swapping it in later
// moved the headline and laid the whole page out again while the visitor read it. Made with
// Debian's fonttools from the full-range file this one replaced (inter-latin-wght-normal.woff2, in
// the repository's history):
//   fonttools varLib.instancer inter-latin-wght-normal.woff2 wght=400:800 -o inst.ttf
//   pyftsubset inst.ttf --unicodes='*' --layout-features='*' --flavor=woff2 \
//     --output-file=inter-latin-wght-400-800-normal.woff2
const inter = localFont({
  src: '../../fonts/inter-latin-wght-400-800-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '400 800',
})

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.brandName, template: `%s | ${settings.brandName}` },
    description: settings.tagline ?? undefined,
    openGraph: { siteName: settings.brandName, locale: 'en_GB', type: 'website' },
    // Drawn from the brand mark by `npm run icons`; the manifest is src/app/manifest.ts.
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
    },
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const preview = await getPreview()
  const settings = await shownSettings(preview)
  return (
    // data-scroll-behavior: Next.js turns smooth scrolling off while it changes pages.
    <html lang="en-GB" className={inter.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {preview ? <PreviewBanner /> : null}
        <Header settings={settings} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer settings={settings} />
        {preview ? <PreviewRefresh /> : null}
        <VisitTracker />
      </body>
    </html>
  )
}
