import { describe, expect, it } from 'vitest'
import { confirmationEmail } from '@collections/OnboardingSubmissions/jobs/sendConfirmation'

const links = {
  brandName: 'Leadpilot',
  companyName: 'Leadpilot Ltd',
  companyAddress: '20 Sample Street\n  London\n\nUnited Kingdom',
  supportEmail: 'support@leadpilot.example',
  onboardingCallUrl: '/book-onboarding',
  signupUrl: 'https://app.leadpilot.example/signup',
  paymentUrl: null,
}

const doc = {
  id: 7,
  submissionId: 'abc',
  name: 'Priya Shah',
  email: 'priya@client.example',
  company: 'Shah Consulting',
  companyName: 'Shah Consulting Ltd',
  brief: '# Client Brief: Shah Consulting Ltd\n\n## Next Steps\n\n1. Book the onboarding call.',
  variant: 'full' as const,
  createdAt: '2026-11-27T09:15:00.000Z',
}

describe('the confirmation e-mail', () => {
  it('thanks the client by first name, lists the next steps with absolute links, and holds the brief', () => {
    const { subject, text } = confirmationEmail(doc, links)
    expect(subject).toBe('Your Leadpilot onboarding brief, 2026-11-27')
    expect(text.startsWith('Hello Priya,\n\n')).toBe(true)
    expect(text).toContain('We received your answers on 27 Nov 2026')
    expect(text).toMatch(
      /1\. Book your onboarding call, if you have not yet: https?:\/\/[^/]+\/book-onboarding/,
    )
    expect(text).toContain('2. Complete your signup: https://app.leadpilot.example/signup')
    // A link the settings do not have is promised, never invented.
    expect(text).toContain('3. Your payment link: we will send it to you separately.')
    expect(text).toContain('Priya_Shah_2026-11-27.md')
    expect(text).toContain('# Client Brief: Shah Consulting Ltd')
    expect(text).toContain('Leadpilot Ltd, 20 Sample Street, London, United Kingdom')
    expect(text).toMatch(/How we use them: https?:\/\/[^/]+\/privacy/)
  })

  it('tells a demo request when to expect us instead of onboarding steps', () => {
    const { subject, text } = confirmationEmail({ ...doc, variant: 'quick' }, links)
    expect(subject).toBe('Your Leadpilot demo request')
    expect(text).toContain('Thank you for asking for a demo of Leadpilot.')
    expect(text).toContain('within one working day')
    expect(text).not.toContain('signup')
  })
})
