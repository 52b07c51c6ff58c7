import { describe, expect, it } from 'vitest'

import {
  briefClientName,
  briefCompanyName,
  briefFileName,
  briefMarkdown,
  buildBrief as buildBriefValue,
  escapeBlock,
  escapeInline,
  escapeMarkdownLine,
  type BriefAnswers,
  type BriefOptions,
} from '@/lib/onboarding/brief'
import {
  emptyAnswers,
  emptyIcp,
  submissionSchema,
  type OnboardingAnswers,
} from '@/lib/onboarding/schema'

const DATE = new Date('2026-11-22T10:30:00Z')

/** The brief as the team receives it: the structured brief as Markdown. */
const buildBrief = (answers: BriefAnswers, options: BriefOptions) =>
  briefMarkdown(buildBriefValue(answers, options))

function answers(overrides: Partial<OnboardingAnswers> = {}): OnboardingAnswers {
  return {
    ...emptyAnswers(),
    name: 'Jane Doe',
    email: 'jane@acme.example',
    company: 'Acme',
    role: 'Founder',
    phone: '+44 20 7946 0958',
    companyName: 'Acme Widgets Ltd',
    companyWebsite: 'https://acme.example',
    offeringSummary: 'Widgets for factories.',
    coreProducts: 'Widget Pro',
    icps: [
      {
        ...emptyIcp(),
        jobTitles: ['Head of Operations', 'COO'],
        companySize: ['51-200', '201-500'],
        industry: ['Machinery Manufacturing'],
        countries: ['United Kingdom', 'Ireland'],
        locations: 'North of England',
        painFrustration: 'Downtime',
        benefits: 'Fewer breakdowns',
        valueOffering: 'Predictive maintenance',
      },
    ],
    prospectProblem: 'Machines break',
    internalProblem: 'They feel helpless',
    externalProblem: 'Lost output',
    howYouEmpathise: 'We ran factories',
    credibility: '20 years',
    callToAction: 'Book a demo',
    leadTowards: 'Smooth production',
    leadAwayFrom: 'Costly stoppages',
    transformation: 'From firefighting to planning',
    linkedinCredentials: true,
    completedSignup: false,
    bookedCall: true,
    ...overrides,
  }
}

