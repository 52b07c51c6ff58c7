/**
 * Bank holidays in England and Wales (GOV.UK's list) from Christmas 2026 to the end of 2027: the
 * days away a new site starts with, for the live chat's promise of when the team is back. Each is
 * a London date; a substitute day stands in for a holiday that falls at a weekend.
 */
export const ENGLAND_BANK_HOLIDAYS: ReadonlyArray<{ date: string; reason: string }> = [
  { date: '2026-12-25', reason: 'Christmas Day' },
  { date: '2026-12-28', reason: 'Boxing Day (substitute day)' },
  { date: '2027-01-01', reason: 'New Year’s Day' },
  { date: '2027-03-26', reason: 'Good Friday' },
  { date: '2027-03-29', reason: 'Easter Monday' },
  { date: '2027-05-03', reason: 'Early May bank holiday' },
  { date: '2027-05-31', reason: 'Spring bank holiday' },
  { date: '2027-08-30', reason: 'Summer bank holiday' },
  { date: '2027-12-27', reason: 'Christmas Day (substitute day)' },
  { date: '2027-12-28', reason: 'Boxing Day (substitute day)' },
]

/**
 * A London date as the admin's day picker stores it: midday UTC on that date, which is the same
 * calendar day in London in winter and in summer.
 */
export const storedDay = (date: string) => `${date}T12:00:00.000Z`
