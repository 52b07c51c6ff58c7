'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import {
  clampStep,
  draftKey,
  newSubmissionId,
  parseDraft,
  serialiseDraft,
} from '@/lib/onboarding/draft'
import type { OnboardingAnswers, SubmissionVariant } from '@/lib/onboarding/schema'

/** How long typing pauses before the answers are saved in the browser. */
const SAVE_DELAY_MS = 300

export type WizardDraft = {
  /** The step on screen, 1-based. */
  step: number
  /** Shows another step (kept within 1..total) and saves. */
  setStep: (step: number) => void
  /** Sent with the submission; the same id on a retry lets the server store it once. */
  submissionId: () => string
  /** The campaign code from the landing URL (?offer=october), kept with the draft. */
  offer: () => string | undefined
  setOffer: (offer: string) => void
  /** After a successful submission: forget the saved answers and stop saving. */
  finish: () => void
}

/**
 * The wizard's answers, step, submission id and offer, kept in the browser's local storage as
 * the visitor types (debounced, and at once when the page is hidden or closed) and restored after
 * a reload, so a reload or a failed submission loses nothing. One saved draft per form variant.
 * `stepRef` holds the step between renders too (the form's per-step validation reads it).
 */
export function useWizardDraft(
  form: UseFormReturn<OnboardingAnswers>,
  {
    variant,
    total,
    stepRef,
  }: { variant: SubmissionVariant; total: number; stepRef: RefObject<number> },
): WizardDraft {
  const storageKey = draftKey(variant)
  const { getValues, reset, subscribe } = form
  const [step, setStepState] = useState(1)
  const submissionId = useRef('')
  const offer = useRef<string | undefined>(undefined)
  const restored = useRef(false)
  const finished = useRef(false)

  const save = useCallback(() => {
    if (!restored.current || finished.current) return
    try {
      localStorage.setItem(
        storageKey,
        serialiseDraft({
          step: stepRef.current,
          submissionId: submissionId.current,
          answers: getValues(),
          ...(offer.current ? { offer: offer.current } : {}),
        }),
      )
    } catch {
      // Storage full or blocked: the wizard still works, it just cannot survive a reload.
    }
  }, [getValues, stepRef, storageKey])

  // Restore the saved answers once, after hydration (the server renders the empty form).
  useEffect(() => {
    let draft = null
    try {
      draft = parseDraft(localStorage.getItem(storageKey), total)
    } catch {
      draft = null
    }
    if (draft) {
      reset(draft.answers)
      stepRef.current = draft.step
      // The draft lives only in this browser, so it can be read only after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStepState(draft.step)
      submissionId.current = draft.submissionId
      offer.current ??= draft.offer
    } else {
      submissionId.current = newSubmissionId()
    }
    restored.current = true
    save()
  }, [reset, save, stepRef, storageKey, total])

  useEffect(() => {
    let timer: number | undefined
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        window.clearTimeout(timer)
        timer = window.setTimeout(save, SAVE_DELAY_MS)
      },
    })
    const flush = () => {
      window.clearTimeout(timer)
      save()
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      unsubscribe()
      window.clearTimeout(timer)
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [save, subscribe])

  const setStep = useCallback(
    (target: number) => {
      stepRef.current = clampStep(target, total)
      setStepState(stepRef.current)
      save()
    },
    [save, stepRef, total],
  )

  const setOffer = useCallback(
    (value: string) => {
      offer.current = value
      save()
    },
    [save],
  )

  const finish = useCallback(() => {
    finished.current = true
    try {
      localStorage.removeItem(storageKey)
    } catch {
      // Nothing saved to clear.
    }
  }, [storageKey])

  return {
    step,
    setStep,
    submissionId: () => submissionId.current,
    offer: () => offer.current,
    setOffer,
    finish,
  }
}
