import countries from 'world-countries'
import { describe, expect, it } from 'vitest'

import { INDUSTRIES as INDUSTRIES_DIRECT } from '@/lib/onboarding/industries'
import {
  CHIP_MAX_LENGTH,
  COUNTRIES,
  HEAD_COUNTS,
  INDUSTRIES,
  truncateChip,
} from '@/lib/onboarding/options'

const byEnglishName = (a: string, b: string) => a.localeCompare(b, 'en')

describe('HEAD_COUNTS', () => {
  it('lists the nine head-count ranges, in order', () => {
    expect(HEAD_COUNTS).toEqual([
      'Self Employed',
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '501-1000',
      '1001 - 5000',
      '5001-10,000',
      '10,000+',
    ])
    expect(HEAD_COUNTS).toHaveLength(9)
  })
})

describe('COUNTRIES', () => {
  it('has about 195 names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190)
    expect(COUNTRIES.length).toBeLessThanOrEqual(200)
  })

  it('has no duplicates and no blank names', () => {
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length)
    for (const name of COUNTRIES) expect(name.trim()).toBe(name)
    expect(COUNTRIES).not.toContain('')
  })

  it('is sorted alphabetically', () => {
    expect([...COUNTRIES].sort(byEnglishName)).toEqual(COUNTRIES)
  })

  it('matches the UN members and independent states in world-countries (name.common)', () => {
    // If this fails after upgrading world-countries, copy the expected list into options.ts.
    const derived = [
      ...new Set(
        countries.filter((c) => c.unMember || c.independent === true).map((c) => c.name.common),
      ),
    ].sort(byEnglishName)
    expect(COUNTRIES).toEqual(derived)
  })

  it('includes sovereign states and leaves out territories', () => {
    for (const name of ['United Kingdom', 'United States', 'Germany', 'India', 'Brazil', 'Japan']) {
      expect(COUNTRIES).toContain(name)
    }
    for (const name of ['Puerto Rico', 'Hong Kong', 'Antarctica', 'Greenland', 'Gibraltar']) {
      expect(COUNTRIES).not.toContain(name)
    }
  })
})

describe('INDUSTRIES', () => {
  it('has about 400 names', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(380)
    expect(INDUSTRIES.length).toBeLessThanOrEqual(420)
  })

  it('has no duplicates, even ignoring case', () => {
    expect(new Set(INDUSTRIES).size).toBe(INDUSTRIES.length)
    expect(new Set(INDUSTRIES.map((name) => name.toLowerCase())).size).toBe(INDUSTRIES.length)
  })

  it('has no blank or padded names', () => {
    for (const name of INDUSTRIES) {
      expect(name).not.toBe('')
      expect(name.trim()).toBe(name)
      expect(name).not.toMatch(/\s{2}/)
    }
  })

  it('is sorted alphabetically', () => {
    expect([...INDUSTRIES].sort(byEnglishName)).toEqual(INDUSTRIES)
  })

  it('is re-exported unchanged from options', () => {
    expect(INDUSTRIES).toBe(INDUSTRIES_DIRECT)
  })

  it('includes common LinkedIn-style industries', () => {
    for (const name of [
      'Software Development',
      'Financial Services',
      'IT Services and IT Consulting',
      'Non-profit Organizations',
      'Hospitals and Health Care',
      'Staffing and Recruiting',
      'Marketing Services',
    ]) {
      expect(INDUSTRIES).toContain(name)
    }
  })
})

describe('truncateChip', () => {
  it('cuts at 30 characters by default', () => {
    expect(CHIP_MAX_LENGTH).toBe(30)
  })

  it('leaves short labels alone', () => {
    expect(truncateChip('Banking')).toBe('Banking')
    expect(truncateChip('')).toBe('')
  })

  it('leaves a label of exactly 30 characters alone', () => {
    const label = 'a'.repeat(30)
    expect(truncateChip(label)).toBe(label)
  })

  it('cuts a longer label to 30 characters and adds an ellipsis', () => {
    expect(truncateChip('b'.repeat(31))).toBe(`${'b'.repeat(30)}…`)
    const long = 'Appliances, Electrical, and Electronics Manufacturing'
    expect(truncateChip(long)).toBe('Appliances, Electrical, and El…')
  })

  it('does not leave a space before the ellipsis', () => {
    expect(truncateChip('Transportation Equipment Manufacturing')).toBe(
      'Transportation Equipment Manuf…',
    )
    expect(truncateChip('Retail Health and Personal Care Products')).toBe(
      'Retail Health and Personal Car…',
    )
    expect(truncateChip('abcd efgh', 5)).toBe('abcd…')
  })

  it('accepts another maximum', () => {
    expect(truncateChip('Software Development', 8)).toBe('Software…')
    expect(truncateChip('Software', 8)).toBe('Software')
  })

  it('never splits an emoji', () => {
    expect(truncateChip('🚀🚀🚀', 2)).toBe('🚀🚀…')
  })

  it('truncates every long industry name to at most 31 characters', () => {
    for (const name of INDUSTRIES) {
      const chip = truncateChip(name)
      expect(Array.from(chip).length).toBeLessThanOrEqual(31)
      if (name.length <= 30) expect(chip).toBe(name)
      else expect(chip.endsWith('…')).toBe(true)
    }
  })
})
