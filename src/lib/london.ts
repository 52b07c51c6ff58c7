/**
 * London's calendar: the business keeps London time, so its days (the conversion view's ranges,
 * the live chat's office hours and days away) begin and end at midnight there, across summer time.
 */
export const TIME_ZONE = 'Europe/London'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The calendar day (YYYY-MM-DD) in London at `at`. */
export function londonDay(at: Date): string {
  return dayFormat.format(at)
}

/** Minutes past midnight in London at `at`. */
export function londonMinutes(at: Date): number {
  const [hours, minutes] = clockFormat.format(at).split(':').map(Number) as [number, number]
  return hours * 60 + minutes
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The day of the week of `day` (YYYY-MM-DD): 0 for Sunday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay()
}
