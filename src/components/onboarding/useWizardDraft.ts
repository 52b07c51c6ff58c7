'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { readVisit } from '@/components/visit/attribution-store'
import { cleanAttribution } from '@/lib/onboarding/attribution'
import {
  changedAnswers,
  clampStep,
  draftKey,
  isNewerDraft,
  newSubmissionId,
  parseDraft,
  serialiseDraft,
  type ServerCopy,
  type WizardDraft as SavedDraft,
} from '@/lib/onboarding/draft'
import { furthestStep, reachableStep, stepFromSearch, stepHref } from '@/lib/onboarding/journey'
import { openingPlan, type PlanChoice } from '@/lib/onboarding/plans'
import {
  emptyAnswers,
  type OnboardingAnswers,
  type SubmissionVariant,
} from '@/lib/onboarding/schema'
import { sameDraftAnswers, type ServerDraft } from '@/lib/onboarding/server-draft'
import {
  openServerDraft,
  requestResumeLink,
  saveServerDraft,
  type LinkResult,
} from './server-draft-client'

/** How long typing pauses before the answers are saved in the browser. */
const SAVE_DELAY_MS = 300

/** What the wizard keeps in each history entry it writes, beside the router's own state. */
type StepState = { onboardingStep?: number; onboardingBack?: number }

/** The search parameter of an e-mailed link that opens the answers saved on the server. */
const RESUME_PARAM = 'resume'

/** How a step change reaches the browser's history. */
type HistoryMode = 'push' | 'replace'

export type WizardDraft = {
  /** The step on screen, 1-based. */
  step: number
  /**
   * Shows another step (kept within 1..total), gives it its own address in the browser's history
   * (`push`, the default) or in place of the current one (`replace`), and saves.
   */
  setStep: (step: number, mode?: HistoryMode) => void
  /** Back one step: through the browser's history when the entry before is that step. */
  previous: () => void
  /** Sent with the submission; the same id on a retry lets the server store it once. */
  submissionId: () => string
  /** The campaign code from the landing URL (?offer=october), kept with the draft. */
  offer: () => string | undefined
  setOffer: (offer: string) => void
  /** After a successful submission: forget the saved answers and stop saving. */
  finish: () => void
  /**
   * True while another tab has saved newer answers that this tab could not take in at once,
   * because answers typed here are not saved yet: the visitor chooses which answers to keep.
   */
  conflict: boolean
  /** Replaces this tab's answers with the newer ones saved in another tab. */
  loadNewer: () => void
  /** Keeps this tab's answers, saving them over the other tab's. */
  keepThese: () => void
  /**
   * What another tab did, until the visitor types again here: `loaded` this tab took in the
   * answers it saved; `sent` it sent these answers, so a change made here starts a new submission;
   * `resumed` an e-mailed link opened the answers saved on the server.
   */
  news: 'loaded' | 'sent' | 'resumed' | null
  /** After Next on a valid step: the steps done so far are saved on the server. */
  completeStep: (step: number) => void
  /** True once the server holds a copy, so a link to finish elsewhere can be e-mailed. */
  saved: boolean
  /** E-mails a link to finish on any device, to the address given on step 1. */
  emailLink: () => Promise<LinkResult>
  /** Why an e-mailed link could not open the saved answers, to tell the visitor. */
  resumeProblem: string | null
}

type Options = {
  variant: SubmissionVariant
  total: number
  /** Holds the step between renders too (the form's per-step validation reads it). */
  stepRef: RefObject<number>
  /** The plans the visitor can choose from; a saved plan no longer among them is dropped. */
  plans: readonly PlanChoice[]
  /** Called when Back or Forward (or another tab's answers) moved the wizard to another step. */
  onMoved: () => void
}

/**
 * The wizard's answers, step, submission id and offer, kept in the browser's local storage as
 * the visitor types (debounced, and at once when the page is hidden or closed) and restored after
 * a reload, so a reload or a failed submission loses nothing. One saved draft per form variant.
 *
 * Each step has its own address (`?step=N`): Back and Forward move between steps, and a reload or
 * a shared link opens that step, or the first one before it whose answers are not yet valid.
 *
 * Two tabs share one draft. Each save raises the draft's revision; a tab never writes over a
 * revision newer than the one it last saw. When another tab saves (the `storage` event), this tab
 * takes the newer answers in at once if nothing typed here is unsaved; otherwise it asks the
 * visitor which answers to keep (`conflict`).
 */
