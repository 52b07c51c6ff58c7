import type { ReactNode } from 'react'
import type { Where } from 'payload'
import './dashboard.scss'

/** One dashboard card: a heading and what it lists. */
export function Widget({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="lp-dashboard" aria-label={title}>
      <h2 className="lp-dashboard__title">{title}</h2>
      {children}
    </section>
  )
}

/** A list view's address query for a filter, as the list view writes it. */
export function whereQuery(where: Where, prefix = 'where'): string {
  const parts: string[] = []
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((each, index) => walk(each, `${key}[${index}]`))
    else if (value && typeof value === 'object')
      for (const [name, each] of Object.entries(value)) walk(each, `${key}[${name}]`)
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  walk(where, prefix)
  return parts.join('&')
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** The moment seven days before now, as Payload compares dates. */
export function weekAgo(): string {
  return new Date(Date.now() - WEEK_MS).toISOString()
}
