import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'

import { COUNTRIES, HEAD_COUNTS, INDUSTRIES } from '@/lib/onboarding/options'
import {
  BRAND_STORY_FIELDS,
  LONG_MAX,
  MAX_ICPS,
  MAX_JOB_TITLES,
  MESSAGES,
  SHORT_MAX,
  emptyAnswers,
  emptyIcp,
  fieldErrors,
  isWebsite,
  normaliseWebsite,
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
  stepSchemas,
  submissionSchema,
  type OnboardingAnswers,
} from '@/lib/onboarding/schema'

const SUBMISSION_ID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'

function step1(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jane Doe',
    email: 'jane@acme.example',
    company: 'Acme',
    role: 'Founder',
    phone: '',
    ...overrides,
  }
}

function step2(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Acme Ltd',
    companyWebsite: 'acme.example.com',
    offeringSummary: 'We sell anvils.',
    coreProducts: '',
    ...overrides,
  }
}

function icp(overrides: Record<string, unknown> = {}) {
  return { ...emptyIcp(), jobTitles: ['CEO'], ...overrides }
}

function fullAnswers(overrides: Partial<OnboardingAnswers> = {}): OnboardingAnswers {
  return { ...emptyAnswers(), ...step1(), ...step2(), icps: [icp()], ...overrides }
}

/** The messages a schema gives for `input`, keyed by path; {} when it is valid. */
function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('stepSchemas', () => {
  it('holds the five step schemas in order', () => {
    expect(stepSchemas).toHaveLength(5)
    expect(stepSchemas[0]).toBe(step1Schema)
    expect(stepSchemas[1]).toBe(step2Schema)
    expect(stepSchemas[2]).toBe(step3Schema)
    expect(stepSchemas[3]).toBe(step4Schema)
    expect(stepSchemas[4]).toBe(step5Schema)
  })

  it('accepts the empty initial state for the optional steps 4 and 5', () => {
    expect(stepSchemas[3].safeParse(emptyAnswers()).success).toBe(true)
    expect(stepSchemas[4].safeParse(emptyAnswers()).success).toBe(true)
  })

  it('rejects the empty initial state for the required steps 1 to 3', () => {
    for (const schema of stepSchemas.slice(0, 3)) {
      expect(schema.safeParse(emptyAnswers()).success).toBe(false)
    }
  })
})

