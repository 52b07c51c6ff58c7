import { CalendarCheck } from '@/components/ui/svg-icons'

/** Fictional prospects; the illustration shows the product's result, not real people. */
const MEETINGS = [
  {
    initials: 'HK',
    name: 'Hannah Kerr',
    role: 'COO, Brightwell Logistics',
    when: 'Tue 10:30',
    tone: 'bg-brand-100 text-brand-700',
  },
  {
    initials: 'OA',
    name: 'Owen Adeyemi',
    role: 'Head of Sales, Fernhill Software',
    when: 'Wed 14:00',
    tone: 'bg-amber-100 text-amber-800',
  },
  {
    initials: 'RM',
    name: 'Rosa Marchetti',
    role: 'Founder, Northgate Analytics',
    when: 'Thu 09:15',
    tone: 'bg-emerald-100 text-emerald-800',
  },
  {
    initials: 'JP',
    name: 'James Patel',
    role: 'Finance Director, Calder & Co',
    when: 'Fri 11:45',
    tone: 'bg-rose-100 text-rose-800',
  },
]

/**
 * The product in one picture: an inbox of meetings Leadpilot has booked this week, drawn with the
 * site's own type and colours (no image file, nothing to download).
 */
export function InboxIllustration() {
  return (
    <figure
      role="img"
      aria-label="Illustration: an inbox of four sales meetings booked this week"
      className="relative mx-auto w-full max-w-md text-left"
    >
      <div aria-hidden className="surface overflow-hidden shadow-xl ring-1 ring-brand-100">
        <div className="flex items-center justify-between border-b border-line bg-white px-5 py-3">
          <span className="text-sm font-bold text-ink">Meetings booked</span>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            This week
          </span>
        </div>
        <ul className="divide-y divide-line bg-white">
          {MEETINGS.map((m) => (
            <li key={m.initials} className="flex items-center gap-3 px-5 py-3">
              <span
                className={`grid size-9 shrink-0 place-items-center rounded-full text-xs font-bold ${m.tone}`}
              >
                {m.initials}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink">{m.name}</span>
                <span className="block truncate text-xs text-muted">{m.role}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1 rounded-full bg-green-50 px-2 py-1 text-xs font-semibold text-green-800">
                <CalendarCheck className="size-3.5" />
                {m.when}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {/* Hangs below the card's corner, clear of the last meeting's name. */}
      <div
        aria-hidden
        className="absolute -bottom-14 -left-3 rounded-2xl bg-brand-900 px-4 py-3 text-white shadow-lg sm:-left-8"
      >
        <span className="block text-2xl leading-none font-extrabold">+4</span>
        <span className="block text-xs text-brand-100">replies to follow up</span>
      </div>
    </figure>
  )
}
