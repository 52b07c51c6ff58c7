import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  excerptAround,
  highlight,
  nextActive,
  pageNumber,
  parseSearchQuery,
  plainText,
  SEARCH_QUERY_MAX,
  searchPagePath,
  toPrefixTsQuery,
  truncateText,
} from '@/lib/search'

describe('a search query', () => {
  it('is split into lower-case words; punctuation separates them and apostrophes are dropped', () => {
    expect(parseSearchQuery('  LinkedIn   Outreach! ')).toEqual({
      ok: true,
      text: 'LinkedIn   Outreach!',
      terms: ['linkedin', 'outreach'],
    })
    expect(parseSearchQuery("LinkedIn's cold-email, vs. SDRs")).toMatchObject({
      terms: ['linkedins', 'cold', 'email', 'vs', 'sdrs'],
    })
    expect(parseSearchQuery('café Ünïcode')).toMatchObject({ terms: ['café', 'ünïcode'] })
  })

  it('has each word once and at most eight of them', () => {
    expect(parseSearchQuery('sales Sales SALES')).toMatchObject({ terms: ['sales'] })
    expect(parseSearchQuery('a b c d e f g h i j')).toMatchObject({
      terms: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    })
  })

  it('with nothing to search for is valid and has no words', () => {
    expect(parseSearchQuery(undefined)).toEqual({ ok: true, text: '', terms: [] })
    expect(parseSearchQuery('  !!! & | :* ')).toMatchObject({ ok: true, terms: [] })
  })

  it(`is refused over ${SEARCH_QUERY_MAX} characters, or when not text`, () => {
    expect(parseSearchQuery('a'.repeat(SEARCH_QUERY_MAX))).toMatchObject({ ok: true })
    expect(parseSearchQuery('a'.repeat(SEARCH_QUERY_MAX + 1))).toEqual({
      ok: false,
      message: `Searches are limited to ${SEARCH_QUERY_MAX} characters.`,
    })
    expect(parseSearchQuery(['a', 'b'])).toMatchObject({ ok: false })
  })

  it('becomes a full-text query of prefixes that holds no tsquery syntax, whatever was typed', () => {
    expect(toPrefixTsQuery(['linkedin', 'outre'])).toBe('linkedin:* & outre:*')
    fc.assert(
      fc.property(fc.string({ maxLength: SEARCH_QUERY_MAX }), (raw) => {
        const parsed = parseSearchQuery(raw)
        if (!parsed.ok) return
        for (const term of parsed.terms) expect(term).toMatch(/^[\p{L}\p{N}]{1,40}$/u)
      }),
    )
  })
})

describe('the results page', () => {
  it('has its query and page in the address', () => {
    expect(searchPagePath('cold email & more')).toBe('/search?q=cold+email+%26+more')
    expect(searchPagePath('sales', 3)).toBe('/search?q=sales&page=3')
    expect(searchPagePath('sales', 1)).toBe('/search?q=sales')
  })

  it('reads a page number, falling back to the first', () => {
    expect(pageNumber('2')).toBe(2)
    for (const raw of ['0', '-1', '1.5', 'two', '', undefined, '99999999']) {
      expect(pageNumber(raw)).toBe(1)
    }
  })
})

