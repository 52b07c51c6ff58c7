'use client'

import { useState } from 'react'
import { messageOf } from './api'

/**
 * One step of a second-factor form: `run` marks it busy and clears the last error, does the
 * work, and shows what went wrong (calling `onFailure`, e.g. to empty the code field).
 */
export function useStep() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function run(work: () => Promise<void>, onFailure?: () => void) {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (failure) {
      setError(messageOf(failure))
      onFailure?.()
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, run }
}
