/**
 * A seeded page. Blocks are plain data in the shape of their `config.ts`; a field written as
 * `<name>Markdown: '…'` is converted to the rich-text field `<name>` by the seed runner.
 */
type SeedBlock = Record<string, unknown> & { blockType: string }
export type SeedPage = {
  slug: string
  title: string
  description: string
  layout: SeedBlock[]
  /** False for a page only reached by its link: not in the sitemap, not indexed. */
  indexed?: boolean
  /** A time-limited offer's end and what follows it (its page reference resolved by slug). */
  offer?: Record<string, unknown>
}
