'use client'

import { useListQuery } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/**
 * Above the submissions list: one button that downloads every submission matching the list's
 * current search and filters as CSV, saying how many rows that is (not just the page shown).
 */
export function SubmissionsExport() {
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
        href={`/api/onboarding-submissions/export-csv${query ? `?${query}` : ''}`}
        download
      >
        Export {total === 1 ? '1 submission' : `all ${total} submissions`} as CSV
      </a>
      <span style={{ color: 'var(--theme-elevation-600)' }}>
        Every submission matching the search and filters, not only this page.
      </span>
    </p>
  )
}
