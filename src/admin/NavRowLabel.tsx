'use client'
import { useRowLabel } from '@payloadcms/ui'

type Row = { label?: string | null; href?: string | null; links?: unknown[] | null }

/** A menu item labelled as visitors see it: "Pricing → /pricing-overview", "About (3 links)". */
export function NavRowLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  const label = data?.label || `Menu item ${String((rowNumber ?? 0) + 1)}`
  const count = data?.links?.length ?? 0
  const target = count
    ? ` (${count} ${count === 1 ? 'link' : 'links'})`
    : data?.href
      ? ` → ${data.href}`
      : ''
  return <span>{`${label}${target}`}</span>
}
