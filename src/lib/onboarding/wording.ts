/**
 * The words of the form's last button and of the thanks after it, which the block that places the
 * form may override: the full wizard completes onboarding, the quick form requests a demo.
 */
export type FormWording = {
  submitLabel: string
  thanksTitle: string
  thanksText: string
}

const DEFAULT_WORDING: Record<'full' | 'quick', FormWording> = {
  full: {
    submitLabel: 'Complete Onboarding',
    thanksTitle: 'Brief Automatically Sent',
    thanksText:
      'Thank you for completing onboarding. Your brief is with our onboarding team, and you can keep a copy below for your own records.',
  },
  quick: {
    submitLabel: 'Request My Demo',
    thanksTitle: 'Demo Request Received',
    thanksText:
      'Thank you for asking for a demo. We will e-mail you within one working day to find a time that suits you, and you can keep a copy of what you told us below.',
  },
}

/** The block's own words where the marketer wrote some, the form type's defaults elsewhere. */
export function formWording(
  variant: 'full' | 'quick',
  custom: { [K in keyof FormWording]?: string | null },
): FormWording {
  const defaults = DEFAULT_WORDING[variant]
  const pick = (key: keyof FormWording) => custom[key]?.trim() || defaults[key]
  return {
    submitLabel: pick('submitLabel'),
    thanksTitle: pick('thanksTitle'),
    thanksText: pick('thanksText'),
  }
}
