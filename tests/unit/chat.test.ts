/**
 * The live chat's rules: what the window promises at each time of the week (London time, summer
 * and winter), what a visitor may send, and the e-mails' wording.
 */
import { describe, expect, it } from 'vitest'
import {
  chatStartSchema,
  londonDate,
  replyEmail,
  replyExpectation,
  teamChatEmail,
} from '@/lib/chat'

describe('replyExpectation', () => {
  const at = (iso: string) => replyExpectation(new Date(iso))

  it('promises a reply within minutes in UK business hours only', () => {
    // Friday 27 November 2026, GMT.
    expect(at('2026-11-27T09:00:00Z')).toMatchObject({ open: true })
    expect(at('2026-11-27T17:29:00Z').text).toMatch(/within a few minutes/)
    // 17:30 London is closed; in British Summer Time 08:30 UTC is 09:30 London.
    expect(at('2026-11-27T17:30:00Z')).toMatchObject({ open: false })
    expect(at('2026-07-01T08:30:00Z')).toMatchObject({ open: true })
    expect(at('2026-07-01T16:45:00Z')).toMatchObject({ open: false })
  })

  it('says when the team is back and that the reply comes by e-mail', () => {
    expect(at('2026-11-27T18:00:00Z').text).toBe(
      'We’re away now; we’ll reply by e-mail after 9am on Monday (UK time).',
    )
    expect(at('2026-11-28T12:00:00Z').text).toMatch(/after 9am on Monday/)
    expect(at('2026-11-29T23:30:00Z').text).toMatch(/after 9am tomorrow/)
    expect(at('2026-11-30T07:00:00Z').text).toMatch(/after 9am today/)
    expect(at('2026-12-01T20:00:00Z').text).toMatch(/after 9am tomorrow/)
  })

  it('counts the days away: bank holidays and closures in London dates', () => {
    const christmas = ['2026-12-25', '2026-12-28', '2027-01-01']
    const away = (iso: string) => replyExpectation(new Date(iso), christmas)
    // Christmas Eve evening: Friday is Christmas Day, Monday the Boxing Day holiday.
    expect(away('2026-12-24T18:00:00Z').text).toMatch(/after 9am on Tuesday \(UK time\)/)
    // During the hours of a day away, nobody is there.
    expect(away('2026-12-28T11:00:00Z')).toMatchObject({ open: false })
    expect(away('2026-12-28T11:00:00Z').text).toMatch(/after 9am tomorrow/)
    expect(away('2026-12-29T11:00:00Z')).toMatchObject({ open: true })
    // Before nine on a day away, the team is not back that day.
    expect(away('2027-01-01T07:00:00Z').text).toMatch(/after 9am on Monday/)
    // A closure of more than a week names the date.
    const fortnight = Array.from(
      { length: 14 },
      (_, i) => `2027-08-${String(2 + i).padStart(2, '0')}`,
    )
    expect(replyExpectation(new Date('2027-07-30T18:00:00Z'), fortnight).text).toBe(
      'We’re away now; we’ll reply by e-mail after 9am on Monday 16 August (UK time).',
    )
    // Late on a Sunday in summer time is already Monday in London.
    expect(replyExpectation(new Date('2027-08-01T23:30:00Z'), fortnight).text).toMatch(
      /on Monday 16 August/,
    )
  })

  it('names no day when every day of the coming year is away', () => {
    const year = Array.from({ length: 400 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    )
    expect(replyExpectation(new Date('2027-01-01T12:00:00Z'), year).text).toBe(
      'We’re away now; we’ll reply by e-mail when we are back.',
    )
  })

  it('reads a stored day away as its London date', () => {
    expect(londonDate('2026-12-25T12:00:00.000Z')).toBe('2026-12-25')
    expect(londonDate('2027-07-01T23:30:00.000Z')).toBe('2027-07-02')
    expect(londonDate('not a date')).toBeNull()
  })
})

describe('chatStartSchema', () => {
  it('accepts an address and a message, trimmed', () => {
    expect(
      chatStartSchema.parse({ email: ' ana@example.com ', message: ' Hello \n', page: '/contact' }),
    ).toEqual({ email: 'ana@example.com', message: 'Hello', page: '/contact' })
  })

  it('refuses a bad address, an empty or long message, and a page on another host', () => {
    const errors = (body: unknown) =>
      chatStartSchema.safeParse(body).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`)
    expect(errors({ email: 'ana@', message: 'Hi' })).toEqual([
      'email: Please enter a valid email address, like name@company.com',
    ])
    expect(errors({ email: 'ana@example.com', message: '  ' })).toEqual([
      'message: Please type a message',
    ])
    expect(errors({ email: 'ana@example.com', message: 'x'.repeat(2001) })).toEqual([
      'message: Please use no more than 2,000 characters',
    ])
    for (const page of ['//evil.example', 'evil.example', '/a b'])
      expect(errors({ email: 'ana@example.com', message: 'Hi', page })?.[0]).toMatch(/^page/)
  })
})

describe('e-mails', () => {
  it('tells the team what the visitor wrote since the last reply, with the admin link', () => {
    const { subject, text } = teamChatEmail(
      {
        email: 'ana@example.com',
        name: null,
        startedOn: '/contact',
        messages: [
          { sender: 'visitor', text: 'First', at: '' },
          { sender: 'team', text: 'Reply', at: '' },
          { sender: 'visitor', text: 'Second\nline', at: '' },
        ],
      },
      'https://leadpilot.example/admin/collections/conversations/4',
    )
    expect(subject).toBe('Live chat: ana@example.com is waiting for a reply')
    expect(text).toContain('> Second\n> line')
    expect(text).not.toContain('First')
    expect(text).toContain('https://leadpilot.example/admin/collections/conversations/4')
  })

  it('gives the visitor the reply and the way back to the chat', () => {
    const { text } = replyEmail({ name: 'Ana' }, 'Yes, we do.', 'https://leadpilot.example/contact')
    expect(text).toMatch(/^Hello Ana,/)
    expect(text).toContain('> Yes, we do.')
    expect(text).toContain('https://leadpilot.example/contact')
  })
})
