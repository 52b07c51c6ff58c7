import { describe, expect, it } from 'vitest'

import { foldForSearch, matchesSearch, pickerSummary, toggleValue } from '@/lib/onboarding/picker'
import { HEAD_COUNTS } from '@/lib/onboarding/options'

describe('matchesSearch', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(matchesSearch('São Tomé and Príncipe', 'sao tome')).toBe(true)
    expect(matchesSearch('Computer Software', 'SOFT comp')).toBe(true)
    expect(matchesSearch('Computer Software', 'hardware')).toBe(false)
    expect(matchesSearch('Anything', '   ')).toBe(true)
    expect(foldForSearch('  Türkiye  ')).toBe('turkiye')
  })
})

describe('toggleValue', () => {
  it('adds in list order and removes on the second toggle', () => {
    let selected = toggleValue([], '201-500', HEAD_COUNTS)
    selected = toggleValue(selected, '1-10', HEAD_COUNTS)
    expect(selected).toEqual(['1-10', '201-500'])
    expect(toggleValue(selected, '1-10', HEAD_COUNTS)).toEqual(['201-500'])
  })

  it('keeps values that are not on the list after the known ones', () => {
    expect(toggleValue(['Atlantis'], '1-10', HEAD_COUNTS)).toEqual(['1-10', 'Atlantis'])
  })
})

describe('pickerSummary', () => {
  it('shows the placeholder or the count', () => {
    expect(pickerSummary(0, 'Select industries')).toBe('Select industries')
    expect(pickerSummary(3, 'Select industries')).toBe('3 selected')
  })
})
