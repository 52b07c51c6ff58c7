'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'
import './price-checks.scss'

type Item = {
  subject: string
  kind: 'annual' | 'calculator' | 'book'
  planName: string
  target: { collection: string; id: number; title: string }
  paths: string[]
  expected: string
  actual: string
  keptBy: string | null
}

function describe(item: Item): string {
  if (item.kind === 'annual')
    return `${item.planName}: the annual price is ${item.actual}, not ${item.expected}.`
  if (item.kind === 'calculator')
    return `${item.planName}: the "${item.target.title}" package of the same name shows ${item.actual}; this card shows ${item.expected}${item.paths.length ? ` (on ${item.paths.join(', ')})` : ''}.`
  return `${item.planName}: "${item.target.title}" charges ${item.actual}; this book ${item.expected}.`
}

/**
 * On a price book: after each save, what else disagrees with its prices (annual figures,
 * calculator packages named like its plans, other books), with one action to bring the ticked
 * ones in line and one to keep them different on purpose (recorded in the claims audit).
 */
export function PriceChecks() {
  const { id, lastUpdateTime } = useDocumentInfo()
  const [items, setItems] = useState<Item[] | null>(null)
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const show = useCallback((list: Item[]) => {
    setItems(list)
    setTicked(new Set(list.filter((i) => !i.keptBy).map((i) => i.subject)))
  }, [])

  useEffect(() => {
    if (!id) return
    let live = true
    void fetch(`/api/price-books/${id}/price-checks`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : null))
      .then((body) => live && body && show(body.disagreements))
    return () => {
      live = false
    }
  }, [id, lastUpdateTime, show])

  if (!id) return null

  const act = async (action: 'align' | 'keep') => {
    setBusy(true)
    setMessage(null)
    const res = await fetch(`/api/price-books/${id}/price-checks`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action, subjects: [...ticked] }),
    })
    const body = await res.json().catch(() => ({}))
    setBusy(false)
    if (!res.ok) {
      setMessage(body.message ?? 'That did not work. Reload the page and try again.')
      return
    }
    if (action === 'align') {
      // The book's own annual figures may have changed: show the saved book.
      window.location.reload()
      return
    }
    show(body.disagreements)
    setMessage('Recorded: these figures are kept different on purpose (see the claims audit).')
  }

  return (
    <section className="price-checks" aria-labelledby="price-checks-heading">
      <h3 id="price-checks-heading">Price checks</h3>
      <p className="price-checks__hint">
        Checked against the saved prices: save or publish, then look here.
      </p>
      {items === null ? (
        <p>Checking…</p>
      ) : items.length === 0 ? (
        <p className="price-checks__ok">
          Everything agrees: annual prices, calculator packages of the same name and other price
          books.
        </p>
      ) : (
        <>
          <p>These figures disagree with this price book:</p>
          <ul>
            {items.map((item) => (
              <li key={item.subject}>
                <label>
                  <input
                    type="checkbox"
                    checked={ticked.has(item.subject)}
                    onChange={(e) => {
                      const next = new Set(ticked)
                      if (e.target.checked) next.add(item.subject)
                      else next.delete(item.subject)
                      setTicked(next)
                    }}
                  />{' '}
                  {describe(item)}
                  {item.keptBy ? (
                    <span className="price-checks__kept"> Kept different by {item.keptBy}.</span>
                  ) : null}
                </label>
              </li>
            ))}
          </ul>
          <div className="price-checks__actions">
            <Button
              buttonStyle="primary"
              size="small"
              disabled={busy || ticked.size === 0}
              onClick={() => void act('align')}
            >
              Bring the ticked figures in line
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              disabled={busy || ticked.size === 0}
              onClick={() => void act('keep')}
            >
              Keep the ticked figures different
            </Button>
          </div>
        </>
      )}
      {message ? (
        <p role="status" className="price-checks__message">
          {message}
        </p>
      ) : null}
    </section>
  )
}
