import { withClaims } from '@/data/claims'

/** Copy with `{{claim}}` tokens filled with this page's readings. */
export async function Claimed({ text, path }: { text: string | null | undefined; path: string }) {
  return <>{await withClaims(text, path)}</>
}