describe('step 1: about you', () => {
  it('accepts complete details and trims them', () => {
    const result = step1Schema.parse(
      step1({ name: '  Jane Doe ', email: ' jane@acme.example ', role: '\tFounder\n' }),
    )
    expect(result).toEqual({
      name: 'Jane Doe',
      email: 'jane@acme.example',
      company: 'Acme',
      role: 'Founder',
      phone: '',
      plan: '',
    })
  })

  it('takes a plan key or a blank for "not sure yet", and refuses anything else', () => {
    expect(step1Schema.parse(step1({ plan: ' pro ' })).plan).toBe('pro')
    expect(step1Schema.parse(step1({ plan: '' })).plan).toBe('')
    for (const plan of ['Pro', 'pro plan', '-pro', 'a'.repeat(41), '<b>']) {
      expect(step1Schema.safeParse(step1({ plan })).success, plan).toBe(false)
    }
  })

  it('asks for every required field, empty or missing', () => {
    const expected = {
      name: 'Please enter your name',
      email: 'Please enter your email address',
      company: 'Please enter your company',
      role: 'Please enter your role',
    }
    expect(errorsOf(step1Schema, { name: '', email: '', company: '', role: '' })).toEqual(expected)
    expect(errorsOf(step1Schema, {})).toEqual(expected)
  })

  it('treats whitespace-only answers as empty', () => {
    expect(errorsOf(step1Schema, step1({ name: '   ', company: '\n\t' }))).toEqual({
      name: 'Please enter your name',
      company: 'Please enter your company',
    })
  })

  it('rejects an invalid email address', () => {
    for (const email of [
      'jane',
      'jane@',
      '@acme.com',
      'jane@acme',
      'jane doe@acme.com',
      'jane@acme-.com',
    ]) {
      expect(errorsOf(step1Schema, step1({ email }))).toEqual({
        email: 'Please enter a valid email address',
      })
    }
  })

  it('accepts ordinary email addresses', () => {
    for (const email of ['jane@acme.co.uk', 'jane.doe+leads@mail.acme.example', 'J_D@ACME.IO']) {
      expect(step1Schema.safeParse(step1({ email })).success).toBe(true)
    }
  })

  it('makes the phone optional', () => {
    const withoutPhone: Record<string, unknown> = step1()
    delete withoutPhone.phone
    expect(step1Schema.parse(withoutPhone).phone).toBe('')
    expect(step1Schema.parse(step1({ phone: '   ' })).phone).toBe('')
  })

  it('accepts usual phone formats', () => {
    for (const phone of [
      '+44 20 7946 0958',
      '(020) 7946-0958',
      '07700 900123',
      '+1 555 010 9999 ext 12',
    ]) {
      expect(step1Schema.parse(step1({ phone })).phone).toBe(phone)
    }
  })

  it('rejects a phone that is not a number', () => {
    for (const phone of ['call me', '12', 'abc 123 456 789']) {
      expect(errorsOf(step1Schema, step1({ phone }))).toEqual({
        phone: 'Please enter a valid phone number',
      })
    }
  })

  it('rejects huge input', () => {
    expect(errorsOf(step1Schema, step1({ name: 'x'.repeat(SHORT_MAX + 1) }))).toEqual({
      name: 'Please use no more than 200 characters',
    })
    expect(step1Schema.safeParse(step1({ name: 'x'.repeat(SHORT_MAX) })).success).toBe(true)
    expect(errorsOf(step1Schema, step1({ email: `${'a'.repeat(250)}@acme.com` }))).toHaveProperty(
      'email',
    )
    expect(errorsOf(step1Schema, step1({ phone: '1'.repeat(41) }))).toHaveProperty('phone')
  })

  it('rejects values of the wrong type with the field message', () => {
    expect(errorsOf(step1Schema, step1({ name: 42, role: null }))).toEqual({
      name: 'Please enter your name',
      role: 'Please enter your role',
    })
  })
})

describe('step 2: your business', () => {
  it('accepts complete details', () => {
    expect(step2Schema.parse(step2({ coreProducts: ' Anvils ' }))).toEqual({
      companyName: 'Acme Ltd',
      companyWebsite: 'https://acme.example.com',
      offeringSummary: 'We sell anvils.',
      coreProducts: 'Anvils',
    })
  })

  it('asks for company name, website and offering summary', () => {
    expect(errorsOf(step2Schema, {})).toEqual({
      companyName: 'Please enter your company name',
      companyWebsite: 'Please enter your website address',
      offeringSummary: 'Please tell us what your business offers',
    })
  })

  it('makes core products optional', () => {
    const input: Record<string, unknown> = step2()
    delete input.coreProducts
    expect(step2Schema.parse(input).coreProducts).toBe('')
  })

  it("normalises 'example.com' to 'https://example.com'", () => {
    expect(step2Schema.parse(step2({ companyWebsite: 'example.com' })).companyWebsite).toBe(
      'https://example.com',
    )
    expect(step2Schema.parse(step2({ companyWebsite: '  example.com  ' })).companyWebsite).toBe(
      'https://example.com',
    )
    expect(
      step2Schema.parse(step2({ companyWebsite: 'www.example.co.uk/about' })).companyWebsite,
    ).toBe('https://www.example.co.uk/about')
  })

  it('keeps an address that already has http or https', () => {
    for (const url of [
      'https://example.com',
      'http://example.com',
      'https://shop.example.com/a?b=c',
    ]) {
      expect(step2Schema.parse(step2({ companyWebsite: url })).companyWebsite).toBe(url)
    }
  })

  it('rejects things that are not website addresses', () => {
    for (const url of [
      'not a url',
      'javascript:alert(1)',
      'ftp://x',
      'ftp://example.com',
      'mailto:jane@example.com',
      'data:text/html,hi',
      'localhost',
      'example',
      'https://',
      'https:example.com',
      'http://exa mple.com',
      'https://user:secret@example.com',
      'https://-bad-.com',
      '1.2.3.4',
    ]) {
      expect(errorsOf(step2Schema, step2({ companyWebsite: url })), url).toEqual({
        companyWebsite: 'Please enter a valid website address, e.g. example.com',
      })
    }
  })

  it('rejects an over-long website address and offering summary', () => {
    const longUrl = `https://example.com/${'a'.repeat(500)}`
    expect(errorsOf(step2Schema, step2({ companyWebsite: longUrl }))).toHaveProperty(
      'companyWebsite',
    )
    expect(errorsOf(step2Schema, step2({ offeringSummary: 'x'.repeat(LONG_MAX + 1) }))).toEqual({
      offeringSummary: 'Please use no more than 5,000 characters',
    })
    expect(step2Schema.safeParse(step2({ offeringSummary: 'x'.repeat(LONG_MAX) })).success).toBe(
      true,
    )
  })
})

