'use client'

import { CheckCircle2, Copy, Download } from 'lucide-react'
import { createElement, useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { briefFileName, briefMarkdown, type Brief } from '@/lib/onboarding/brief'
import { BriefDocument } from './BriefDocument'
import { notify } from './notify'

export const COPY_DONE = 'Brief copied to clipboard! You can now paste it into Google Docs.'
export const COPY_FAILED = 'Failed to copy to clipboard. Please try again.'

type Props = { brief: Brief; headingLevel: 1 | 2; thanksTitle: string; thanksText: string }

/** The Client Brief Document screen that replaces the wizard after a successful submission. */
export function BriefScreen({ brief, headingLevel, thanksTitle, thanksText }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(briefMarkdown(brief))
      notify('success', COPY_DONE)
    } catch {
      notify('error', COPY_FAILED)
    }
  }

  const download = () => {
    const file = new Blob([briefMarkdown(brief)], { type: 'text/markdown;charset=utf-8' })
    const url = URL.createObjectURL(file)
    const link = document.createElement('a')
    link.href = url
    link.download = briefFileName(brief.client, new Date(brief.date))
    document.body.append(link)
    link.click()
    link.remove()
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }

  return (
    <div className="space-y-6">
      {createElement(
        `h${headingLevel}`,
        {
          ref: heading,
          tabIndex: -1,
          className: 'text-3xl font-bold tracking-tight text-ink sm:text-4xl',
        },
        'Client Brief Document',
      )}
      <div
        role="status"
        className="flex items-start gap-3 rounded-[var(--radius-card)] border border-green-200 bg-green-50 p-4 text-green-900"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
        <div>
          <p className="font-semibold">{thanksTitle}</p>
          <p className="text-sm">{thanksText}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={copy}>
          <Copy aria-hidden className="size-4" /> Copy to Clipboard
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden className="size-4" /> Download as File
        </Button>
      </div>
      <section aria-label="Brief preview" className="surface p-6 shadow-sm sm:p-8">
        <BriefDocument brief={brief} headingLevel={headingLevel} />
      </section>
    </div>
  )
}
