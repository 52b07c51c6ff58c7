'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
const currentOrigin = () => window.location.origin
const noOrigin = () => null

/** The warning itself: shown only in a browser whose address is not one of `allowed`. */
export function OriginNotice({ allowed }: { allowed: readonly string[] }) {
  const origin = useSyncExternalStore(subscribe, currentOrigin, noOrigin)
  if (!origin || allowed.length === 0 || allowed.includes(origin)) return null
  const site = allowed[0]
  return (
    <div
      role="alert"
      style={{
        padding: '0.75rem 1.5rem',
        background: 'var(--theme-error-100)',
        color: 'var(--theme-error-800)',
        borderBottom: '1px solid var(--theme-error-300)',
      }}
    >
      <strong>Origin not allowed.</strong> This admin is open at {origin}, but changes are saved
      only from <a href={`${site}/admin`}>{site}</a>. Open the admin there, or set SITE_URL to the
      address you use.
    </div>
  )
}
