import type { Page } from '@/payload-types'

/**
 * What every block component receives: its data, whether it is the page's first block (which
 * owns the h1), the page's path (copy fills its `{{claim}}` tokens with that page's readings) and
 * the page's blocks (an ROI calculator is priced from the page's pricing section).
 */
export type BlockProps<T> = { block: T; isFirst: boolean; path: string; layout?: Page['layout'] }