describe('normaliseWebsite and isWebsite', () => {
  it('adds https:// only when there is no scheme', () => {
    expect(normaliseWebsite('example.com')).toBe('https://example.com')
    expect(normaliseWebsite('http://example.com')).toBe('http://example.com')
    expect(normaliseWebsite('javascript:alert(1)')).toBe('javascript:alert(1)')
    expect(normaliseWebsite('  ')).toBe('')
  })

  it('accepts international domain names', () => {
    expect(isWebsite('https://münchen.de')).toBe(true)
    expect(isWebsite('https://xn--mnchen-3ya.de')).toBe(true)
  })
})

describe('step 3: ideal customer profiles', () => {
  it('accepts one ICP with one job title and nothing else', () => {
    const result = step3Schema.parse({ icps: [{ jobTitles: ['Head of Sales'] }] })
    expect(result.icps).toEqual([{ ...emptyIcp(), jobTitles: ['Head of Sales'] }])
  })

  it('needs at least one ICP', () => {
    expect(errorsOf(step3Schema, { icps: [] })).toEqual({
      icps: 'Add at least one ideal customer profile',
    })
    expect(errorsOf(step3Schema, {})).toEqual({ icps: 'Add at least one ideal customer profile' })
  })

  it('needs at least one non-blank job title in every ICP', () => {
    const message = 'Add at least one job title'
    expect(errorsOf(step3Schema, { icps: [icp({ jobTitles: [] })] })).toEqual({
      'icps.0.jobTitles': message,
    })
    expect(errorsOf(step3Schema, { icps: [icp({ jobTitles: ['', '   '] })] })).toEqual({
      'icps.0.jobTitles': message,
    })
    expect(errorsOf(step3Schema, { icps: [icp(), icp({ jobTitles: [''] })] })).toEqual({
      'icps.1.jobTitles': message,
    })
    expect(errorsOf(step3Schema, { icps: [{}] })).toEqual({ 'icps.0.jobTitles': message })
  })

  it('accepts blank job titles next to a real one and trims them', () => {
    const result = step3Schema.parse({ icps: [icp({ jobTitles: ['', ' CEO ', ' '] })] })
    expect(result.icps[0]?.jobTitles).toEqual(['', 'CEO', ''])
  })

  it('accepts picks from the fixed lists and drops repeats', () => {
    const picked = {
      companySize: [HEAD_COUNTS[0], HEAD_COUNTS[8], HEAD_COUNTS[0]],
      industry: [INDUSTRIES[0], INDUSTRIES[INDUSTRIES.length - 1]],
      countries: ['United Kingdom', 'Ireland'],
    }
    const result = step3Schema.parse({ icps: [icp(picked)] })
    expect(result.icps[0]?.companySize).toEqual(['Self Employed', '10,000+'])
    expect(result.icps[0]?.industry).toEqual([INDUSTRIES[0], INDUSTRIES[INDUSTRIES.length - 1]])
    expect(result.icps[0]?.countries).toEqual(['United Kingdom', 'Ireland'])
  })

  it('accepts every option on each list', () => {
    const everything = icp({
      companySize: [...HEAD_COUNTS],
      industry: [...INDUSTRIES],
      countries: [...COUNTRIES],
    })
    expect(step3Schema.safeParse({ icps: [everything] }).success).toBe(true)
  })

  it('rejects values that are not on the lists', () => {
    expect(
      errorsOf(step3Schema, {
        icps: [icp({ companySize: ['2-5'], industry: ['Widgets'], countries: ['Atlantis'] })],
      }),
    ).toEqual({
      'icps.0.companySize.0': 'Please choose company sizes from the list',
      'icps.0.industry.0': 'Please choose industries from the list',
      'icps.0.countries.0': 'Please choose countries from the list',
    })
  })

  it('makes the ICP text fields optional and trims them', () => {
    const result = step3Schema.parse({
      icps: [
        icp({ locations: ' London ', painFrustration: 'Churn', benefits: '', valueOffering: 'X' }),
      ],
    })
    expect(result.icps[0]).toMatchObject({
      locations: 'London',
      painFrustration: 'Churn',
      benefits: '',
      valueOffering: 'X',
    })
  })

  it('limits the number of ICPs and job titles', () => {
    const tooManyIcps = Array.from({ length: MAX_ICPS + 1 }, () => icp())
    expect(errorsOf(step3Schema, { icps: tooManyIcps })).toEqual({
      icps: 'You can add up to 10 ideal customer profiles',
    })
    const maxIcps = Array.from({ length: MAX_ICPS }, () => icp())
    expect(step3Schema.safeParse({ icps: maxIcps }).success).toBe(true)

    const titles = Array.from({ length: MAX_JOB_TITLES + 1 }, (_, i) => `Title ${i}`)
    expect(errorsOf(step3Schema, { icps: [icp({ jobTitles: titles })] })).toEqual({
      'icps.0.jobTitles': 'You can add up to 50 job titles',
    })
  })

  it('limits the length of job titles and ICP text', () => {
    expect(errorsOf(step3Schema, { icps: [icp({ jobTitles: ['x'.repeat(201)] })] })).toEqual({
      'icps.0.jobTitles.0': 'Please use no more than 200 characters',
    })
    expect(errorsOf(step3Schema, { icps: [icp({ benefits: 'x'.repeat(5001) })] })).toEqual({
      'icps.0.benefits': 'Please use no more than 5,000 characters',
    })
  })
})

