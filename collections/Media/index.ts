import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/lib/access'
import { refuseOutsizedImages } from './limits'
import { mediaDir, missingLocalFile } from './storage'

// Every size Payload makes is WebP, a fraction of a PNG's bytes at the same sharpness, and again
// AVIF, about half the WebP's bytes again for browsers that read it (all current ones do; an
// animation, which sharp writes as one still AVIF, is shown from its WebP sizes only). Effort 2
// encodes a 1,200 px picture in about a tenth of a second, in files no larger than the default
// effort's.
const webp = { format: 'webp' as const, options: { quality: 80 } }
const avif = { format: 'avif' as const, options: { quality: 50, effort: 2 } }

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    focalPoint: true,
    // The site's images list thumbnail, card and wide in their srcset, and the AVIF ones in a
    // <source> before it (src/components/ui/media-image.tsx); og is the Open Graph crop. No size
    // is ever larger than the upload: thumbnail and card are skipped for a narrower picture, wide
    // keeps a narrower picture's own width (so the sharpest file in a srcset is WebP or AVIF,
    // never the original PNG or JPEG), and og is cut from it unenlarged.
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: webp },
      { name: 'card', width: 768, formatOptions: webp },
      { name: 'wide', width: 1600, withoutEnlargement: true, formatOptions: webp },
      { name: 'thumbnailAvif', width: 400, formatOptions: avif },
      { name: 'cardAvif', width: 768, formatOptions: avif },
      { name: 'wideAvif', width: 1600, withoutEnlargement: true, formatOptions: avif },
      { name: 'og', width: 1200, height: 630, position: 'centre', withoutEnlargement: true },
    ],
    // A file that is gone (its upload deleted) is a 404, not a server error.
    handlers: [missingLocalFile],
    adminThumbnail: 'thumbnail',
  },
  hooks: { beforeOperation: [refuseOutsizedImages] },
  fields: [{ name: 'alt', type: 'text', required: true, label: 'Alternative text' }],
}
