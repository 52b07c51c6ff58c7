import type { MetadataRoute } from 'next'
import { BRAND_BLUE } from '@/lib/brand-mark'

/**
 * The web manifest: the name and icons a phone uses when the site is added to its home screen.
 * The brand name is fixed here (a manifest is fetched once and kept by the browser).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Leadpilot: done-for-you LinkedIn outreach',
    short_name: 'Leadpilot',
    description: 'Done-for-you LinkedIn outreach that fills your calendar with qualified meetings.',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: BRAND_BLUE,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