describe('plain text of a document', () => {
  const lexical = {
    root: {
      type: 'root',
      children: [
        {
          type: 'heading',
          tag: 'h2',
          children: [{ type: 'text', text: 'Why outreach works' }],
        },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Send ' },
            { type: 'text', text: 'fewer', format: 1 },
            { type: 'text', text: ' messages, ' },
            {
              type: 'link',
              fields: { url: 'https://example.com/guide', linkType: 'custom' },
              children: [{ type: 'text', text: 'read the guide' }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  }

  it('reads rich text in order, inline texts run together, blocks apart', () => {
    expect(plainText(lexical)).toBe('Why outreach works Send fewer messages, read the guide.')
  })

  it('reads blocks, arrays and groups, leaving out addresses, ids and select values', () => {
    const layout = [
      {
        id: '65a1f0',
        blockType: 'hero',
        heading: 'LinkedIn outreach, done for you',
        intro: 'Booked calls every week.',
        variant: 'primary',
        links: [{ link: { label: 'Start a trial', url: '/risk-free-trial', type: 'custom' } }],
      },
      { blockType: 'caseStudies', kind: 'b2b', cta: { heading: 'Ready?', body: lexical } },
    ]
    expect(plainText(layout)).toBe(
      'LinkedIn outreach, done for you Booked calls every week. Start a trial Ready? Why outreach works Send fewer messages, read the guide.',
    )
  })
})

describe('an excerpt with the match', () => {
  const text =
    'Most agencies send hundreds of messages a day. We send fewer, better ones. ' +
    'Our consultants write every connection request by hand, test two openings a week, and ' +
    'report the booked calls on Mondays. Sales Navigator finds the buyers; people reply.'

  it('is cut around the first matching word, with an ellipsis where cut', () => {
    const excerpt = excerptAround(text, ['navigator'], 'fallback', 80)
    expect(excerpt.length).toBeLessThanOrEqual(80)
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerpt).toContain('Sales Navigator')
  })

  it('starts at the beginning when the match is early, and is whole when short', () => {
    expect(excerptAround(text, ['agencies'], '', 60)).toMatch(/^Most agencies.*…$/)
    expect(excerptAround('Short text here.', ['text'], '')).toBe('Short text here.')
  })

  it('finds a stemmed match by its first letters, else shows the fallback', () => {
    expect(excerptAround(text, ['reporting'], '', 60)).toContain('report')
    expect(excerptAround(text, ['pricing'], 'The summary of the article.', 60)).toBe(
      'The summary of the article.',
    )
  })

  it('never cuts mid-word nor runs past its length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 200 }),
        fc.constantFrom('sales', 'send', 'x'),
        (max, term) => {
          const excerpt = excerptAround(text, [term], text, max)
          expect(excerpt.length).toBeLessThanOrEqual(max)
          expect(text).toContain(excerpt.replace(/^…|…$/g, ''))
        },
      ),
    )
  })

  it('truncates at a word boundary without trailing punctuation', () => {
    expect(truncateText('One two three, four five', 16)).toBe('One two three…')
  })
})

describe('highlighting', () => {
  it('marks whole words that start with a term, case-insensitively', () => {
    expect(highlight('LinkedIn outreach for outsiders', ['linked', 'outr'])).toEqual([
      { text: 'LinkedIn', match: true },
      { text: ' ', match: false },
      { text: 'outreach', match: true },
      { text: ' for outsiders', match: false },
    ])
  })

  it('marks nothing inside a word, and keeps the text as it is', () => {
    expect(highlight('Breaking sales', ['sales', 'king'])).toEqual([
      { text: 'Breaking ', match: false },
      { text: 'sales', match: true },
    ])
    expect(highlight('Nothing here', [])).toEqual([{ text: 'Nothing here', match: false }])
    fc.assert(
      fc.property(fc.string(), fc.array(fc.stringMatching(/^[a-z]{1,5}$/)), (t, terms) => {
        expect(
          highlight(t, terms)
            .map((p) => p.text)
            .join(''),
        ).toBe(t)
      }),
    )
  })
})

describe('the arrow keys', () => {
  it('go from the box to the first result and on in a ring through the box', () => {
    expect(nextActive(-1, 1, 3)).toBe(0)
    expect(nextActive(0, 1, 3)).toBe(1)
    expect(nextActive(2, 1, 3)).toBe(-1)
    expect(nextActive(-1, -1, 3)).toBe(2)
    expect(nextActive(0, -1, 3)).toBe(-1)
    expect(nextActive(-1, 1, 1)).toBe(0)
  })
})
