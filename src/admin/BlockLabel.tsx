'use client'
import { useRowLabel } from '@payloadcms/ui'

type Data = Record<string, unknown> & { blockName?: string | null }

const TEXT_FIELDS = ['heading', 'title', 'eyebrow', 'subheading', 'dialogTitle', 'intro']

const firstText = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value.trim()) return value.trim()
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item && typeof item === 'object') {
        const text = TEXT_FIELDS.map((f) => firstText((item as Data)[f])).find(Boolean)
        if (text) return text
      }
    }
  }
  return undefined
}

/** What a block says: its own name, else its heading, else the first item's title. */
function blockSummary(data: Data | undefined): string | undefined {
  if (!data) return undefined
  if (data.blockName?.trim()) return data.blockName.trim()
  for (const field of [...TEXT_FIELDS, 'items', 'steps', 'stories', 'stats']) {
    const text = firstText(data[field])
    if (text) return text.length > 70 ? `${text.slice(0, 67)}…` : text
  }
  return undefined
}

/** A block's row in the page editor, named after its content ("Cards: Why LinkedIn works"). */
export function BlockLabel() {
  const { data } = useRowLabel<Data>()
  const summary = blockSummary(data)
  return (
    <span className="block-label" style={{ fontWeight: summary ? 600 : 400 }}>
      {summary ?? 'No heading yet'}
    </span>
  )
}
