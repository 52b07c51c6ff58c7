'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** In the admin's live preview, re-render the page each time the editor's draft is saved. */
export function PreviewRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  )
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
