import { describe, expect, it } from 'vitest'
import {
  auditClaims,
  claimIdsIn,
  claimKeysIn,
  fillClaims,
  readingFor,
  tokensIn,
  unknownTokens,
} from '@/lib/claims'

const leads = {
  key: 'leads-per-month',
  topic: 'Leads per month',
  readings: [
    { path: '/', value: '10-40' },
    { path: '/how-it-works', value: '20-40' },
  ],
}
const clients = {
  key: 'active-clients',
  topic: 'Active clients',
  readings: [{ path: '/', value: '50+' }],
}

describe('claims', () => {
  it('fills a token with the reading of the page it is on', () => {
    expect(fillClaims('{{leads-per-month}} leads', [leads], '/')).toBe('10-40 leads')
    expect(fillClaims('{{leads-per-month}} leads', [leads], '/how-it-works')).toBe('20-40 leads')
  })

  it("falls back to the claim's first reading on a page without its own", () => {
    expect(readingFor(leads, '/about')?.value).toBe('10-40')
    expect(fillClaims('Join {{ active-clients }} clients', [clients], '/contact')).toBe(
      'Join 50+ clients',
    )
  })

  it('leaves unknown tokens and plain text as written', () => {
    expect(fillClaims('{{nope}} and {single}', [leads], '/')).toBe('{{nope}} and {single}')
    expect(fillClaims('No tokens here', [], '/')).toBe('No tokens here')
  })

  it('lists the keys a text refers to', () => {
    expect(claimKeysIn('{{a}} then {{ b-c }}')).toEqual(['a', 'b-c'])
  })

  it('flags claims whose readings disagree, conflicts first', () => {
    const audit = auditClaims([clients, leads])
    expect(audit.map((a) => [a.key, a.conflicting])).toEqual([
      ['leads-per-month', true],
      ['active-clients', false],
    ])
    expect(audit[0].values).toEqual(['10-40', '20-40'])
  })

  it('lists a page without its own reading beside the readings, with the first reading it shows', () => {
    const [audit] = auditClaims(
      [leads],
      [
        { path: '/', keys: ['leads-per-month'] },
        { path: '/new-offer', title: 'New offer', keys: ['leads-per-month'] },
        { path: '/about', keys: ['active-clients'] },
      ],
    )
    expect(audit.fallbacks).toEqual([
      { path: '/new-offer', title: 'New offer', value: '10-40', own: false },
    ])
  })

  it('finds tokens anywhere in a document, with the path of the field', () => {
    const layout = [
      { blockType: 'hero', heading: 'Over {{active-clients}} clients' },
      { blockType: 'cards', items: [{ title: 'Up to {{satisfacton}}' }] },
    ]
    expect(tokensIn(layout, 'layout')).toEqual([
      { key: 'active-clients', path: 'layout.0.heading' },
      { key: 'satisfacton', path: 'layout.1.items.0.title' },
    ])
    expect(unknownTokens(tokensIn(layout, 'layout'), ['active-clients'])).toEqual([
      { key: 'satisfacton', path: 'layout.1.items.0.title' },
    ])
  })

  it('finds the claims stats rows refer to, by id or populated', () => {
    expect(
      claimIdsIn([{ blockType: 'stats', items: [{ claim: 4 }, { claim: { id: 7 } }] }]),
    ).toEqual([4, 7])
  })
})