export function useWizardDraft(
  form: UseFormReturn<OnboardingAnswers>,
  { variant, total, stepRef, plans, onMoved }: Options,
): WizardDraft {
  const storageKey = draftKey(variant)
  const { getValues, reset, subscribe } = form
  const [step, setStepState] = useState(1)
  const [conflict, setConflict] = useState(false)
  const [news, setNews] = useState<WizardDraft['news']>(null)
  const submissionId = useRef('')
  /** Set when another tab sent this draft: the next changed answer starts a new submission. */
  const renewId = useRef(false)
  const offer = useRef<string | undefined>(undefined)
  const pressedPlan = useRef<string | undefined>(undefined)
  const restored = useRef(false)
  const finished = useRef(false)
  /** The revision this tab last read or wrote. */
  const seen = useRef(0)
  /** The answers as last read or written, to tell unsaved typing from what is saved. */
  const savedAnswers = useRef('')
  /** The draft as last written, revision aside: an unchanged draft is not written again. */
  const savedDraft = useRef('')
  /** The server's copy (its token and the revision last seen) and the steps it holds. */
  const server = useRef<ServerCopy | undefined>(undefined)
  const stepsDone = useRef(0)
  /** A newer copy saved on the server from another device, while this tab had other answers. */
  const serverConflict = useRef<ServerDraft | null>(null)
  const [saved, setSaved] = useState(false)
  const [resumeProblem, setResumeProblem] = useState<string | null>(null)
  /** Set while a save to the server is on its way, and when one could not be made. */
  const pushing = useRef(false)
  const pending = useRef(false)
  /** A step was completed while a save was on its way: it is saved once that one has answered. */
  const queued = useRef(false)
  /** Opens a copy an e-mailed link brought: set once the functions below exist. */
  const openedRef = useRef<(copy: ServerDraft) => void>(() => undefined)
  /** The answers the wizard opened with, and those of them typed before it took the form over. */
  const openedWith = useRef<{
    answers: OnboardingAnswers
    early: Partial<OnboardingAnswers>
  } | null>(null)
  const plansRef = useRef(plans)
  const movedRef = useRef(onMoved)
  useEffect(() => {
    plansRef.current = plans
    movedRef.current = onMoved
  })

  const readStored = useCallback((): SavedDraft | null => {
    try {
      return parseDraft(localStorage.getItem(storageKey), total)
    } catch {
      return null
    }
  }, [storageKey, total])

  /** The submission id for the answers on screen: a new one once they differ from a draft sent. */
  const currentId = useCallback(() => {
    if (renewId.current && JSON.stringify(getValues()) !== savedAnswers.current) {
      submissionId.current = newSubmissionId()
      renewId.current = false
    }
    return submissionId.current
  }, [getValues])

  /** Writes this tab's draft unless another tab has saved newer answers since this one last looked. */
  const save = useCallback(
    (force = false) => {
      if (!restored.current || finished.current) return
      const stored = readStored()
      if (!force && isNewerDraft(stored, seen.current)) {
        setConflict(true)
        return
      }
      const answers = getValues()
      const draft = draftContent({
        step: stepRef.current,
        submissionId: currentId(),
        answers,
        offer: offer.current,
        pressedPlan: pressedPlan.current,
        stepsDone: stepsDone.current,
        server: server.current,
      })
      const content = JSON.stringify(draft)
      if (!force && content === savedDraft.current && (stored?.revision ?? 0) === seen.current)
        return
      const revision = Math.max(stored?.revision ?? 0, seen.current) + 1
      try {
        localStorage.setItem(storageKey, serialiseDraft({ ...draft, revision }))
        seen.current = revision
        savedDraft.current = content
        if (savedAnswers.current !== JSON.stringify(answers)) setNews(null)
        savedAnswers.current = JSON.stringify(answers)
        setConflict(false)
      } catch {
        // Storage full or blocked: the wizard still works, it just cannot survive a reload.
      }
    },
    [currentId, getValues, readStored, stepRef, storageKey],
  )

  /** Shows a step and writes its address into the browser's history. */
  const showStep = useCallback(
    (target: number, mode: HistoryMode) => {
      const from = stepRef.current
      stepRef.current = clampStep(target, total)
      setStepState(stepRef.current)
      const state: StepState = {
        onboardingStep: stepRef.current,
        ...(mode === 'push' ? { onboardingBack: from } : {}),
      }
      const href = stepHref(window.location.href, stepRef.current)
      if (mode === 'push') window.history.pushState(state, '', href)
      else window.history.replaceState(state, '', href)
    },
    [stepRef, total],
  )

  /** Takes in a draft saved by another tab, staying on this tab's step where the answers allow. */
  const adopt = useCallback(
    (draft: SavedDraft) => {
      // The same answers (another tab only moved between steps): nothing here needs to change.
      if (JSON.stringify(draft.answers) !== JSON.stringify(getValues())) {
        reset(draft.answers)
        setNews('loaded')
      }
      seen.current = draft.revision
      submissionId.current = draft.submissionId
      renewId.current = false
      offer.current = draft.offer ?? offer.current
      pressedPlan.current = draft.pressedPlan
      stepsDone.current = draft.stepsDone ?? 0
      server.current = draft.server
      setSaved(Boolean(draft.server))
      savedAnswers.current = JSON.stringify(draft.answers)
      savedDraft.current = JSON.stringify(draftContent(draft))
      setConflict(false)
      const reachable = reachableStep(stepRef.current, draft.answers, total)
      if (reachable !== stepRef.current) {
        showStep(reachable, 'replace')
        movedRef.current()
      }
    },
    [getValues, reset, showStep, stepRef, total],
  )

  /** Carries on from the server's copy: its answers, its reference and token, and (opened from a link) its step. */
  const takeServerDraft = useCallback(
    (copy: ServerDraft, how: 'resumed' | 'loaded') => {
      serverConflict.current = null
      finished.current = false
      renewId.current = false
      submissionId.current = copy.reference
      server.current = { token: copy.token, revision: copy.revision }
      stepsDone.current = copy.stepsDone
      if (copy.offer) offer.current = copy.offer
      // Opened from a link: answers typed on this page before its copy arrived (while the page
      // loaded, or since) stay over the copy's, on the step where they were typed.
      const typed =
        how === 'resumed' && openedWith.current
          ? {
              ...openedWith.current.early,
              ...changedAnswers(getValues(), openedWith.current.answers),
            }
          : {}
      const answers = {
        ...(how === 'resumed' ? emptyAnswers() : getValues()),
        ...copy.answers,
        ...typed,
      } as OnboardingAnswers
      reset(answers)
      setSaved(true)
      setConflict(false)
      setResumeProblem(null)
      const wanted =
        how === 'resumed' && Object.keys(typed).length === 0 ? copy.stepsDone + 1 : stepRef.current
      const target = reachableStep(wanted, answers, total)
      if (target !== stepRef.current) {
        showStep(target, 'replace')
        movedRef.current()
      }
      save(true)
      // After the save, which clears the news of a change typed here.
      setNews(how)
    },
    [getValues, reset, save, showStep, stepRef, total],
  )
  useEffect(() => {
    openedRef.current = (copy) => takeServerDraft(copy, 'resumed')
  })

  /**
   * Another tab sent this draft (and so removed it): this tab keeps its answers on screen but saves
   * nothing until the visitor changes one, and then as a new submission, so the draft sent is not
   * brought back and a change is not refused as a replay of the one sent. Sent unchanged, the
   * answers keep the id sent, and the server answers with the submission it stored.
   */
  const sentElsewhere = useCallback(() => {
    renewId.current = true
    seen.current = 0
    const answers = getValues()
    savedAnswers.current = JSON.stringify(answers)
    // The server's copy was of the answers sent: a new submission starts a copy of its own.
    server.current = undefined
    stepsDone.current = 0
    setSaved(false)
    savedDraft.current = JSON.stringify(
      draftContent({
        step: stepRef.current,
        submissionId: submissionId.current,
        answers,
        offer: offer.current,
        pressedPlan: pressedPlan.current,
      }),
    )
    setConflict(false)
    setNews('sent')
  }, [getValues, stepRef])

  // Restore the saved answers once, after hydration (the server renders the empty form), and open
  // the step the address names, or the draft's, never past the answers' furthest valid step.
  // Answers typed into the server-rendered fields while the page loaded win over the draft's, and
  // keep the visitor on the first step, where they are typing.
  useEffect(() => {
    const draft = readStored()
    const early = changedAnswers(getValues())
    const answers = { ...(draft ? draft.answers : getValues()) }
    const pressed = readVisit()?.plan
    answers.plan = openingPlan(
      answers.plan,
      { pressed, applied: draft?.pressedPlan },
      plansRef.current,
    )
    Object.assign(answers, early)
    openedWith.current = { answers, early }
    pressedPlan.current = pressed ?? draft?.pressedPlan
    if (draft) {
      submissionId.current = draft.submissionId
      offer.current ??= draft.offer
      stepsDone.current = draft.stepsDone ?? 0
      server.current = draft.server
      seen.current = draft.revision
      savedAnswers.current = JSON.stringify(draft.answers)
      savedDraft.current = JSON.stringify(draftContent(draft))
    } else {
      submissionId.current = newSubmissionId()
    }
    reset(answers)
    // An e-mailed link's code is read once and taken out of the address, so it stays out of the
    // history, shared links and the Referer header.
    const url = new URL(window.location.href)
    const resumeCode = url.searchParams.get(RESUME_PARAM)
    if (resumeCode !== null) {
      url.searchParams.delete(RESUME_PARAM)
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
    }
    const requested =
      Object.keys(early).length > 0
        ? 1
        : (stepFromSearch(window.location.search, total) ?? draft?.step ?? 1)
    const opening = reachableStep(requested, answers, total)
    stepRef.current = opening
    // The draft and the address live only in this browser, so they can be read only after
    // hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStepState(opening)
    setSaved(Boolean(draft?.server))
    const href = stepHref(window.location.href, opening)
    if (href !== currentHref()) {
      window.history.replaceState({ onboardingStep: opening } satisfies StepState, '', href)
    }
    restored.current = true
    save()
    if (resumeCode !== null) {
      void openServerDraft(resumeCode).then((result) => {
        if (result.ok) openedRef.current(result.draft)
        else setResumeProblem(result.message)
      })
    }
  }, [getValues, readStored, reset, save, stepRef, total])

  // Back and Forward: the address names the step; answers that are no longer valid stop it earlier.
  useEffect(() => {
    const onPopState = () => {
      if (!restored.current || finished.current) return
      const from = stepRef.current
      const requested = stepFromSearch(window.location.search, total) ?? 1
      const target = reachableStep(requested, getValues(), total)
      if (target !== requested) {
        showStep(target, 'replace')
      } else {
        stepRef.current = target
        setStepState(target)
      }
      if (target === from) return
      movedRef.current()
      save()
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [getValues, save, showStep, stepRef, total])

  // Another tab saved: take its newer answers in, or ask when answers typed here are unsaved.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey || event.storageArea !== localStorage) return
      if (!restored.current || finished.current) return
      if (event.newValue === null) {
        if (parseDraft(event.oldValue, total)?.submissionId === submissionId.current)
          sentElsewhere()
        return
      }
      const draft = parseDraft(event.newValue, total)
      if (!draft || !isNewerDraft(draft, seen.current)) return
      if (JSON.stringify(getValues()) === savedAnswers.current) adopt(draft)
      else setConflict(true)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [adopt, getValues, sentElsewhere, storageKey, total])

  // While the visitor has not chosen between this tab's answers and another tab's newer ones,
  // leaving the page would lose this tab's: the browser asks first.
  useEffect(() => {
    if (!conflict) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [conflict])

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

  /**
   * One save of the steps done on the server. Another device's newer copy is not overwritten: with
   * the same answers this tab simply builds on it (true: save again on top of it when this tab has
   * more steps), otherwise the visitor chooses. Offline or refused, the browser's copy stays, and
   * the save is tried again when the connection returns.
   */
  const saveOnServer = useCallback(async (): Promise<boolean> => {
    const answers = getValues()
    const done = Math.min(stepsDone.current, furthestStep(answers, total) - 1, total - 1)
    if (done < 1) return false
    pending.current = false
    const attribution = cleanAttribution(readVisit())
    const result = await saveServerDraft({
      reference: currentId(),
      ...(server.current ? { token: server.current.token } : {}),
      baseRevision: server.current?.revision ?? 0,
      stepsDone: done,
      variant,
      page: window.location.pathname,
      answers,
      ...(offer.current ? { offer: offer.current } : {}),
      ...(attribution ? { attribution } : {}),
    })
    if (finished.current) return false
    if (result.kind === 'saved') {
      server.current = { token: result.draft.token, revision: result.draft.revision }
      setSaved(true)
      save()
    } else if (result.kind === 'conflict') {
      if (sameDraftAnswers(answers, result.draft)) {
        server.current = { token: result.draft.token, revision: result.draft.revision }
        return done > result.draft.stepsDone
      }
      serverConflict.current = result.draft
      setConflict(true)
    } else if (result.kind === 'sent') {
      sentElsewhere()
    } else {
      pending.current = true
    }
    return false
  }, [currentId, getValues, save, sentElsewhere, total, variant])

  /** Saves on the server, one save at a time: a step completed meanwhile is saved right after. */
  const pushToServer = useCallback(async (): Promise<void> => {
    if (finished.current) return
    if (pushing.current) {
      queued.current = true
      return
    }
    pushing.current = true
    try {
      do {
        queued.current = false
        if (await saveOnServer()) queued.current = true
      } while (queued.current && !finished.current)
    } finally {
      pushing.current = false
    }
  }, [saveOnServer])

  // A save that failed offline is made again when the connection returns.
  useEffect(() => {
    const onOnline = () => {
      if (pending.current) void pushToServer()
    }
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [pushToServer])

  const completeStep = useCallback(
    (done: number) => {
      stepsDone.current = Math.max(stepsDone.current, done)
      save()
      void pushToServer()
    },
    [pushToServer, save],
  )

  const emailLink = useCallback(async (): Promise<LinkResult> => {
    if (!server.current || pending.current) await pushToServer()
    if (!server.current) {
      return {
        ok: false,
        message:
          'Your answers are not saved with us yet. Please check your connection and press Next once more.',
      }
    }
    return requestResumeLink(currentId(), server.current.token)
  }, [currentId, pushToServer])

  const setStep = useCallback(
    (target: number, mode: HistoryMode = 'push') => {
      if (clampStep(target, total) === stepRef.current) return
      showStep(target, mode)
      save()
    },
    [save, showStep, stepRef, total],
  )

  const previous = useCallback(() => {
    const target = clampStep(stepRef.current - 1, total)
    const state = window.history.state as StepState | null
    // The entry before this one is the previous step: going back keeps Forward meaningful.
    if (state?.onboardingBack === target) window.history.back()
    else setStep(target)
  }, [setStep, stepRef, total])

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

  const loadNewer = useCallback(() => {
    if (serverConflict.current) return takeServerDraft(serverConflict.current, 'loaded')
    const draft = readStored()
    if (draft) adopt(draft)
    else setConflict(false)
  }, [adopt, readStored, takeServerDraft])

  const keepThese = useCallback(() => {
    const newer = serverConflict.current
    if (!newer) return save(true)
    // This tab's answers replace the other device's: the next save builds on its revision.
    serverConflict.current = null
    server.current = { token: newer.token, revision: newer.revision }
    setConflict(false)
    void pushToServer()
  }, [pushToServer, save])

  return {
    step,
    setStep,
    previous,
    submissionId: currentId,
    offer: () => offer.current,
    setOffer,
    finish,
    conflict,
    loadNewer,
    keepThese,
    news,
    completeStep,
    saved,
    emailLink,
    resumeProblem,
  }
}

/** What a saved draft holds apart from its revision, in a fixed order so it can be compared. */
function draftContent(draft: Omit<SavedDraft, 'version' | 'revision'>) {
  return {
    step: draft.step,
    submissionId: draft.submissionId,
    answers: draft.answers,
    ...(draft.offer ? { offer: draft.offer } : {}),
    ...(draft.pressedPlan ? { pressedPlan: draft.pressedPlan } : {}),
    ...(draft.stepsDone ? { stepsDone: draft.stepsDone } : {}),
    ...(draft.server ? { server: draft.server } : {}),
  }
}

/** The address as `stepHref` writes it: path, search and hash. */
function currentHref(): string {
  return window.location.pathname + window.location.search + window.location.hash
}
