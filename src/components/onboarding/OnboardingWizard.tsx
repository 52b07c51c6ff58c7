'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useSearchParams } from 'next/navigation'
import { createElement, Suspense, useEffect, useId, useRef, useState } from 'react'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { useHydrated } from '@/components/ui/use-hydrated'
import { readVisit } from '@/components/visit/attribution-store'
import { cn } from '@/lib/cn'
import { cleanAttribution } from '@/lib/onboarding/attribution'
import { STEPS } from '@/lib/onboarding/catalogue'
import { READY_MARK } from '@/lib/onboarding/timing'
import type { Brief } from '@/lib/onboarding/brief'
import type { PlanChoice } from '@/lib/onboarding/plans'
import type { FormWording } from '@/lib/onboarding/wording'
import { clampStep, firstStepWithError } from '@/lib/onboarding/draft'
import {
  emptyAnswers,
  fieldErrors,
  STEP_COUNT,
  stepSchemas,
  submissionSchema,
  type OnboardingAnswers,
  type SubmissionInput,
  type SubmissionVariant,
} from '@/lib/onboarding/schema'
import { SUBMIT_ERROR_MESSAGE, submitOnboarding } from '@/components/onboarding/submit'
import { WizardSettings, type AnswerPath } from './fields'
import { StepIndicator } from './StepIndicator'
import { BrandStoryStep, BusinessStep, CallStep, ClientStep } from './steps'
import { FinishLater } from './FinishLater'
import { useWizardDraft } from './useWizardDraft'

// The pickers (cmdk, popover) and the brief screen load when they are about to be needed.
const loadIcpStep = () => import('./IcpStep')
const loadBriefScreen = () => import('./BriefScreen')
const loading = () => (
  <p role="status" className="py-12 text-center text-muted">
    Loading…
  </p>
)
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false })
const IcpStep = dynamic(() => loadIcpStep().then((m) => m.IcpStep), { loading })
const BriefScreen = dynamic(() => loadBriefScreen().then((m) => m.BriefScreen), { loading })

const OFFER = /^[\w-]{1,50}$/

/** What the wizard says when another tab has changed or sent the answers. */
const NEWS = {
  loaded: 'We have loaded the answers you gave in another tab or on another device.',
  sent: 'These answers were sent from another tab or device. Anything you change and send from here becomes a new submission.',
  resumed: 'Welcome back. Your saved answers are loaded, and you are on the step you reached.',
} as const

// One resolver per step: Next checks only the fields of the step on screen.
const stepResolvers = stepSchemas.map(
  (schema) => zodResolver(schema) as unknown as Resolver<OnboardingAnswers>,
)

export type OnboardingWizardProps = {
  /** 5 for the full wizard; 2 for the quick form (steps 1-2, saved as variant 'quick'). */
  totalSteps: number
  /** The onboarding-call booking page for the scheduling widget on step 5. */
  bookingUrl: string
  /** Whether a transcription service is configured (microphone buttons shown). */
  voiceEnabled: boolean
  heading: string
  intro?: string | null
  /** 1 when the wizard is the page's first block (its heading is the page's h1). */
  headingLevel: 1 | 2
  welcomeVideoUrl?: string | null
  guideVideoUrl?: string | null
  /** The last button's label and the thanks after a successful submission. */
  wording: FormWording
  /** The published plans, in the order the visitor chooses from (a blank answer: not sure yet). */
  plans: readonly PlanChoice[]
}

/** Reads ?offer= (e.g. /onboarding?offer=october); kept apart so the page can stay static. */
function OfferParam({ onOffer }: { onOffer: (offer: string) => void }) {
  const offer = useSearchParams().get('offer')?.trim() ?? ''
  useEffect(() => {
    if (OFFER.test(offer)) onOffer(offer)
  }, [offer, onOffer])
  return null
}

/**
 * The onboarding wizard: five steps (or the two-step quick form), answers kept
 * in the browser as the visitor types, validation per step with the shared zod schema, and the
 * Client Brief Document screen after a successful submission.
 */
