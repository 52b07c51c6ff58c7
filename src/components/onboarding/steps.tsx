'use client'

import Link from 'next/link'
import { useFormContext } from 'react-hook-form'
import { SchedulingWidget } from '@/components/scheduling/SchedulingWidget'
import {
  isOneLine,
  stepFields,
  type AskedField,
  type CatalogueField,
  type Step,
} from '@/lib/onboarding/catalogue'
import type { OnboardingAnswers } from '@/lib/onboarding/schema'
import { CheckboxField, PlanField, TextField } from './fields'
import { OnboardingVideo } from './OnboardingVideo'

const INPUT_TYPE = { email: 'email', tel: 'tel', url: 'url' } as const

/** One asked field as the wizard shows it, from its catalogue entry. */
function Answer({ field }: { field: AskedField }) {
  if (field.kind === 'checkbox') return <CheckboxField name={field.name} label={field.label} />
  if (field.kind === 'icps') return null
  const entry: CatalogueField = field
  if (field.kind === 'plan')
    return <PlanField name={field.name} label={field.label} hint={entry.help} />
  return (
    <TextField
      name={field.name}
      label={field.label}
      hint={entry.help}
      type={field.kind === 'text' || field.kind === 'area' ? 'text' : INPUT_TYPE[field.kind]}
      multiline={field.kind === 'area'}
      required={Boolean(entry.required)}
      optional={isOneLine(field.kind) && !entry.required}
      placeholder={entry.placeholder}
      autoComplete={entry.autoComplete}
    />
  )
}

/** A step's one-line fields side by side, then its other fields one under another. */
function Answers({ step }: { step: Step }) {
  const fields: AskedField[] = stepFields(step)
  const short = fields.filter((field) => isOneLine(field.kind))
  const long = fields.filter((field) => !isOneLine(field.kind))
  return (
    <>
      {short.length > 0 ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {short.map((field) => (
            <Answer key={field.name} field={field} />
          ))}
        </div>
      ) : null}
      {long.map((field) => (
        <Answer key={field.name} field={field} />
      ))}
    </>
  )
}

/** Step 1: the person filling in the form, told who receives the answers and why. */
export function ClientStep({ videoUrl }: { videoUrl?: string | null }) {
  return (
    <div className="space-y-6">
      {videoUrl ? <OnboardingVideo url={videoUrl} title="Welcome to Leadpilot" /> : null}
      <Answers step={1} />
      <p className="text-sm text-muted" id="privacy-notice">
        Your answers go to the Leadpilot onboarding team, who use them to write your client brief
        and plan your campaign. From the moment you press Next, the answers of each step you
        complete are saved with us, so you can finish later from any device; if you stop, we may
        send you up to two reminders, each with a link to stop them. If you dictate an answer, the
        recording goes to our speech-to-text service to become text and is not kept. How we look
        after your data, and for how long:{' '}
        <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
          our privacy notice
        </Link>
        .
      </p>
    </div>
  )
}

/** Step 2: the business. */
export function BusinessStep() {
  return (
    <div className="space-y-5">
      <Answers step={2} />
    </div>
  )
}

/** Step 4: the brand story answers, with the video guide. */
export function BrandStoryStep({ videoUrl }: { videoUrl?: string | null }) {
  return (
    <div className="space-y-6">
      {videoUrl ? (
        <section aria-labelledby="storybrand-video" className="space-y-3">
          <h3 id="storybrand-video" className="text-lg font-semibold">
            StoryBrand Framework - Video Guide
          </h3>
          <OnboardingVideo url={videoUrl} title="StoryBrand Framework - Video Guide" />
        </section>
      ) : null}
      <Answers step={4} />
    </div>
  )
}

/**
 * Step 5: book the call and confirm the checklist. The booking page opens with the name and
 * address given on step 1 and the submission's reference, which the booking comes back with.
 */
export function CallStep({ bookingUrl, reference }: { bookingUrl: string; reference: string }) {
  const { getValues } = useFormContext<OnboardingAnswers>()
  const [name, email] = getValues(['name', 'email'])
  return (
    <div className="space-y-8">
      <SchedulingWidget url={bookingUrl} name={name} email={email} reference={reference} />
      <fieldset className="rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6">
        {/* Floated so that it sits inside the card rather than on its border; the list clears it,
            or the first item would be squeezed into the zero-width space beside it. */}
        <legend className="float-left mb-3 w-full text-lg font-semibold">
          Your First Onboarding Call - Checklist
        </legend>
        <div className="clear-left space-y-3">
          <Answers step={5} />
        </div>
      </fieldset>
    </div>
  )
}
