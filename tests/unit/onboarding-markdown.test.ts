import { describe, expect, it } from 'vitest'

import { buildBrief } from '@/lib/onboarding/brief'
import { inlineText, parseInline, parseMarkdown } from '@/lib/onboarding/markdown'
import { emptyAnswers, emptyIcp } from '@/lib/onboarding/schema'

describe('parseInline', () => {
  it('reads bold, escapes and hard breaks', () => {
    expect(parseInline('**Name:** Jane')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Name:' }] },
      { type: 'text', text: ' Jane' },
    ])
    expect(parseInline('a\\*b\\_c \\<script\\>')).toEqual([
      { type: 'text', text: 'a*b_c <script>' },
    ])
    expect(parseInline('one  \ntwo\nthree')).toEqual([
      { type: 'text', text: 'one' },
      { type: 'break' },
      { type: 'text', text: 'two three' },
    ])
  })

  it('keeps an unclosed ** and HTML as text', () => {
    expect(inlineText(parseInline('**open'))).toBe('**open')
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ])
  })
})

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdown(
      '# Title\n\nSome text\nmore\n\n- a\n- **b**\n\n3. three\n4. four\n',
    )
    expect(blocks).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Some text more' }] },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [{ type: 'text', text: 'a' }],
          [{ type: 'strong', children: [{ type: 'text', text: 'b' }] }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[{ type: 'text', text: 'three' }], [{ type: 'text', text: 'four' }]],
      },
    ])
  })

  it('does not treat escaped markers as headings or lists', () => {
    expect(parseMarkdown('\\# not a heading\n\n\\- not a list\n\n1\\. nor this')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '# not a heading' }] },
      { type: 'paragraph', children: [{ type: 'text', text: '- not a list' }] },
      { type: 'paragraph', children: [{ type: 'text', text: '1. nor this' }] },
    ])
  })

  it("shows a brief's hostile answers exactly as typed", () => {
    const typed = '# Big\n- item\n<b>bold</b> **x** [link](javascript:alert(1))'
    const brief = buildBrief(
      {
        ...emptyAnswers(),
        name: 'Jo',
        offeringSummary: typed,
        icps: [{ ...emptyIcp(), jobTitles: ['*CEO*'] }],
      },
      { date: new Date('2026-11-22T00:00:00Z') },
    )
    const blocks = parseMarkdown(brief)
    const headings = blocks.filter((b) => b.type === 'heading').map((b) => inlineText(b.children))
    expect(headings).toEqual([
      'Client Brief: Client',
      'Client Information',
      'Business Overview',
      'Brand Story Framework',
      'Ideal Customer Profiles',
      'ICP 1',
      'Readiness Checklist',
      'Next Steps',
    ])
    const offer = blocks.findIndex(
      (b) => b.type === 'paragraph' && inlineText(b.children) === 'What They Offer',
    )
    const answer = blocks[offer + 1]
    expect(answer?.type).toBe('paragraph')
    if (answer?.type === 'paragraph') expect(inlineText(answer.children)).toBe(typed)
    const icpList = blocks.find(
      (b) => b.type === 'list' && inlineText(b.items[0] ?? []).startsWith('Job Titles'),
    )
    expect(icpList?.type === 'list' && inlineText(icpList.items[0]!)).toBe('Job Titles: *CEO*')
    const steps = blocks.at(-1)
    expect(steps?.type === 'list' && steps.ordered).toBe(true)
  })
})
