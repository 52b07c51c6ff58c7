/**
 * A seeded page. Blocks are plain data in the shape of their `config.ts`; a field written as
 * `<name>Markdown: '…'` is converted to the rich-text field `<name>` by the seed runner.
 */
export type SeedBlock = Record<string, unknown> & { blockType: string }
export type SeedPage = { slug: string; title: string; description: string; layout: SeedBlock[] }
