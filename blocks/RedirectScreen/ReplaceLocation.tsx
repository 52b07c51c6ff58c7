'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Replaces the current history entry with `target`, so Back skips the redirect screen. */
export function ReplaceLocation({ target }: { target: string }) {
  const router = useRouter()
  useEffect(() => {
    router.replace(target)
  }, [router, target])
  return null
}
