'use client'

import { PopupList, useListQuery } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'

/** The CSV export of every submission matching the list's search and filters, and their count. */
function useExport() {
  const { data } = useListQuery()
  const params = new URLSearchParams(useSearchParams())
  params.delete('page')
  params.delete('limit')
  const total = data?.totalDocs ?? 0
  const query = params.toString()
  return {
    href: `/api/onboarding-submissions/export-csv${query ? `?${query}` : ''}`,
    label: `Export ${total === 1 ? '1 submission' : `all ${total} submissions`} as CSV`,
  }
}

/**
 * Above the submissions list: one button that downloads every submission matching the list's
 * current search and filters as CSV, saying how many rows that is (not just the page shown).
 */
export function SubmissionsExport() {
  const { href, label } = useExport()
  return (
    <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', marginBottom: '1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={href}
        download
      >
        {label}
      </a>
      <span style={{ color: 'var(--theme-elevation-600)' }}>
        Every submission matching the search and filters, not only this page.
      </span>
    </p>
  )
}

/**
 * The "⋮" menu beside the list's filters: the same export, and the screen for records due for
 * removal. The download leaves the list where it is.
 */
export function SubmissionsMenuExport() {
  const { href, label } = useExport()
  const router = useRouter()
  return (
    <>
      <PopupList.Button onClick={() => window.location.assign(href)}>{label}</PopupList.Button>
      <PopupList.Button onClick={() => router.push('/admin/retention')}>
        Due for removal
      </PopupList.Button>
    </>
  )
}
