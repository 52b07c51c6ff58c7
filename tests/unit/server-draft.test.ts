import { describe, expect, it } from 'vitest'
import { reminderEmail, resumeLinkEmail } from '@/lib/onboarding/draft-emails'
import { parseDraft, serialiseDraft } from '@/lib/onboarding/draft'
import { emptyAnswers } from '@/lib/onboarding/schema'
import {
  checkDraftAnswers,
  reminderDue,
  remindersFrom,
  sameDraftAnswers,
  sourceLine,
  type ServerDraft,
} from '@/lib/onboarding/server-draft'
import {
  draftToken,
  isDraftToken,
  readResumeCode,
  readStopCode,
  resumeCode,
  stopCode,
} from '@/server/draft-links'
import { validAnswers } from '../support/submission'

const REF = '3f1c9a52-7d4e-4b8a-9c61-0e2f5a7b8d90'
const SECRET = 'a server secret'
const answers = () => validAnswers()

describe('a draft’s answers', () => {
  it('keeps the checked answers of the steps done and nothing of later steps', () => {
    const checked = checkDraftAnswers(answers(), 2)
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.answers).toMatchObject({
      email: 'jane@example.com',
      companyWebsite: 'https://acme.example',
    })
    expect(checked.answers).not.toHaveProperty('icps')
    expect(checked.answers).not.toHaveProperty('prospectProblem')
  })

  it('names each broken answer of a step done, as the wizard shows it', () => {
    const checked = checkDraftAnswers({ ...answers(), email: 'nope', companyName: '' }, 2)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(Object.keys(checked.errors).sort()).toEqual(['companyName', 'email'])
  })

  it('compares a server copy without regard to the order of its keys', () => {
    const checked = checkDraftAnswers(answers(), 1)
    if (!checked.ok) throw new Error('valid answers refused')
    const shuffled = Object.fromEntries(Object.entries(checked.answers).reverse())
    const copy = { stepsDone: 1, answers: shuffled } as unknown as ServerDraft
    expect(sameDraftAnswers(answers(), copy)).toBe(true)
    expect(sameDraftAnswers({ ...answers(), name: 'Someone Else' }, copy)).toBe(false)
  })

  it('keeps the server copy’s token and revision in the browser’s draft', () => {
    const token = draftToken(SECRET, REF)
    const raw = serialiseDraft({
      step: 3,
      submissionId: REF,
      answers: emptyAnswers(),
      revision: 4,
      stepsDone: 2,
      server: { token, revision: 7 },
    })
    expect(parseDraft(raw, 5)).toMatchObject({ stepsDone: 2, server: { token, revision: 7 } })
    const broken = raw.replace(token, 'short')
    expect(parseDraft(broken, 5)?.server).toBeUndefined()
  })
})

