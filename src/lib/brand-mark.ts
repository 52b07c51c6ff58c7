/**
 * Leadpilot's mark: a paper plane climbing away from a dotted trail, the message that goes out and
 * the pilot who flies it. Drawn on a 48×48 grid; the header draws it beside the word mark, and
 * `scripts/brand-icons.ts` draws the favicon, the touch icon and the app icons from the same paths.
 */
export const MARK_VIEWBOX = '0 0 48 48'

/** The plane's faces, back to front, in the site's blues (on a white ground). */
export const MARK_FACES = [
  { d: 'M45 4 3 21l14 6z', fill: '#3b6ef5' },
  { d: 'M45 4 17 27l7 16z', fill: '#1f4fd9' },
  { d: 'M17 27l2.5 11.5L24 43z', fill: '#13265e' },
]

/** The dotted trail behind the plane. */
export const MARK_TRAIL = { d: 'M6 42c3-6 8-9 13-10', stroke: '#3b6ef5' }

/** The same faces in white and pale blue, for the mark on the brand-blue tile of the icons. */
const TILE_FACES = ['#ffffff', '#dbe6fe', '#bfd3fe']

export const BRAND_BLUE = '#1f4fd9'

/**
 * The icon: the mark in white on a rounded brand-blue tile, as an SVG document. `rounded: false`
 * fills the square edge to edge (the touch icon, which the phone rounds itself).
 */
export function iconSvg({ size, rounded = true }: { size: number; rounded?: boolean }): string {
  const faces = MARK_FACES.map(
    (face, index) => `<path d="${face.d}" fill="${TILE_FACES[index]}"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${size}" height="${size}"><rect width="48" height="48" rx="${rounded ? 10 : 0}" fill="${BRAND_BLUE}"/><g transform="translate(7 7) scale(0.7)"><path d="${MARK_TRAIL.d}" fill="none" stroke="#bfd3fe" stroke-width="3" stroke-linecap="round" stroke-dasharray="0.1 5.5"/>${faces}</g></svg>`
}
