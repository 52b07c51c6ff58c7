'use client'
import { useRowLabel } from '@payloadcms/ui'
import { formatUtc } from '@/lib/onboarding/submission-labels'

type Row = { author?: string | null; at?: string | null }

/** A note's row named by who wrote it and when: "ops@agency.example, 27 Nov 2026, 10:30 UTC". */
export function SubmissionNoteLabel() {
  const { data } = useRowLabel<Row>()
  if (!data?.at) return <span>New note (your name and the time are added when you save)</span>
  return <span>{`${data.author ?? 'Unknown'}, ${formatUtc(data.at)}`}</span>
}