/** The text of one '## ' section, without its heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}\n`)
  expect(start, `section ${heading}`).toBeGreaterThanOrEqual(0)
  const rest = markdown.slice(start + heading.length + 4)
  const end = rest.search(/^## /m)
  return end === -1 ? rest : rest.slice(0, end)
}

/** Markdown block-level constructs a line of visitor text must never start. */
const BLOCK_MARKUP = /^(?:#{1,6}\s|>|[-+*]\s|\d+[.)]\s|```|~~~|<|[-=_*]{3,}\s*$| {4})/

describe('buildBrief', () => {
  const brief = buildBrief(answers(), { date: DATE })

  it('has every section in order', () => {
    const headings = brief.split('\n').filter((line) => /^##? /.test(line))
    expect(headings).toEqual([
      '# Client Brief: Acme Widgets Ltd',
      '## Client Information',
      '## Business Overview',
      '## Brand Story Framework',
      '## Ideal Customer Profiles',
      '## Readiness Checklist',
      '## Next Steps',
    ])
  })

  it('prints the ISO date and the client name', () => {
    expect(brief).toContain('2026-11-22')
    expect(brief).toContain('for Jane Doe.')
  })

  it('lists the client information', () => {
    expect(section(brief, 'Client Information').trim()).toBe(
      [
        '- **Name:** Jane Doe',
        '- **Email:** jane@acme.example',
        '- **Company:** Acme',
        '- **Role:** Founder',
        '- **Phone:** +44 20 7946 0958',
        '- **Plan:** Not sure yet',
      ].join('\n'),
    )
  })

  it('names the chosen plan from the plans it is given', () => {
    const plans = [{ key: 'pro', name: 'Leadpilot Pro' }]
    const chosen = buildBrief(answers({ plan: 'pro' }), { date: DATE, plans })
    expect(section(chosen, 'Client Information')).toContain('- **Plan:** Leadpilot Pro')
    const unknown = buildBrief(answers({ plan: 'legacy' }), { date: DATE, plans })
    expect(section(unknown, 'Client Information')).toContain('- **Plan:** legacy')
  })

  it("shows 'Not provided' for an empty phone", () => {
    for (const phone of ['', '   ']) {
      const text = buildBrief(answers({ phone }), { date: DATE })
      expect(section(text, 'Client Information')).toContain('- **Phone:** Not provided')
    }
    const withoutPhone: BriefAnswers = { ...answers() }
    delete withoutPhone.phone
    expect(buildBrief(withoutPhone, { date: DATE })).toContain('- **Phone:** Not provided')
  })

  it('heads the brief with the company name, falling back to company', () => {
    expect(buildBrief(answers({ companyName: '' }), { date: DATE })).toMatch(
      /^# Client Brief: Acme\n/,
    )
    expect(buildBrief(answers({ companyName: '  ' }), { date: DATE })).toMatch(
      /^# Client Brief: Acme\n/,
    )
    expect(buildBrief(answers({ companyName: '', company: '' }), { date: DATE })).toMatch(
      /^# Client Brief: Client\n/,
    )
  })

  it('covers the business overview', () => {
    const overview = section(brief, 'Business Overview')
    expect(overview).toContain('- **Company Name:** Acme Widgets Ltd')
    expect(overview).toContain('- **Website:** https://acme.example')
    expect(overview).toContain('**What They Offer**\n\nWidgets for factories.')
    expect(overview).toContain('**Core Products/Services**\n\nWidget Pro')
  })

  it('covers all nine brand story fields', () => {
    const story = section(brief, 'Brand Story Framework')
    for (const value of [
      'Machines break',
      'They feel helpless',
      'Lost output',
      'We ran factories',
      '20 years',
      'Book a demo',
      'Smooth production',
      'Costly stoppages',
      'From firefighting to planning',
    ]) {
      expect(story).toContain(value)
    }
    expect(story.match(/^\*\*.+\*\*$/gm)).toHaveLength(9)
  })

  it("shows 'Not provided' for empty brand story answers", () => {
    const story = section(
      buildBrief({ ...answers(), ...blankStory() }, { date: DATE }),
      'Brand Story Framework',
    )
    expect(story.match(/^Not provided$/gm)).toHaveLength(9)
  })

  it('writes one subsection per ICP', () => {
    const second = { ...emptyIcp(), jobTitles: ['CFO'] }
    const text = buildBrief(answers({ icps: [answers().icps[0]!, second] }), { date: DATE })
    const icps = section(text, 'Ideal Customer Profiles')
    expect(icps.match(/^### .+$/gm)).toEqual(['### ICP 1', '### ICP 2'])
    expect(icps).toContain('- **Job Titles:** Head of Operations, COO')
    expect(icps).toContain('- **Company Size:** 51-200, 201-500')
    expect(icps).toContain('- **Industries:** Machinery Manufacturing')
    expect(icps).toContain('- **Countries:** United Kingdom, Ireland')
    expect(icps).toContain('**Additional Locations/Notes**\n\nNorth of England')
    expect(icps).toContain('Downtime')
    expect(icps).toContain('Fewer breakdowns')
    expect(icps).toContain('Predictive maintenance')
    expect(icps).toContain('- **Job Titles:** CFO')
  })

  it('leaves blank job titles out', () => {
    const icp = { ...emptyIcp(), jobTitles: ['', 'CEO', '   ', 'CTO', ''] }
    const text = buildBrief(answers({ icps: [icp] }), { date: DATE })
    expect(text).toContain('- **Job Titles:** CEO, CTO\n')
  })

  it("shows 'Not specified' for empty lists", () => {
    const text = buildBrief(answers({ icps: [{ ...emptyIcp(), jobTitles: ['', ' '] }] }), {
      date: DATE,
    })
    const icps = section(text, 'Ideal Customer Profiles')
    expect(icps).toContain('- **Job Titles:** Not specified')
    expect(icps).toContain('- **Company Size:** Not specified')
    expect(icps).toContain('- **Industries:** Not specified')
    expect(icps).toContain('- **Countries:** Not specified')
  })

  it("shows 'Not specified' when there are no ICPs (quick form)", () => {
    const text = buildBrief(answers({ icps: [] }), { date: DATE })
    expect(section(text, 'Ideal Customer Profiles').trim()).toBe('Not specified')
    const withoutIcps: BriefAnswers = { ...answers() }
    delete withoutIcps.icps
    expect(section(buildBrief(withoutIcps, { date: DATE }), 'Ideal Customer Profiles').trim()).toBe(
      'Not specified',
    )
  })

  it('marks the readiness checklist with ✅ and ❌', () => {
    expect(section(brief, 'Readiness Checklist').trim()).toBe(
      [
        '- Knows their LinkedIn login credentials: ✅ Yes',
        '- Will complete the signup link and payment link: ❌ No',
        '- Has booked the onboarding call: ✅ Yes',
      ].join('\n'),
    )
    const none = buildBrief(
      answers({ linkedinCredentials: false, completedSignup: false, bookedCall: false }),
      { date: DATE },
    )
    expect(section(none, 'Readiness Checklist').match(/❌ No/g)).toHaveLength(3)
    const all = buildBrief(
      answers({ linkedinCredentials: true, completedSignup: true, bookedCall: true }),
      { date: DATE },
    )
    expect(section(all, 'Readiness Checklist').match(/✅ Yes/g)).toHaveLength(3)
  })

  it('lists numbered next steps, with reminders for unticked checklist items', () => {
    const steps = section(brief, 'Next Steps').trim().split('\n')
    expect(steps.length).toBeGreaterThanOrEqual(3)
    steps.forEach((step, index) => expect(step.startsWith(`${index + 1}. `)).toBe(true))
    expect(steps.join('\n')).toContain('Complete the signup link and payment link.')
    expect(steps.join('\n')).not.toContain('Book the onboarding call.')

    const notBooked = section(
      buildBrief(answers({ bookedCall: false }), { date: DATE }),
      'Next Steps',
    )
    expect(notBooked).toContain('Book the onboarding call.')
  })

  it('renders a completely empty form without throwing', () => {
    const text = buildBrief({}, { date: DATE })
    expect(text).toMatch(/^# Client Brief: Client\n/)
    expect(text).toContain('for Client.')
    expect(text).toContain('- **Phone:** Not provided')
    expect(section(text, 'Ideal Customer Profiles').trim()).toBe('Not specified')
    expect(section(text, 'Readiness Checklist').match(/❌ No/g)).toHaveLength(3)
  })

  it('accepts a validated quick-form submission as it comes from the server', () => {
    const submission = submissionSchema.parse({
      name: ' Sam ',
      email: 'sam@acme.example',
      company: 'Acme',
      role: 'CEO',
      companyName: 'Acme Ltd',
      companyWebsite: 'acme.example',
      offeringSummary: 'Anvils',
      submissionId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      variant: 'quick',
    })
    const text = buildBrief(submission, { date: DATE })
    expect(text).toMatch(/^# Client Brief: Acme Ltd\n/)
    expect(text).toContain('- **Name:** Sam\n')
    expect(text).toContain('- **Website:** https://acme.example\n')
    expect(briefFileName(briefClientName(submission), DATE)).toBe('Sam_2026-11-22.md')
    // A demo request holds what it asked for and what happens next: nothing of onboarding.
    expect([...text.matchAll(/^## (.*)$/gm)].map((m) => m[1])).toEqual([
      'Client Information',
      'Business Overview',
      'Next Steps',
    ])
    expect(section(text, 'Next Steps')).toContain('find a time for your demo')
    expect(text).not.toMatch(/onboarding call|payment link|Not specified/)
  })

  it('ends with a single newline', () => {
    expect(brief.endsWith('\n')).toBe(true)
    expect(brief.endsWith('\n\n')).toBe(false)
  })
})

describe('escaping visitor text', () => {
  it('cannot inject HTML', () => {
    const text = buildBrief(
      answers({
        name: '<script>alert(1)</script>',
        offeringSummary: '<img src=x onerror=alert(1)>',
      }),
      { date: DATE },
    )
    expect(text).not.toMatch(/(?<!\\)<(script|img)/)
    expect(text).toContain('\\<script\\>alert(1)\\</script\\>')
    expect(text).toContain('\\<img src=x onerror=alert(1)\\>')
  })

  it('cannot inject links or images', () => {
    const text = buildBrief(
      answers({ credibility: '[x](javascript:alert(1)) ![y](https://evil.example/p.png)' }),
      { date: DATE },
    )
    expect(text).not.toMatch(/(?<!\\)\[/)
    expect(text).toContain('\\[x\\](javascript:alert(1))')
    expect(text).toContain('!\\[y\\](https://evil.example/p.png)')
  })

  it('cannot start headings, quotes, lists, rules or code blocks', () => {
    const nasty = [
      '# heading',
      '## heading',
      '> quote',
      '- item',
      '+ item',
      '* item',
      '1. item',
      '2) item',
      '---',
      '===',
      '***',
      '```js',
      '~~~',
      '    indented code',
    ]
    const text = buildBrief(
      answers({
        offeringSummary: nasty.join('\n'),
        prospectProblem: nasty.join('\n\n'),
        icps: [{ ...emptyIcp(), jobTitles: ['# CEO'], locations: nasty.join('\n') }],
      }),
      { date: DATE },
    )
    const userLines = text
      .split('\n')
      .filter((line) => !/^(#{1,3} |- \*\*|- .+: [✅❌]|\*\*|\d+\. )/.test(line))
    for (const line of userLines) expect(line, line).not.toMatch(BLOCK_MARKUP)
    expect(text).toContain('- **Job Titles:** \\# CEO')
  })

  it('cannot add emphasis, code, tables or strikethrough', () => {
    const line = escapeInline('*bold* _it_ `code` a | b ~~gone~~ back\\slash')
    expect(line).toBe('\\*bold\\* \\_it\\_ \\`code\\` a \\| b \\~\\~gone\\~\\~ back\\\\slash')
  })

  it('keeps a one-line value on one line', () => {
    const text = buildBrief(answers({ name: 'Jane\n# Doe', role: 'A\r\n\r\nB' }), { date: DATE })
    expect(text).toContain('- **Name:** Jane \\# Doe\n')
    expect(text).toContain('- **Role:** A B\n')
  })

  it('keeps line breaks in long answers as hard breaks and paragraphs', () => {
    expect(escapeBlock('one\ntwo\n\n\n\nthree')).toBe('one  \ntwo\n\nthree')
    expect(escapeBlock('a\r\nb')).toBe('a  \nb')
    expect(escapeBlock('  lead\n\n   \n\n  tail  ')).toBe('lead\n\ntail')
  })

  it('escapes line-start markers only where they count', () => {
    expect(escapeMarkdownLine('- a - b')).toBe('\\- a - b')
    expect(escapeMarkdownLine('10. ten')).toBe('10\\. ten')
    expect(escapeMarkdownLine('Version 2. Next')).toBe('Version 2. Next')
    expect(escapeMarkdownLine('   + x')).toBe('\\+ x')
    expect(escapeMarkdownLine('plain text, with (parens) & 100%!')).toBe(
      'plain text, with (parens) & 100%!',
    )
  })

  it('escapes the heading text too', () => {
    const text = buildBrief(answers({ companyName: '[Acme](javascript:x) <b>' }), { date: DATE })
    expect(text.split('\n')[0]).toBe('# Client Brief: \\[Acme\\](javascript:x) \\<b\\>')
  })
})

describe('briefClientName', () => {
  it('trims the name', () => {
    expect(briefClientName({ name: '  Jane Doe ' })).toBe('Jane Doe')
  })

  it("falls back to 'Client'", () => {
    expect(briefClientName({ name: '' })).toBe('Client')
    expect(briefClientName({ name: '   ' })).toBe('Client')
    expect(briefClientName({})).toBe('Client')
    expect(briefClientName({ name: null })).toBe('Client')
  })
})

describe('briefCompanyName', () => {
  it('uses company name, then company, then Client', () => {
    expect(briefCompanyName({ companyName: 'Acme Ltd', company: 'Acme' })).toBe('Acme Ltd')
    expect(briefCompanyName({ companyName: ' ', company: 'Acme' })).toBe('Acme')
    expect(briefCompanyName({})).toBe('Client')
  })
})

describe('briefFileName', () => {
  it('joins the name with underscores and adds the ISO date', () => {
    expect(briefFileName('Jane Doe', DATE)).toBe('Jane_Doe_2026-11-22.md')
    expect(briefFileName('Mary Ann  van der Berg', DATE)).toBe(
      'Mary_Ann_van_der_Berg_2026-11-22.md',
    )
  })

  it('uses the UTC date', () => {
    expect(briefFileName('Jane', new Date('2026-11-22T23:59:59Z'))).toBe('Jane_2026-11-22.md')
    expect(briefFileName('Jane', new Date('2026-01-05T00:00:00Z'))).toBe('Jane_2026-01-05.md')
  })

  it("falls back to 'Client'", () => {
    expect(briefFileName('', DATE)).toBe('Client_2026-11-22.md')
    expect(briefFileName('   ', DATE)).toBe('Client_2026-11-22.md')
    expect(briefFileName(null, DATE)).toBe('Client_2026-11-22.md')
    expect(briefFileName(undefined, DATE)).toBe('Client_2026-11-22.md')
    expect(briefFileName(briefClientName({ name: '' }), DATE)).toBe('Client_2026-11-22.md')
  })

  it('strips characters that are unsafe in file names', () => {
    expect(briefFileName('a/b\\c:d*e?f"g<h>i|j', DATE)).toBe('abcdefghij_2026-11-22.md')
    expect(briefFileName('../../etc/passwd', DATE)).toBe('etcpasswd_2026-11-22.md')
    expect(briefFileName('Jane / Doe', DATE)).toBe('Jane_Doe_2026-11-22.md')
    expect(briefFileName('Jane\tDoe\n', DATE)).toBe('Jane_Doe_2026-11-22.md')
    expect(briefFileName('Jane\u0000Doe', DATE)).toBe('JaneDoe_2026-11-22.md')
    expect(briefFileName('<>:"/\\|?*', DATE)).toBe('Client_2026-11-22.md')
  })

  it('drops bidirectional controls and other invisible characters, so the name reads as it is', () => {
    // U+202E shows what follows it backwards: 'Invoice‮gpj.exe_2026-11-22.md' reads as '…exe.jpg'.
    expect(briefFileName('Invoice\u202Egpj.exe', DATE)).toBe('Invoicegpj.exe_2026-11-22.md')
    const bidi = [
      ...'\u202A\u202B\u202C\u202D\u202E',
      ...'\u2066\u2067\u2068\u2069',
      ...'\u200E\u200F\u061C',
    ]
    // Zero-width and other format characters, C1 controls, DEL, a lone surrogate.
    const invisible = [...'\u200B\u200D\u2060\uFEFF\u00AD\u0080\u009B\u007F', '\uD800']
    for (const char of [...bidi, ...invisible]) {
      const label = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
      expect(briefFileName(`Ja${char}ne Doe${char}`, DATE), label).toBe('Jane_Doe_2026-11-22.md')
    }
    expect(briefFileName('\u202E\u2066\u200F', DATE)).toBe('Client_2026-11-22.md')
  })

  it('keeps accented and non-Latin names', () => {
    expect(briefFileName('Zoë Brontë', DATE)).toBe('Zoë_Brontë_2026-11-22.md')
    expect(briefFileName('山田 太郎', DATE)).toBe('山田_太郎_2026-11-22.md')
  })

  it('keeps the name part to 100 characters', () => {
    const name = briefFileName('x'.repeat(500), DATE)
    expect(name).toBe(`${'x'.repeat(100)}_2026-11-22.md`)
  })
})

function blankStory(): Partial<OnboardingAnswers> {
  return {
    prospectProblem: '',
    internalProblem: '',
    externalProblem: '',
    howYouEmpathise: '',
    credibility: '',
    callToAction: '',
    leadTowards: '',
    leadAwayFrom: '',
    transformation: '',
  }
}

describe('the brief as a value', () => {
  it('holds the answers as typed, with fallbacks, for the React and Markdown renderings', () => {
    const brief = buildBriefValue(
      { name: ' Jane ', companyName: '**Acme**', icps: [{ jobTitles: ['', 'CEO'] }] },
      { date: DATE },
    )
    expect(brief).toMatchObject({ company: '**Acme**', client: 'Jane', date: '2026-11-22' })
    expect(brief.sections.map((section) => section.heading)).toEqual([
      'Client Information',
      'Business Overview',
      'Brand Story Framework',
      'Ideal Customer Profiles',
      'Readiness Checklist',
      'Next Steps',
    ])
    const icps = brief.sections[3]!
    expect(icps.subsections?.[0]?.parts[0]).toEqual({
      kind: 'fields',
      fields: [
        { label: 'Job Titles', value: 'CEO' },
        { label: 'Company Size', value: 'Not specified' },
        { label: 'Industries', value: 'Not specified' },
        { label: 'Countries', value: 'Not specified' },
      ],
    })
    expect(brief.sections[0]!.parts[0]).toMatchObject({
      fields: expect.arrayContaining([{ label: 'Phone', value: 'Not provided' }]),
    })
    // Escaped only where it becomes Markdown.
    expect(briefMarkdown(brief)).toContain('# Client Brief: \\*\\*Acme\\*\\*')
  })
})
