'use client'

import { SchedulingWidget } from '@/components/scheduling/SchedulingWidget'
import { BRAND_STORY_LABELS } from '@/lib/onboarding/brief'
import { BRAND_STORY_FIELDS } from '@/lib/onboarding/schema'
import { CheckboxField, TextField } from './fields'
import { OnboardingVideo } from './OnboardingVideo'

/** Step 1: the person filling in the form. */
export function ClientStep({ videoUrl }: { videoUrl?: string | null }) {
  return (
    <div className="space-y-6">
      {videoUrl ? <OnboardingVideo url={videoUrl} title="Welcome to Leadpilot" /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Full Name" required autoComplete="name" />
        <TextField name="email" label="Email" type="email" required autoComplete="email" />
        <TextField name="company" label="Company" required autoComplete="organization" />
        <TextField name="role" label="Role" required autoComplete="organization-title" />
        <TextField name="phone" label="Phone" type="tel" optional autoComplete="tel" />
      </div>
    </div>
  )
}

/** Step 2: the business. */
export function BusinessStep() {
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="companyName" label="Company Name" required />
        <TextField
          name="companyWebsite"
          label="Company Website"
          type="url"
          required
          placeholder="example.com"
          autoComplete="url"
        />
      </div>
      <TextField
        name="offeringSummary"
        label="What does your business offer?"
        hint="A few sentences on what you sell and who it is for."
        required
        multiline
      />
      <TextField
        name="coreProducts"
        label="Core Products/Services"
        hint="The products or services you want us to promote first."
        multiline
      />
    </div>
  )
}

const BRAND_STORY_HINTS: Record<(typeof BRAND_STORY_FIELDS)[number], string> = {
  prospectProblem: 'What problem does your ideal customer have before they find you?',
  internalProblem: 'How does that problem make them feel day to day?',
  externalProblem: 'What do they actually run into: lost deals, wasted hours, missed targets?',
  howYouEmpathise: 'How do you show them you understand, and that you have been there too?',
  credibility: 'Results, clients, awards or years of experience that show you can help.',
  callToAction: 'The one step you want them to take, such as booking a call.',
  leadTowards: 'What does success look like for them once they work with you?',
  leadAwayFrom: 'What do they risk if nothing changes?',
  transformation: 'Who do they become: where they start and where they end up.',
}

/** Step 4: the nine brand story answers, with the video guide. */
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
      {BRAND_STORY_FIELDS.map((name) => (
        <TextField
          key={name}
          name={name}
          label={BRAND_STORY_LABELS[name]}
          hint={BRAND_STORY_HINTS[name]}
          multiline
        />
      ))}
    </div>
  )
}

/** Step 5: book the call and confirm the checklist. */
export function CallStep({ bookingUrl }: { bookingUrl: string }) {
  return (
    <div className="space-y-8">
      <SchedulingWidget url={bookingUrl} />
      <fieldset className="rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6">
        {/* Floated so that it sits inside the card rather than on its border; the list clears it,
            or the first item would be squeezed into the zero-width space beside it. */}
        <legend className="float-left mb-3 w-full text-lg font-semibold">
          Your First Onboarding Call - Checklist
        </legend>
        <div className="clear-left space-y-3">
          <CheckboxField
            name="linkedinCredentials"
            label="I know my LinkedIn login details and can sign in during the call."
          />
          <CheckboxField
            name="completedSignup"
            label="I will complete the signup link and the payment link."
          />
          <CheckboxField name="bookedCall" label="I have just booked my onboarding call above." />
        </div>
      </fieldset>
    </div>
  )
}
