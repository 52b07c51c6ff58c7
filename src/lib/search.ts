/**
 * Site search rules shared by the index (collections/Search), the query (src/data/search.ts), the
 * endpoint, the results page and the header's box: what a query may be, the PostgreSQL full-text
 * query it becomes, the plain text a document is indexed by, and the excerpt shown for a match.
 */

/** The longest query accepted, in characters. */
export const SEARCH_QUERY_MAX = 100
/** Words of a query that count; the rest are left out. */
const TERMS_MAX = 8
/** A word longer than this is cut (no English word is; a pasted hash would be). */
const TERM_MAX = 40
/** Plain text kept per document for matching and excerpts. */
export const SEARCH_TEXT_MAX = 20_000
/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 10
/** Results the header's box shows as the visitor types. */
export const SEARCH_SUGGEST_LIMIT = 6
export const SEARCH_PATH = '/search'

/** What each indexed collection is called on a result. */
export const SEARCH_KINDS = {
  pages: 'Page',
  posts: 'Article',
  'case-studies': 'Case study',
} as const
export type SearchCollection = keyof typeof SEARCH_KINDS
export type SearchKind = (typeof SEARCH_KINDS)[SearchCollection]

/** One result as the endpoint sends it and the page shows it. */
export type SearchResult = { title: string; type: SearchKind; path: string; excerpt: string }
export type SearchAnswer = {
  query: string
  terms: string[]
  total: number
  results: SearchResult[]
}

export type ParsedQuery =
  { ok: true; text: string; terms: string[] } | { ok: false; message: string }

const WORD = /[\p{L}\p{N}]+/gu

/**
 * A visitor's query: trimmed, at most SEARCH_QUERY_MAX characters, split into lower-case words
 * (letters and digits; apostrophes dropped, so "LinkedIn's" is "linkedins", and every other
 * character separates words). A query with no words is valid and finds nothing.
 */
export function parseSearchQuery(raw: unknown): ParsedQuery {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return { ok: false, message: 'Send the search as the text parameter q.' }
  }
  const text = (raw ?? '').trim()
  if (text.length > SEARCH_QUERY_MAX) {
    return { ok: false, message: `Searches are limited to ${SEARCH_QUERY_MAX} characters.` }
  }
  const words = text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/['’‘`]/g, '')
    .match(WORD)
  const terms = [...new Set((words ?? []).map((word) => word.slice(0, TERM_MAX)))].slice(
    0,
    TERMS_MAX,
  )
  return { ok: true, text, terms }
}

/**
 * The PostgreSQL `to_tsquery('english', …)` text for the terms: every word must match, each as a
 * prefix, so a result appears while the last word is still being typed ("linkedin outre" finds
 * "LinkedIn outreach"). Terms hold letters and digits only, so nothing in them is tsquery syntax.
 */
export function toPrefixTsQuery(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ')
}

/** The public path of a result on /search's own pages. */
export function searchPagePath(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (page > 1) params.set('page', String(page))
  return `${SEARCH_PATH}?${params}`
}

/** A page number from the query string: a whole number from 1, else 1. */
export function pageNumber(raw: unknown): number {
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

/** Keys whose strings are addresses, identifiers or settings, never copy a visitor reads. */
const NOT_COPY = new Set([
  'id',
  'blockType',
  'blockName',
  'url',
  'href',
  'videoUrl',
  'slug',
  'type',
  'format',
  'mode',
  'direction',
  'style',
  'variant',
  'icon',
  'kind',
  'tag',
  'listType',
  'textFormat',
  'textStyle',
  'relationTo',
  'linkType',
  'newTab',
  'createdAt',
  'updatedAt',
  'mimeType',
  'filename',
])
/** A lone lower-case token such as `primary` or `b2b`: a select's value, not copy. */
const SETTING = /^[a-z0-9_\-/#.:]+$/
/** Inline rich-text nodes: their texts run on without a space between them. */
const INLINE = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

/**
 * The words a visitor reads in a document's fields: every string of copy in blocks, arrays,
 * groups and rich text (Lexical), in order, in one line of plain text. Addresses, identifiers
 * and select values are left out.
 */
export function plainText(value: unknown, key = ''): string {
  if (typeof value === 'string') {
    if (NOT_COPY.has(key) || SETTING.test(value) || /^https?:\/\//.test(value)) return ''
    return value
  }
  if (Array.isArray(value))
    return joinText(
      value.map((item) => plainText(item)),
      ' ',
    )
  if (!value || typeof value !== 'object') return ''
  const node = value as Record<string, unknown>
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  if (node.type === 'text' && typeof node.text === 'string') return node.text
  if (Array.isArray(node.children)) {
    const children = node.children as { type?: unknown }[]
    const inline = children.every((child) => INLINE.has(String(child?.type)))
    return joinText(
      children.map((child) => plainText(child)),
      inline ? '' : ' ',
    )
  }
  return joinText(
    Object.entries(node).map(([k, v]) => plainText(v, k)),
    ' ',
  )
}

function joinText(parts: string[], separator: string): string {
  return parts
    .filter((part) => part !== '')
    .join(separator)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  let end = space > max / 2 ? cut.slice(0, space) : cut
  while (end && ' ,.;:–-'.includes(end.at(-1)!)) end = end.slice(0, -1)
  return `${end}…`
}

/** Each word of the text (letters and digits), with where it starts. */
function words(text: string): { word: string; index: number; length: number }[] {
  return [...text.matchAll(WORD)].map((found) => ({
    word: found[0].toLowerCase(),
    index: found.index,
    length: found[0].length,
  }))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Where the first word that starts with one of the terms appears; failing that, the first word
 * that starts as one of them does (PostgreSQL matches stems: "running" finds "run").
 */
function firstMatch(text: string, terms: string[]): number | null {
  const probes = [terms, terms.map((term) => term.slice(0, Math.max(4, term.length - 3)))]
  for (const list of probes) {
    const found = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${list.map(escapeRegExp).join('|')})`,
      'iu',
    ).exec(text)
    if (found) return found.index
  }
  return null
}

/**
 * An excerpt of `text` of at most `max` characters around the first word that matches the
 * terms, cut at word boundaries with an ellipsis where it was cut; the fallback (the document's
 * own summary) when nothing in the text matches.
 */
export function excerptAround(text: string, terms: string[], fallback: string, max = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const match = terms.length ? firstMatch(clean, terms) : null
  if (match === null) return truncateText(fallback || clean, max)
  if (clean.length <= max) return clean
  let start = Math.max(0, match - Math.floor(max / 3))
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    start = space >= 0 && space < match ? space + 1 : match
  }
  const body = truncateText(clean.slice(start), start > 0 ? max - 1 : max)
  return start > 0 ? `…${body}` : body
}

export type TextPart = { text: string; match: boolean }

/**
 * The result the arrow keys choose next in a list of `count`: the positions are the box itself
 * (-1, nothing chosen) and each result, in a ring.
 */
export function nextActive(current: number, step: 1 | -1, count: number): number {
  const positions = count + 1
  return ((current + 1 + step + positions) % positions) - 1
}

/** The text in parts, the words that start with one of the terms marked as matches. */
export function highlight(text: string, terms: string[]): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const { word, index, length } of terms.length ? words(text) : []) {
    if (!terms.some((term) => word.startsWith(term))) continue
    if (index > last) parts.push({ text: text.slice(last, index), match: false })
    parts.push({ text: text.slice(index, index + length), match: true })
    last = index + length
  }
  if (last < text.length || parts.length === 0) parts.push({ text: text.slice(last), match: false })
  return parts
}