describe('step 4: brand story', () => {
  it('has the nine brand story fields', () => {
    expect(BRAND_STORY_FIELDS).toEqual([
      'prospectProblem',
      'internalProblem',
      'externalProblem',
      'howYouEmpathise',
      'credibility',
      'callToAction',
      'leadTowards',
      'leadAwayFrom',
      'transformation',
    ])
  })

  it('makes every field optional, defaulting to empty text', () => {
    const result = step4Schema.parse({})
    for (const field of BRAND_STORY_FIELDS) expect(result[field]).toBe('')
  })

  it('trims the answers and rejects huge ones', () => {
    expect(step4Schema.parse({ credibility: '  10 years  ' }).credibility).toBe('10 years')
    expect(errorsOf(step4Schema, { transformation: 'x'.repeat(5001) })).toEqual({
      transformation: 'Please use no more than 5,000 characters',
    })
  })
})

describe('step 5: checklist', () => {
  it('defaults the three boxes to unticked', () => {
    expect(step5Schema.parse({})).toEqual({
      linkedinCredentials: false,
      completedSignup: false,
      bookedCall: false,
    })
  })

  it('keeps ticked boxes', () => {
    const ticked = { linkedinCredentials: true, completedSignup: true, bookedCall: true }
    expect(step5Schema.parse(ticked)).toEqual(ticked)
  })

  it('rejects non-boolean values', () => {
    expect(errorsOf(step5Schema, { bookedCall: 'yes' })).toHaveProperty('bookedCall')
  })
})

