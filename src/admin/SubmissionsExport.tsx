'use client'

import { PopupList, useListQuery } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'

type Kind = { collection: string; one: string; many: string }

/** The CSV export of every record matching the list's search and filters, and their count. */
function useExport({ collection, one, many }: Kind) {
  const { data } = useListQuery()
  const params = new URLSearchParams(useSearchParams())
  params.delete('page')
  params.delete('limit')
  const total = data?.totalDocs ?? 0
  const query = params.toString()
  return {
    href: `/api/${collection}/export-csv${query ? `?${query}` : ''}`,
    label: `Export ${total === 1 ? `1 ${one}` : `all ${total} ${many}`} as CSV`,
  }
}

/**
 * Above a list of personal data: one button that downloads every record matching the list's
 * current search and filters as CSV, saying how many rows that is (not just the page shown).
 */
function ListExport(kind: Kind) {
  const { href, label } = useExport(kind)
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
        Every {kind.one} matching the search and filters, not only this page.
      </span>
    </p>
  )
}

const SUBMISSIONS: Kind = {
  collection: 'onboarding-submissions',
  one: 'submission',
  many: 'submissions',
}
const ENTRIES: Kind = { collection: 'form-submissions', one: 'entry', many: 'entries' }

export function SubmissionsExport() {
  return <ListExport {...SUBMISSIONS} />
}

export function FormEntriesExport() {
  return <ListExport {...ENTRIES} />
}

/**
 * The "⋮" menu beside the list's filters: the same export, and the screen for records due for
 * removal. The download leaves the list where it is.
 */
export function SubmissionsMenuExport() {
  const { href, label } = useExport(SUBMISSIONS)
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
