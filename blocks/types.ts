/**
 * What every block component receives: its data, whether it is the page's first block (which
 * owns the h1), and the page's path (copy fills its `{{claim}}` tokens with that page's readings).
 */
export type BlockProps<T> = { block: T; isFirst: boolean; path: string }