export function OnboardingWizard({
  totalSteps,
  bookingUrl,
  voiceEnabled,
  heading,
  intro,
  headingLevel,
  welcomeVideoUrl,
  guideVideoUrl,
  wording,
  plans,
}: OnboardingWizardProps) {
  const total = clampStep(totalSteps, STEP_COUNT)
  const variant: SubmissionVariant = total < STEP_COUNT ? 'quick' : 'full'

  const [submitting, setSubmitting] = useState(false)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [done, setDone] = useState<Brief | null>(null)
  const [focusInvalid, setFocusInvalid] = useState(0)
  const stepRef = useRef(1)
  const busy = useRef(false)
  const moved = useRef(false)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const stepBody = useRef<HTMLDivElement>(null)
  const top = useRef<HTMLDivElement>(null)
  const titleId = useId()

  const form = useForm<OnboardingAnswers>({
    defaultValues: emptyAnswers(),
    resolver: (values, context, options) =>
      stepResolvers[stepRef.current - 1]!(values, context, options),
    shouldFocusError: false,
  })
  const { getValues, setError, trigger } = form
  const hydrated = useHydrated()
  const draft = useWizardDraft(form, {
    variant,
    total,
    stepRef,
    plans,
    onMoved: () => {
      moved.current = true
    },
  })
  const { step } = draft

  // The moment the buttons start working, for the browser's performance timeline.
  useEffect(() => {
    if (hydrated) performance.mark(READY_MARK)
  }, [hydrated])

  useEffect(() => {
    if (variant === 'full' && step >= 2) void loadIcpStep()
    if (step === total) void loadBriefScreen()
  }, [step, total, variant])

  // After moving between steps: the new step's heading takes the focus, at the top of the form.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    top.current?.scrollIntoView({ block: 'start', behavior: 'instant' })
    stepHeading.current?.focus({ preventScroll: true })
  }, [step])

  // After a failed check: focus the first field with an error.
  useEffect(() => {
    if (focusInvalid === 0) return
    stepBody.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusInvalid])

  const goTo = (target: number) => {
    if (clampStep(target, total) === stepRef.current) return
    moved.current = true
    draft.setStep(target)
  }

  const previous = () => {
    setSubmitError(null)
    moved.current = true
    draft.previous()
  }

  /** Shows errors keyed by field path inline and moves to the first step that has one. */
  const showErrors = (errors: Record<string, string>) => {
    for (const [path, message] of Object.entries(errors)) {
      if (path !== '') setError(path as AnswerPath, { type: 'server', message })
    }
    const target = firstStepWithError(Object.keys(errors), total)
    if (target !== null && target !== stepRef.current) {
      moved.current = false
      draft.setStep(target)
    }
    setFocusInvalid((n) => n + 1)
  }

  const submit = async () => {
    if (busy.current) return
    busy.current = true
    setSubmitting(true)
    setSubmitError(null)
    try {
      const answers = getValues()
      const attribution = cleanAttribution(readVisit())
      const input: SubmissionInput = {
        ...answers,
        // The quick form never shows the ICP step, so it sends no ICPs.
        ...(variant === 'quick' ? { icps: [] } : {}),
        submissionId: draft.submissionId(),
        variant,
        ...(draft.offer() ? { offer: draft.offer() } : {}),
        ...(attribution ? { attribution } : {}),
      }
      const checked = submissionSchema.safeParse(input)
      if (!checked.success) {
        showErrors(fieldErrors(checked.error))
        return
      }
      const result = await submitOnboarding(input)
      if (result.ok) {
        draft.finish()
        setDone(result.brief)
        return
      }
      if (result.errors) showErrors(result.errors)
      setSubmitError(SUBMIT_ERROR_MESSAGE)
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  const next = async () => {
    if (busy.current) return
    setSubmitError(null)
    const from = stepRef.current
    const valid = await trigger()
    // A second click while the first was checking: the step has already moved on.
    if (stepRef.current !== from) return
    if (!valid) {
      setFocusInvalid((n) => n + 1)
      return
    }
    if (from < total) {
      draft.completeStep(from)
      goTo(from + 1)
    } else await submit()
  }

  const stepLevel = Math.min(headingLevel + 1, 6)
  return (
    <WizardSettings.Provider value={{ voiceEnabled, plans }}>
      {/* Outside the spaced column: an element added there after hydration would take the
          column's first place and push the heading down (a layout shift). */}
      {/* At the top, clear of the form: in a corner, a toast could lie over a field's dictation
          button just when the visitor wants to try again. */}
      <Toaster richColors closeButton position="top-center" />
      <div ref={top} className="scroll-mt-24 space-y-8">
        <Suspense fallback={null}>
          <OfferParam onOffer={draft.setOffer} />
        </Suspense>
        {done ? (
          <BriefScreen
            brief={done}
            headingLevel={headingLevel}
            thanksTitle={wording.thanksTitle}
            thanksText={wording.thanksText}
          />
        ) : (
          <>
            <header className="text-center">
              {createElement(
                `h${headingLevel}`,
                { className: 'text-3xl font-bold tracking-tight text-ink sm:text-4xl' },
                heading,
              )}
              {intro ? <p className="mt-3 text-lg text-muted">{intro}</p> : null}
            </header>
            <div className="space-y-4">
              <p className="text-center text-sm font-medium text-muted" aria-live="polite">
                Step {step} of {total}
              </p>
              <StepIndicator
                titles={STEPS.slice(0, total).map((each) => each.short)}
                current={step}
              />
            </div>
            {draft.conflict ? (
              <div
                role="alert"
                className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink"
              >
                <p className="font-semibold">
                  These answers were changed in another tab, window or device.
                </p>
                <p className="mt-1 text-sm">
                  Load the newer answers from there, or keep the answers in this tab: the ones you
                  keep replace the others everywhere.
                </p>
                <div className="mt-3 flex flex-wrap gap-3">
                  <Button onClick={draft.loadNewer}>Load the newer answers</Button>
                  <Button variant="secondary" onClick={draft.keepThese}>
                    Keep the answers in this tab
                  </Button>
                </div>
              </div>
            ) : null}
            {draft.resumeProblem ? (
              <div
                role="alert"
                className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink"
              >
                {draft.resumeProblem}
              </div>
            ) : null}
            <p
              role="status"
              className={cn('text-center text-sm text-muted', !draft.news && 'sr-only')}
            >
              {draft.news ? NEWS[draft.news] : ''}
            </p>
            <FormProvider {...form}>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  void next()
                }}
                aria-labelledby={titleId}
                className="surface p-5 shadow-sm sm:p-8"
              >
                {/* The fields take typing from the first paint, and the form keeps what was typed
                    when React takes it over (should hydration fail and React draw the form afresh,
                    that typing would be lost). Its buttons stay disabled until then: before then,
                    Next would send the answers to the page's address as a plain form. Enter in a
                    field sends nothing either: browsers do not submit a form implicitly through a
                    disabled default button (WebKit, when the form has more than one text field, as
                    every step has). */}
                <noscript>
                  <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-ink">
                    This form needs JavaScript. Please turn it on in your browser to fill it in.
                  </p>
                </noscript>
                {/* Names the group of answers for assistive technology. */}
                <fieldset className="contents">
                  <legend className="sr-only">Your answers</legend>
                  {createElement(
                    `h${stepLevel}`,
                    {
                      id: titleId,
                      ref: stepHeading,
                      tabIndex: -1,
                      className: 'mb-6 text-2xl font-bold tracking-tight text-ink',
                    },
                    STEPS[step - 1]!.title,
                  )}
                  <div ref={stepBody} key={step}>
                    {step === 1 ? <ClientStep videoUrl={welcomeVideoUrl} /> : null}
                    {step === 2 ? <BusinessStep /> : null}
                    {step === 3 ? <IcpStep /> : null}
                    {step === 4 ? <BrandStoryStep videoUrl={guideVideoUrl} /> : null}
                    {step === 5 ? (
                      <CallStep bookingUrl={bookingUrl} reference={draft.submissionId()} />
                    ) : null}
                  </div>
                  {submitError ? (
                    <div
                      role="alert"
                      className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
                    >
                      {submitError}
                    </div>
                  ) : null}
                  <div
                    className={cn(
                      'mt-8 flex flex-wrap items-center gap-3 border-t border-line pt-6',
                      step > 1 ? 'justify-between' : 'justify-end',
                    )}
                  >
                    {/* Shares the button's line on a phone too (its text wraps within), so
                        the row keeps its height when it goes. */}
                    {hydrated ? null : (
                      <p
                        role="status"
                        className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-muted noscript:hidden"
                      >
                        <Loader2 aria-hidden className="size-4 shrink-0 animate-spin" />
                        Loading the form… you can start typing.
                      </p>
                    )}
                    {step > 1 ? (
                      <Button variant="secondary" onClick={previous} disabled={submitting}>
                        <ArrowLeft aria-hidden className="size-4" /> Previous
                      </Button>
                    ) : null}
                    {step < total ? (
                      <Button type="submit" disabled={!hydrated}>
                        Next <ArrowRight aria-hidden className="size-4" />
                      </Button>
                    ) : (
                      <Button type="submit" variant="success" disabled={submitting || !hydrated}>
                        {submitting ? (
                          <Loader2 aria-hidden className="size-4 animate-spin" />
                        ) : null}
                        {wording.submitLabel}
                      </Button>
                    )}
                  </div>
                </fieldset>
              </form>
            </FormProvider>
            {draft.saved && step > 1 ? <FinishLater emailLink={draft.emailLink} /> : null}
          </>
        )}
      </div>
    </WizardSettings.Provider>
  )
}
