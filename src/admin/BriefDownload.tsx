'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/** On a submission in the admin: download its brief as the Markdown file the team received. */
export function BriefDownload() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p style={{ marginBottom: '1.5rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`/api/onboarding-submissions/${id}/brief`}
        download
      >
        Download brief (.md)
      </a>
    </p>
  )
}
