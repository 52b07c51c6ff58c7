'use client'

import { useListQuery } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/**
 * Above a list of personal data: one button that downloads every record matching the list's
 * current search and filters as CSV, saying how many rows that is (not just the page shown).
 */
function ListExport({ collection, one, many }: { collection: string; one: string; many: string }) {
  const { data } = useListQuery()
  const params = new URLSearchParams(useSearchParams())
  params.delete('page')
  params.delete('limit')
  const total = data?.totalDocs ?? 0
  const query = params.toString()
  return (
    <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', marginBottom: '1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={`/api/${collection}/export-csv${query ? `?${query}` : ''}`}
        download
      >
        Export {total === 1 ? `1 ${one}` : `all ${total} ${many}`} as CSV
      </a>
      <span style={{ color: 'var(--theme-elevation-600)' }}>
        Every {one} matching the search and filters, not only this page.
      </span>
    </p>
  )
}

export function SubmissionsExport() {
  return <ListExport collection="onboarding-submissions" one="submission" many="submissions" />
}

export function FormEntriesExport() {
  return <ListExport collection="form-submissions" one="entry" many="entries" />
}