describe('submissionSchema', () => {
  it('accepts a full submission and normalises it', () => {
    const result = submissionSchema.parse({
      ...fullAnswers({ companyWebsite: 'example.com' }),
      submissionId: SUBMISSION_ID,
      variant: 'full',
      offer: 'october',
    })
    expect(result.variant).toBe('full')
    expect(result.submissionId).toBe(SUBMISSION_ID)
    expect(result.offer).toBe('october')
    expect(result.companyWebsite).toBe('https://example.com')
    expect(result.icps).toHaveLength(1)
  })

  it('needs a uuid submission id', () => {
    const base = { ...fullAnswers(), variant: 'full' }
    expect(errorsOf(submissionSchema, base)).toEqual({ submissionId: MESSAGES.submissionId })
    expect(errorsOf(submissionSchema, { ...base, submissionId: 'abc' })).toEqual({
      submissionId: MESSAGES.submissionId,
    })
    expect(submissionSchema.safeParse({ ...base, submissionId: crypto.randomUUID() }).success).toBe(
      true,
    )
  })

  it("needs a variant of 'full' or 'quick'", () => {
    const base = { ...fullAnswers(), submissionId: SUBMISSION_ID }
    expect(errorsOf(submissionSchema, base)).toEqual({ variant: MESSAGES.variant })
    expect(errorsOf(submissionSchema, { ...base, variant: 'demo' })).toEqual({
      variant: MESSAGES.variant,
    })
  })

  it('requires steps 1 to 3 for the full form and reports every problem at once', () => {
    const errors = errorsOf(submissionSchema, {
      ...emptyAnswers(),
      submissionId: SUBMISSION_ID,
      variant: 'full',
    })
    expect(errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      company: 'Please enter your company',
      role: 'Please enter your role',
      companyName: 'Please enter your company name',
      companyWebsite: 'Please enter your website address',
      offeringSummary: 'Please tell us what your business offers',
      'icps.0.jobTitles': 'Add at least one job title',
    })
    expect(
      errorsOf(submissionSchema, {
        ...fullAnswers({ icps: [] }),
        submissionId: SUBMISSION_ID,
        variant: 'full',
      }),
    ).toEqual({ icps: 'Add at least one ideal customer profile' })
  })

  it('accepts the quick form with only steps 1 and 2', () => {
    const result = submissionSchema.parse({
      ...step1(),
      ...step2(),
      submissionId: SUBMISSION_ID,
      variant: 'quick',
    })
    expect(result.variant).toBe('quick')
    expect(result.icps).toEqual([])
    expect(result.prospectProblem).toBe('')
    expect(result.bookedCall).toBe(false)
    expect(result.offer).toBeUndefined()
  })

  it('accepts the quick form sent with the untouched initial state of steps 3 to 5', () => {
    const result = submissionSchema.safeParse({
      ...emptyAnswers(),
      ...step1(),
      ...step2(),
      submissionId: SUBMISSION_ID,
      variant: 'quick',
    })
    expect(result.success).toBe(true)
  })

  it('still requires steps 1 and 2 for the quick form', () => {
    expect(
      errorsOf(submissionSchema, {
        ...step1({ email: 'nope' }),
        ...step2({ companyWebsite: 'javascript:alert(1)' }),
        submissionId: SUBMISSION_ID,
        variant: 'quick',
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      companyWebsite: 'Please enter a valid website address, e.g. example.com',
    })
  })

  it('still limits sizes in the quick form', () => {
    const errors = errorsOf(submissionSchema, {
      ...step1(),
      ...step2(),
      icps: Array.from({ length: MAX_ICPS + 1 }, () => emptyIcp()),
      credibility: 'x'.repeat(LONG_MAX + 1),
      submissionId: SUBMISSION_ID,
      variant: 'quick',
    })
    expect(errors).toEqual({
      icps: 'You can add up to 10 ideal customer profiles',
      credibility: 'Please use no more than 5,000 characters',
    })
  })

  it('takes an optional offer of up to 50 letters, digits, dashes or underscores', () => {
    const base = { ...fullAnswers(), submissionId: SUBMISSION_ID, variant: 'full' }
    expect(submissionSchema.parse({ ...base, offer: ' october ' }).offer).toBe('october')
    expect(submissionSchema.parse({ ...base, offer: '' }).offer).toBeUndefined()
    expect(submissionSchema.parse(base).offer).toBeUndefined()
    expect(submissionSchema.parse({ ...base, offer: 'x'.repeat(50) }).offer).toBe('x'.repeat(50))
    expect(errorsOf(submissionSchema, { ...base, offer: 'x'.repeat(51) })).toEqual({
      offer: MESSAGES.offer,
    })
    expect(errorsOf(submissionSchema, { ...base, offer: '<script>' })).toEqual({
      offer: MESSAGES.offer,
    })
  })

  it('drops unknown fields', () => {
    const result = submissionSchema.parse({
      ...fullAnswers(),
      submissionId: SUBMISSION_ID,
      variant: 'full',
      isAdmin: true,
    })
    expect(result).not.toHaveProperty('isAdmin')
  })

  it('rejects a huge payload', () => {
    const huge = 'x'.repeat(1_000_000)
    const result = submissionSchema.safeParse({
      ...fullAnswers({ offeringSummary: huge, icps: [icp({ jobTitles: [huge] })] }),
      submissionId: SUBMISSION_ID,
      variant: 'full',
    })
    expect(result.success).toBe(false)
  })
})

