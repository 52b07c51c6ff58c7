/**
 * The e-mails about an unfinished onboarding: the link a person asked for to finish on another
 * device, and the reminders sent when they stopped. Plain text, in the brand's voice, each naming
 * the step reached and when the link stops working.
 */
import { formatUtcDay } from './submission-labels'

export type DraftEmailFacts = {
  brandName: string
  /** The name given on step 1. */
  name?: string | null
  stepsDone: number
  totalSteps: number
  /** The link that opens the wizard with every answer, on any device. */
  resumeUrl: string
  /** When the link, and the answers, stop being kept unless the person carries on. */
  expiresAt: Date
  privacyUrl: string
}

const greeting = (name?: string | null) => {
  const first = name?.trim().split(/\s+/)[0]
  return first ? `Hello ${first},` : 'Hello,'
}

const progress = ({ stepsDone, totalSteps }: DraftEmailFacts) =>
  `You have completed ${stepsDone} of ${totalSteps} steps, and your answers are saved.`

/** The link the person asked for. */
export function resumeLinkEmail(facts: DraftEmailFacts) {
  return {
    subject: `Your link to finish onboarding with ${facts.brandName}`,
    text: [
      greeting(facts.name),
      `Here is the link you asked for. ${progress(facts)} Open it on any device to carry on where you left off:`,
      facts.resumeUrl,
      `The link works until ${formatUtcDay(facts.expiresAt)}. After that the answers are deleted and you would need to start again.`,
      'The link opens your answers without a password, so please do not forward this e-mail.',
      `If you did not ask for this, you can ignore it. How we use your details: ${facts.privacyUrl}`,
    ].join('\n\n'),
  }
}

/** Reminder `n` (1 or 2), with the one-click link that stops them. */
export function reminderEmail(facts: DraftEmailFacts & { n: number; stopUrl: string }) {
  const last = facts.n >= 2
  return {
    subject: last
      ? `Last reminder: your ${facts.brandName} onboarding is waiting`
      : `Your ${facts.brandName} onboarding is nearly there`,
    text: [
      greeting(facts.name),
      `You started your onboarding with ${facts.brandName} and stopped part-way. ${progress(facts)} When you are ready, this link takes you back to the step you reached, on any device:`,
      facts.resumeUrl,
      `The rest takes most people about ten minutes. The answers are kept until ${formatUtcDay(facts.expiresAt)}.`,
      last ? 'This is the last reminder we will send.' : 'We will send at most one more reminder.',
      `Stop these reminders (one click, no login): ${facts.stopUrl}`,
      `You are receiving this because you started our onboarding form. How we use your details: ${facts.privacyUrl}`,
    ].join('\n\n'),
  }
}
