import { createElement, type ReactNode } from 'react'
import type { Brief, BriefPart } from '@/lib/onboarding/brief'

function Part({ part }: { part: BriefPart }): ReactNode {
  switch (part.kind) {
    case 'fields':
      return (
        <ul>
          {part.fields.map(({ label, value }) => (
            <li key={label}>
              <strong>{label}:</strong> {value}
            </li>
          ))}
        </ul>
      )
    case 'answer':
      return (
        <>
          <p>
            <strong>{part.label}</strong>
          </p>
          {/* Paragraphs and line breaks as typed; text nodes only, never markup. */}
          {part.text.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
        </>
      )
    case 'checklist':
      return (
        <ul>
          {part.items.map(({ label, done }) => (
            <li key={label}>
              {label}: <span aria-hidden>{done ? '✅' : '❌'}</span> {done ? 'Yes' : 'No'}
            </li>
          ))}
        </ul>
      )
    case 'steps':
      return (
        <ol>
          {part.items.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )
    case 'note':
      return <p>{part.text}</p>
  }
}

/**
 * The client brief as a document: the visitor's answers as text (nothing they typed can become
 * markup). Its title is one level below `headingLevel`, the heading of what holds it.
 */
export function BriefDocument({ brief, headingLevel }: { brief: Brief; headingLevel: number }) {
  const h = (offset: number, children: ReactNode, key?: string) =>
    createElement(`h${Math.min(headingLevel + offset, 6)}`, { key }, children)
  return (
    <div className="prose-lp [&_h2]:mt-0 [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold">
      {h(1, `Client Brief: ${brief.company}`)}
      <p>
        Prepared on {brief.date} for {brief.client}.
      </p>
      {brief.sections.map((section) => (
        <section key={section.heading}>
          {h(2, section.heading)}
          {section.parts.map((part, index) => (
            <Part key={index} part={part} />
          ))}
          {section.subsections?.map((sub) => (
            <section key={sub.heading}>
              {h(3, sub.heading)}
              {sub.parts.map((part, index) => (
                <Part key={index} part={part} />
              ))}
            </section>
          ))}
        </section>
      ))}
    </div>
  )
}