describe('emptyAnswers', () => {
  it('starts with one ICP holding one empty job title', () => {
    const answers = emptyAnswers()
    expect(answers.icps).toEqual([
      {
        jobTitles: [''],
        companySize: [],
        industry: [],
        countries: [],
        locations: '',
        painFrustration: '',
        benefits: '',
        valueOffering: '',
      },
    ])
  })

  it('starts with empty text and unticked boxes', () => {
    const answers = emptyAnswers()
    for (const [key, value] of Object.entries(answers)) {
      if (key === 'icps') continue
      expect(value === '' || value === false, key).toBe(true)
    }
    expect(answers.linkedinCredentials).toBe(false)
  })

  it('has exactly the fields of the five steps', () => {
    const stepKeys = stepSchemas.flatMap((schema) => Object.keys(schema.shape)).sort()
    expect(Object.keys(emptyAnswers()).sort()).toEqual(stepKeys)
  })

  it('returns a fresh object each time', () => {
    const first = emptyAnswers()
    first.icps[0]?.jobTitles.push('CEO')
    expect(emptyAnswers().icps[0]?.jobTitles).toEqual([''])
  })
})

describe('fieldErrors', () => {
  it('keys messages by dotted path and keeps the first message per field', () => {
    const result = step1Schema.safeParse({ name: '', email: 'x', company: 'A', role: 'B' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        name: 'Please enter your name',
        email: 'Please enter a valid email address',
      })
    }
  })

  it("puts problems with the whole value under ''", () => {
    const result = step1Schema.safeParse('nonsense')
    expect(result.success).toBe(false)
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual([''])
  })
})

describe('a NUL character in any text answer', () => {
  const submission = () => ({
    ...fullAnswers({ coreProducts: 'Anvils', phone: '+44 20 7946 0958' }),
    icps: [icp({ locations: 'North', painFrustration: 'Rust', benefits: 'Shine' })],
    submissionId: SUBMISSION_ID,
    variant: 'full',
    offer: 'october',
  })
  /** Every path in the submission that holds text, e.g. 'name' or 'icps.0.jobTitles.0'. */
  function textPaths(value: unknown, path: string[] = []): string[][] {
    if (typeof value === 'string') return [path]
    if (Array.isArray(value))
      return value.flatMap((item, i) => textPaths(item, [...path, String(i)]))
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]))
    return []
  }
  function withNul(path: string[]) {
    const copy = structuredClone(submission()) as Record<string, unknown>
    let parent = copy as Record<string, unknown>
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
    const last = path[path.length - 1]
    parent[last] = `${String(parent[last]).slice(0, 2)}\u0000${String(parent[last]).slice(2)}`
    return copy
  }

  it('is refused with a message for that field, whichever field it is in', () => {
    const paths = textPaths(submission())
    expect(paths.length).toBeGreaterThan(20)
    expect(submissionSchema.safeParse(submission()).success).toBe(true)
    for (const path of paths) {
      const errors = errorsOf(submissionSchema, withNul(path))
      const field = path.join('.')
      const reported = Object.keys(errors)
      expect(reported.length, field).toBeGreaterThan(0)
      // Reported on the field itself (a list item may be reported on its list).
      expect(
        reported.some((key) => key === field || field.startsWith(`${key}.`)),
        `${field}: ${JSON.stringify(errors)}`,
      ).toBe(true)
    }
  })

  it('says what to do in free-text answers', () => {
    const errors = errorsOf(submissionSchema, withNul(['offeringSummary']))
    expect(errors.offeringSummary).toBe(MESSAGES.controlCharacter)
    expect(errorsOf(submissionSchema, withNul(['icps', '0', 'jobTitles', '0']))).toEqual({
      'icps.0.jobTitles.0': MESSAGES.controlCharacter,
    })
  })
})