describe('draft keys', () => {
  it('makes a token only the server’s secret can make, for one reference', () => {
    const token = draftToken(SECRET, REF)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(isDraftToken(SECRET, REF, token)).toBe(true)
    expect(isDraftToken('another secret', REF, token)).toBe(false)
    expect(isDraftToken(SECRET, REF.replace('3f', '4f'), token)).toBe(false)
  })

  it('opens a resume code until it expires, and no code that was changed', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    const code = resumeCode(SECRET, REF, new Date('2026-12-27T12:00:00Z'))
    expect(readResumeCode(SECRET, code, now)).toEqual({ ok: true, reference: REF })
    expect(readResumeCode(SECRET, code, new Date('2026-12-28T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
      reference: REF,
    })
    // A later expiry written into the code breaks its signature.
    const [ref, , mac] = code.split('.')
    expect(readResumeCode(SECRET, `${ref}.9999999999.${mac}`, now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(readResumeCode(SECRET, 'rubbish', now).ok).toBe(false)
    // A token or stop code is not a resume code.
    expect(readResumeCode(SECRET, stopCode(SECRET, REF), now).ok).toBe(false)
  })

  it('reads a stop code made for the reference only', () => {
    expect(readStopCode(SECRET, stopCode(SECRET, REF))).toBe(REF)
    expect(readStopCode('another secret', stopCode(SECRET, REF))).toBeNull()
    expect(readStopCode(SECRET, `${REF}.${draftToken(SECRET, REF)}`)).toBeNull()
  })
})

describe('reminders', () => {
  const settings = { firstHours: 24, secondDays: 4 }
  const saved = '2026-11-01T09:00:00Z'
  const at = (iso: string) => new Date(iso)

  it('sends the first a day after the last change and the second four days after it', () => {
    expect(
      reminderDue({ lastSavedAt: saved, remindersSent: 0 }, settings, at('2026-11-02T08:59:00Z')),
    ).toBeNull()
    expect(
      reminderDue({ lastSavedAt: saved, remindersSent: 0 }, settings, at('2026-11-02T09:00:00Z')),
    ).toBe(1)
    expect(
      reminderDue({ lastSavedAt: saved, remindersSent: 1 }, settings, at('2026-11-04T09:00:00Z')),
    ).toBeNull()
    expect(
      reminderDue({ lastSavedAt: saved, remindersSent: 1 }, settings, at('2026-11-05T09:00:00Z')),
    ).toBe(2)
    expect(
      reminderDue({ lastSavedAt: saved, remindersSent: 2 }, settings, at('2027-01-01T00:00:00Z')),
    ).toBeNull()
  })

  it('sends none that is switched off, and reads bad settings as the defaults', () => {
    const off = { firstHours: 0, secondDays: 0 }
    expect(
      reminderDue({ lastSavedAt: saved, remindersSent: 0 }, off, at('2027-01-01T00:00:00Z')),
    ).toBeNull()
    expect(
      reminderDue(
        { lastSavedAt: saved, remindersSent: 0 },
        { firstHours: 0, secondDays: 4 },
        at('2026-11-05T09:00:00Z'),
      ),
    ).toBe(1)
    expect(remindersFrom({ reminderFirstHours: -3, reminderSecondDays: 'x' })).toEqual(settings)
    expect(remindersFrom({ reminderFirstHours: 0, reminderSecondDays: 2 })).toEqual({
      firstHours: 0,
      secondDays: 2,
    })
  })

  it('words the e-mails with the step reached, the link and the way to stop', () => {
    const facts = {
      brandName: 'Leadpilot',
      name: 'Jane Doe',
      stepsDone: 2,
      totalSteps: 5,
      resumeUrl: 'https://www.example.com/onboarding?resume=abc',
      expiresAt: new Date('2026-12-27T12:00:00Z'),
      privacyUrl: 'https://www.example.com/privacy',
    }
    const link = resumeLinkEmail(facts)
    expect(link.text).toContain('Hello Jane,')
    expect(link.text).toContain('completed 2 of 5 steps')
    expect(link.text).toContain('until 27 Dec 2026')
    const last = reminderEmail({
      ...facts,
      n: 2,
      stopUrl: 'https://www.example.com/reminders/stop?code=x',
    })
    expect(last.subject).toMatch(/^Last reminder/)
    expect(last.text).toContain('https://www.example.com/reminders/stop?code=x')
    expect(last.text).toContain('This is the last reminder')
  })
})

describe('where a visit came from, in one line', () => {
  it('names the campaign, else the referring site, else Direct', () => {
    expect(
      sourceLine({
        utmSource: 'linkedin',
        utmMedium: 'paid',
        utmCampaign: 'autumn',
        landingPage: '/',
      }),
    ).toBe('linkedin / paid (autumn), landed on /')
    expect(sourceLine({ referrerHost: 'www.google.com' })).toBe('www.google.com')
    expect(sourceLine(undefined)).toBe('Direct')
  })
})

describe('the wizard funnel', () => {
  it('adds up each step by value, largest first, with a total row', async () => {
    const { funnelTable } = await import('@/lib/conversion')
    const { rows, total } = funnelTable([
      { key: '/pricing-start-up', steps: [4, 3, 2, 2], submitted: 1 },
      { key: null, steps: [1, 0, 0, 0], submitted: 0 },
      { key: '/', steps: [6, 5, 1, 1], submitted: 1 },
    ])
    expect(rows.map((row) => row.key)).toEqual(['/', '/pricing-start-up', '(none)'])
    expect(total).toEqual({ key: 'All', steps: [11, 8, 3, 3], submitted: 2 })
  })
})
